import { createFileRoute } from '@tanstack/react-router';
import { BlogEditorPage } from '@/features/back-office/content/blog/components/blog-editor-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/admin/blog/new')({
  head: () =>
    pageHead({
      title: 'Nuovo articolo',
      description: 'Scrivi un nuovo articolo del blog.',
      path: '/admin/blog/new',
      noIndex: true,
    }),
  component: () => <BlogEditorPage />,
});
