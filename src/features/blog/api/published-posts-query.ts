import type { ShopSupabaseClient } from '@/lib/supabase-shop-client';
import type { StoredBlogPost } from '@/offline/db';

/** A published blog post as the shop shows it (the offline copy keeps the same columns). */
export type BlogPost = StoredBlogPost;

const columns =
  'id, slug, title, excerpt, body_md, cover_image_url, author_name, published_at, updated_at';

/**
 * Only published posts whose date has come. RLS already hides the rest from visitors; the
 * filter keeps drafts off the public blog for a signed-in admin too. A builder, not a promise:
 * supabase-js sends it when awaited. Its own network retries are off: the query's retry rules
 * of spec §8 apply.
 */
export function publishedPostsQuery(supabase: ShopSupabaseClient, now = new Date()) {
  return supabase
    .from('blog_posts')
    .select(columns)
    .eq('status', 'published')
    .lte('published_at', now.toISOString())
    .retry(false);
}
