import { createFileRoute } from '@tanstack/react-router';
import { AdminAreaPage } from '@/features/admin/components/admin-area-page';
import { pageHead } from '@/lib/seo/page-head';

export const Route = createFileRoute('/admin/products/')({
  head: () =>
    pageHead({
      title: 'Gestione prodotti',
      description: 'Gestione del catalogo di Bottega del Bun.',
      path: '/admin/products',
      noIndex: true,
    }),
  component: () => <AdminAreaPage area="products" />,
});
