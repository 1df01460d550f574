import { createFileRoute, notFound, useRouter } from '@tanstack/react-router';
import { BlogNotFound, POST_NOT_FOUND_TITLE } from '@/features/blog/components/blog-not-found';
import { BlogPostError } from '@/features/blog/components/blog-post-error';
import { BlogPostPage } from '@/features/blog/components/blog-post-page';
import { articleJsonLd } from '@/app/seo/article-json-ld';
import { pageHead, siteOrigin } from '@/app/seo/page-head';
import { breadcrumbJsonLd, jsonLdScript } from '@/app/seo/structured-data';
import { publicStorageUrl } from '@/lib/storage-url';

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ context, params }) => {
    const [{ blogPostQueryOptions }, { countWords, readingMinutes }] = await Promise.all([
      import('@/features/blog/api/blog-queries'),
      import('@/features/blog/reading-time'),
    ]);
    const post = await context.queryClient.ensureQueryData(blogPostQueryOptions(params.slug));
    if (!post) throw notFound();
    return {
      post,
      crumb: post.title,
      words: countWords(post.body_md),
      minutes: readingMinutes(post.body_md),
    };
  },
  head: ({ loaderData, params }) => {
    if (!loaderData) {
      return pageHead({
        title: POST_NOT_FOUND_TITLE,
        description: 'Questo articolo non esiste o non è ancora stato pubblicato.',
        path: `/blog/${params.slug}`,
        noIndex: true,
      });
    }
    const { post, words, minutes } = loaderData;
    return {
      ...pageHead({
        title: post.title,
        description: post.excerpt || `${post.title}: un articolo del blog di Bottega del Bun.`,
        path: `/blog/${post.slug}`,
        ogType: 'article',
        image: { url: publicStorageUrl(post.cover_image_url) ?? '', alt: post.title },
      }),
      scripts: [
        jsonLdScript(
          articleJsonLd(
            {
              slug: post.slug,
              title: post.title,
              excerpt: post.excerpt,
              authorName: post.author_name,
              publishedAt: post.published_at ?? post.updated_at,
              updatedAt: post.updated_at,
              imageUrl: publicStorageUrl(post.cover_image_url),
              readingMinutes: minutes,
              wordCount: words,
            },
            siteOrigin(),
          ),
        ),
        jsonLdScript(
          breadcrumbJsonLd(
            [
              { name: 'Blog', path: '/blog' },
              { name: post.title, path: `/blog/${post.slug}` },
            ],
            siteOrigin(),
          ),
        ),
      ],
    };
  },
  component: BlogPostRoute,
  notFoundComponent: BlogNotFound,
  errorComponent: BlogPostRouteError,
});

function BlogPostRoute() {
  return <BlogPostPage post={Route.useLoaderData().post} />;
}

function BlogPostRouteError() {
  const router = useRouter();
  return <BlogPostError onRetry={() => router.invalidate()} />;
}
