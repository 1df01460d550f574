import { createFileRoute } from '@tanstack/react-router';
import { BlogPostPage } from '@/features/content/components/blog-post-page';
import { pageHead } from '@/lib/seo/page-head';
import { slugToLabel } from '@/lib/slug-label';

export const Route = createFileRoute('/blog/$slug')({
  head: ({ params }) =>
    pageHead({
      title: slugToLabel(params.slug),
      description: `${slugToLabel(params.slug)}: un articolo del blog di Bottega del Bun.`,
      path: `/blog/${params.slug}`,
      ogType: 'article',
    }),
  component: BlogPostRoute,
});

function BlogPostRoute() {
  return <BlogPostPage title={slugToLabel(Route.useParams().slug)} />;
}
