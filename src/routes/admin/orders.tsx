import { createFileRoute } from '@tanstack/react-router';
import { AdminAreaPage } from '@/features/admin/components/admin-area-page';
import { pageHead } from '@/lib/seo/page-head';

export const Route = createFileRoute('/admin/orders')({
  head: () =>
    pageHead({
      title: 'Gestione ordini',
      description: 'Gestione degli ordini di Bottega del Bun.',
      path: '/admin/orders',
      noIndex: true,
    }),
  component: () => <AdminAreaPage area="orders" />,
});
