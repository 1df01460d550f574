import { createFileRoute } from '@tanstack/react-router';
import { AdminEditorPage } from '@/features/admin/components/admin-editor-page';
import { pageHead } from '@/lib/seo/page-head';

export const Route = createFileRoute('/admin/blog/new')({
  head: () =>
    pageHead({
      title: 'Nuovo articolo',
      description: 'Scrivi un nuovo articolo del blog.',
      path: '/admin/blog/new',
      noIndex: true,
    }),
  component: EditorRoute,
});

function EditorRoute() {
  return <AdminEditorPage kind="blog-post" />;
}
