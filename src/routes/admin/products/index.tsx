import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '@/features/back-office/content/products/components/product-list-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/admin/products/')({
  head: () =>
    pageHead({
      title: 'Gestione prodotti',
      description: 'Gestione del catalogo di Bottega del Bun.',
      path: '/admin/products',
      noIndex: true,
    }),
  component: ProductListPage,
});
