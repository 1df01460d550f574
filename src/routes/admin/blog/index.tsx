import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage } from '@/features/back-office/content/blog/components/blog-list-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/admin/blog/')({
  head: () =>
    pageHead({
      title: 'Gestione blog',
      description: 'Gli articoli del blog di Bottega del Bun.',
      path: '/admin/blog',
      noIndex: true,
    }),
  component: BlogListPage,
});
