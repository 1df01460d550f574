import type { ShopSupabaseClient } from '@/lib/supabase-shop-client';
import type { Tables } from '@/types/database.gen';

/** One slide of 'Le Nostre Creazioni' (table homepage_carousel, spec §3). */
export type CarouselItem = Tables<'homepage_carousel'>;

/**
 * Spec §7: all columns, active items only, by display_order ascending. The carousel's 3
 * retries (spec §7) are the query's, not supabase-js's own, which are switched off.
 */
export function activeCarouselQuery(supabase: ShopSupabaseClient) {
  return supabase
    .from('homepage_carousel')
    .select('*')
    .eq('is_active', true)
    .order('display_order', { ascending: true })
    .retry(false);
}
