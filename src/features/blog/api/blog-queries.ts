import { queryOptions } from '@tanstack/react-query';
import { dataOrThrow } from '@/lib/api-error';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';
import { type BlogPost, publishedPostsQuery } from '@/features/blog/api/published-posts-query';

/** The blog index, newest first. */
export async function fetchPublishedPosts(): Promise<BlogPost[]> {
  const supabase = await getSupabase();
  return dataOrThrow(
    await publishedPostsQuery(supabase).order('published_at', { ascending: false }),
  );
}

/** One published post, or null when there is none with this slug. */
export async function fetchPublishedPost(slug: string): Promise<BlogPost | null> {
  const supabase = await getSupabase();
  const result = await publishedPostsQuery(supabase).eq('slug', slug).maybeSingle();
  if (result.error) dataOrThrow(result);
  return result.data;
}

/** Query keys of the blog (cache group "static": posts change rarely). */
export const blogKeys = {
  all: ['blog'] as const,
  list: () => [...blogKeys.all, 'list'] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
};

export function blogListQueryOptions() {
  return queryOptions({
    ...cacheGroups.static,
    queryKey: blogKeys.list(),
    queryFn: fetchPublishedPosts,
  });
}

export function blogPostQueryOptions(slug: string) {
  return queryOptions({
    ...cacheGroups.static,
    queryKey: blogKeys.post(slug),
    queryFn: () => fetchPublishedPost(slug),
  });
}
