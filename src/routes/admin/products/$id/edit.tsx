import { createFileRoute } from '@tanstack/react-router';
import { ProductEditorPage } from '@/features/admin-content/products/components/product-editor-page';
import { pageHead } from '@/lib/seo/page-head';

export const Route = createFileRoute('/admin/products/$id/edit')({
  head: ({ params }) =>
    pageHead({
      title: 'Modifica prodotto',
      description: 'Modifica un prodotto del catalogo.',
      path: `/admin/products/${params.id}/edit`,
      noIndex: true,
    }),
  component: EditorRoute,
});

function EditorRoute() {
  return <ProductEditorPage productId={Route.useParams().id} />;
}
