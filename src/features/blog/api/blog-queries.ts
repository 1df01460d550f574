import { queryOptions } from '@tanstack/react-query';
import { dataOrThrow } from '@/lib/api-error';
import { cacheGroups } from '@/lib/query-cache-groups';
import { readAllPages } from '@/lib/read-all-pages';
import { getSupabase } from '@/lib/supabase';
import { type BlogPost, publishedPostsQuery } from '@/features/blog/api/published-posts-query';

// The offline copy (Dexie) and the network-first helper load only when a read runs.
const offlineStore = () => import('@/offline/catalogue/catalogue-store');
const offlineRead = () => import('@/lib/network/network-first');

/** The blog index, newest first; network first, the device's copy answers offline. */
export async function fetchPublishedPosts(): Promise<BlogPost[]> {
  const client = getSupabase();
  const { networkFirst } = await offlineRead();
  return networkFirst({
    network: async () => {
      const supabase = await client;
      return readAllPages((from, to) =>
        publishedPostsQuery(supabase)
          .order('published_at', { ascending: false })
          .order('id')
          .range(from, to),
      );
    },
    remember: async (posts) => (await offlineStore()).storeBlogPosts(posts),
    fallback: async () => (await offlineStore()).readBlogPosts(),
  });
}

/** One published post, or null when there is none with this slug. */
export async function fetchPublishedPost(slug: string): Promise<BlogPost | null> {
  const client = getSupabase();
  const { networkFirst } = await offlineRead();
  return networkFirst({
    network: async () => {
      const supabase = await client;
      const result = await publishedPostsQuery(supabase).eq('slug', slug).maybeSingle();
      if (result.error) dataOrThrow(result);
      return result.data;
    },
    remember: async (post) => (await offlineStore()).storeBlogPost(slug, post),
    fallback: async () => (await offlineStore()).readBlogPost(slug),
  });
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
