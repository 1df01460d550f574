import { createFileRoute } from '@tanstack/react-router';
import { AdminAreaPage } from '@/features/admin/components/admin-area-page';
import { pageHead } from '@/lib/seo/page-head';

export const Route = createFileRoute('/admin/carousel')({
  head: () =>
    pageHead({
      title: 'Carosello della home',
      description: 'Il carosello della home di Bottega del Bun.',
      path: '/admin/carousel',
      noIndex: true,
    }),
  component: () => <AdminAreaPage area="carousel" />,
});
