import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/content/components/about-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/about')({
  head: () =>
    pageHead({
      title: 'Chi Siamo',
      description:
        'Bottega del Bun è un panificio artigianale di Moncalieri, alle porte di Torino, che fa bun per hamburger per privati e ristoranti.',
      path: '/about',
    }),
  component: AboutPage,
});
