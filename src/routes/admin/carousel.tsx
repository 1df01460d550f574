import { createFileRoute } from '@tanstack/react-router';
import { CarouselAdminPage } from '@/features/back-office/content/carousel/components/carousel-admin-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/admin/carousel')({
  head: () =>
    pageHead({
      title: 'Carosello della home',
      description: 'Il carosello della home di Bottega del Bun.',
      path: '/admin/carousel',
      noIndex: true,
    }),
  component: CarouselAdminPage,
});
