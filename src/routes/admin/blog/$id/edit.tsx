import { createFileRoute } from '@tanstack/react-router';
import { BlogEditorPage } from '@/features/admin-content/blog/components/blog-editor-page';
import { pageHead } from '@/lib/seo/page-head';

export const Route = createFileRoute('/admin/blog/$id/edit')({
  head: ({ params }) =>
    pageHead({
      title: 'Modifica articolo',
      description: 'Modifica un articolo del blog.',
      path: `/admin/blog/${params.id}/edit`,
      noIndex: true,
    }),
  component: EditorRoute,
});

function EditorRoute() {
  return <BlogEditorPage postId={Route.useParams().id} />;
}
