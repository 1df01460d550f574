import { createFileRoute } from '@tanstack/react-router';
import { ProductEditorPage } from '@/features/back-office/content/products/components/product-editor-page';
import { pageHead } from '@/app/seo/page-head';

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
