import { createFileRoute } from '@tanstack/react-router';
import { BlogEditorPage } from '@/features/back-office/content/blog/components/blog-editor-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/admin/blog/$id/edit')({
  // The article's title stands for its id in the breadcrumb (AdminBreadcrumb).
  loader: async ({ context, params }) => {
    const { adminPostQueryOptions } =
      await import('@/features/back-office/content/api/admin-blog-api');
    const post = await context.queryClient.ensureQueryData(adminPostQueryOptions(params.id));
    return { segmentNames: post ? { [params.id]: post.title } : {} };
  },
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
