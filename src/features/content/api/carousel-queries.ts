import { queryOptions } from '@tanstack/react-query';
import { activeCarouselQuery, type CarouselItem } from '@/features/content/api/carousel-query';
import { dataOrThrow } from '@/lib/api-error';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';

/** The active slides, in their order. */
export async function fetchCarouselItems(): Promise<CarouselItem[]> {
  return dataOrThrow(await activeCarouselQuery(await getSupabase()));
}

export const carouselKeys = { all: ['carousel'] as const };

/** Cached 5 minutes with 3 retries (cache group "carousel", spec §7 and §9). */
export function carouselQueryOptions() {
  return queryOptions({
    ...cacheGroups.carousel,
    queryKey: carouselKeys.all,
    queryFn: fetchCarouselItems,
  });
}
