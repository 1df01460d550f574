import { dataOrThrow, okOrThrow } from '@/lib/api-error';
import { queryOptions } from '@tanstack/react-query';
import { adminContentKeys } from '@/features/back-office/content/api/admin-content-keys';
import type { Tables, TablesInsert } from '@/types/database.gen';
import { cacheGroups } from '@/lib/query-cache-groups';
import { readAllPages } from '@/lib/read-all-pages';
import { getSupabase } from '@/lib/supabase';

export type BlogPostRow = Tables<'blog_posts'>;
export type BlogPostWrite = Pick<
  TablesInsert<'blog_posts'>,
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'body_md'
  | 'cover_image_url'
  | 'author_name'
  | 'status'
  | 'published_at'
>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every post, drafts included (the admins' read policy), newest first, page after page. */
export async function fetchAdminPosts(): Promise<BlogPostRow[]> {
  const supabase = await getSupabase();
  return readAllPages((from, to) =>
    supabase
      .from('blog_posts')
      .select('*')
      .order('published_at', { ascending: false, nullsFirst: true })
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
}

/** One post by id, or null when there is none. */
export async function fetchAdminPost(id: string): Promise<BlogPostRow | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const supabase = await getSupabase();
  const result = await supabase.from('blog_posts').select('*').eq('id', id).maybeSingle();
  if (result.error) dataOrThrow(result);
  return result.data;
}

export async function isPostSlugTaken(slug: string, exceptId?: string): Promise<boolean> {
  const supabase = await getSupabase();
  let query = supabase.from('blog_posts').select('id').eq('slug', slug);
  if (exceptId) query = query.neq('id', exceptId);
  return dataOrThrow(await query.limit(1)).length > 0;
}

/** Creates (no id) or updates a post; returns the stored row. */
export async function savePost(post: BlogPostWrite, id?: string): Promise<BlogPostRow> {
  const supabase = await getSupabase();
  const request = id
    ? supabase.from('blog_posts').update(post).eq('id', id)
    : supabase.from('blog_posts').insert(post);
  return dataOrThrow(await request.select('*').single());
}

export async function deletePost(id: string): Promise<void> {
  const supabase = await getSupabase();
  okOrThrow(await supabase.from('blog_posts').delete().eq('id', id));
}

export function adminPostsQueryOptions() {
  return queryOptions({
    ...cacheGroups.admin,
    queryKey: adminContentKeys.posts(),
    queryFn: fetchAdminPosts,
  });
}

export function adminPostQueryOptions(id: string) {
  return queryOptions({
    ...cacheGroups.admin,
    refetchOnWindowFocus: false,
    queryKey: adminContentKeys.post(id),
    queryFn: () => fetchAdminPost(id),
  });
}
