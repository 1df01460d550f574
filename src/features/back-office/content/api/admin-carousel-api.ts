import { dataOrThrow, okOrThrow } from '@/lib/api-error';
import { queryOptions } from '@tanstack/react-query';
import { adminContentKeys } from '@/features/back-office/content/api/admin-content-keys';
import type { Tables, TablesUpdate } from '@/types/database.gen';
import { cacheGroups } from '@/lib/query-cache-groups';
import { readAllPages } from '@/lib/read-all-pages';
import { getSupabase } from '@/lib/supabase';

export type CarouselRow = Tables<'homepage_carousel'>;
export type CarouselChanges = Pick<
  TablesUpdate<'homepage_carousel'>,
  'title' | 'description' | 'is_active'
>;

/** Every slide, inactive ones included, in the home page's order, page after page. */
export async function fetchAdminCarousel(): Promise<CarouselRow[]> {
  const supabase = await getSupabase();
  return readAllPages((from, to) =>
    supabase
      .from('homepage_carousel')
      .select('*')
      .order('display_order')
      .order('created_at')
      .order('id')
      .range(from, to),
  );
}

/** A new slide for an uploaded file, placed last. */
export async function addCarouselItem(item: {
  mediaUrl: string;
  mediaType: 'image' | 'video';
  title: string;
  displayOrder: number;
}): Promise<CarouselRow> {
  const supabase = await getSupabase();
  return dataOrThrow(
    await supabase
      .from('homepage_carousel')
      .insert({
        media_url: item.mediaUrl,
        media_type: item.mediaType,
        title: item.title,
        display_order: item.displayOrder,
      })
      .select('*')
      .single(),
  );
}

export async function updateCarouselItem(id: string, changes: CarouselChanges): Promise<void> {
  const supabase = await getSupabase();
  okOrThrow(await supabase.from('homepage_carousel').update(changes).eq('id', id));
}

export async function deleteCarouselItem(id: string): Promise<void> {
  const supabase = await getSupabase();
  okOrThrow(await supabase.from('homepage_carousel').delete().eq('id', id));
}

/** The new order, first to last, written as display_order 1..n in one transaction. */
export async function reorderCarousel(ids: string[]): Promise<void> {
  const supabase = await getSupabase();
  okOrThrow(await supabase.rpc('reorder_carousel', { item_ids: ids }));
}

export function adminCarouselQueryOptions() {
  return queryOptions({
    ...cacheGroups.admin,
    queryKey: adminContentKeys.carousel(),
    queryFn: fetchAdminCarousel,
  });
}
