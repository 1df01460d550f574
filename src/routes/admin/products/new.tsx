import { createFileRoute } from '@tanstack/react-router';
import { AdminEditorPage } from '@/features/admin/components/admin-editor-page';
import { pageHead } from '@/lib/seo/page-head';

export const Route = createFileRoute('/admin/products/new')({
  head: () =>
    pageHead({
      title: 'Nuovo prodotto',
      description: 'Aggiungi un prodotto al catalogo.',
      path: '/admin/products/new',
      noIndex: true,
    }),
  component: EditorRoute,
});

function EditorRoute() {
  return <AdminEditorPage kind="product" />;
}
