import { createFileRoute } from '@tanstack/react-router';
import { ProductEditorPage } from '@/features/admin-content/products/components/product-editor-page';
import { pageHead } from '@/lib/seo/page-head';

export const Route = createFileRoute('/admin/products/new')({
  head: () =>
    pageHead({
      title: 'Nuovo prodotto',
      description: 'Aggiungi un prodotto al catalogo.',
      path: '/admin/products/new',
      noIndex: true,
    }),
  component: () => <ProductEditorPage />,
});
