import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage } from '@/features/blog/components/blog-list-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/blog/')({
  loader: async ({ context }) => {
    const { blogListQueryOptions } = await import('@/features/blog/api/blog-queries');
    void context.queryClient.prefetchQuery(blogListQueryOptions());
  },
  head: () =>
    pageHead({
      title: 'Blog',
      description:
        'Ricette, abbinamenti e consigli di conservazione dal laboratorio di Bottega del Bun.',
      path: '/blog',
    }),
  component: BlogListPage,
});
