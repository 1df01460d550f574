import { createFileRoute } from '@tanstack/react-router';
import { BlogPage } from '@/features/content/components/blog-page';
import { pageHead } from '@/lib/seo/page-head';

export const Route = createFileRoute('/blog/')({
  head: () =>
    pageHead({
      title: 'Blog',
      description:
        'Ricette, abbinamenti e consigli di conservazione dal laboratorio di Bottega del Bun.',
      path: '/blog',
    }),
  component: BlogPage,
});
