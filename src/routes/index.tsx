import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/content/components/home-page';
import { pageHead } from '@/lib/seo/page-head';

export const Route = createFileRoute('/')({
  head: () =>
    pageHead({
      title: 'Bottega del Bun · Bun artigianali per hamburger, vicino a Torino',
      fullTitle: true,
      description:
        'Bun per hamburger impastati e formati a mano, lievitati più di 18 ore nel nostro laboratorio di Moncalieri (Torino). Per casa e per ristoranti, con consegna refrigerata in 1–2 giorni.',
      path: '/',
    }),
  component: HomePage,
});
