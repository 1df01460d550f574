import { createFileRoute } from '@tanstack/react-router';
import { AdminEditorPage } from '@/features/admin/components/admin-editor-page';
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
  return <AdminEditorPage kind="product" recordId={Route.useParams().id} />;
}
