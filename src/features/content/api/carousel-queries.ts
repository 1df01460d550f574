import { queryOptions } from '@tanstack/react-query';
import { activeCarouselQuery, type CarouselItem } from '@/features/content/api/carousel-query';
import { cacheGroups } from '@/lib/query-cache-groups';
import { readAllPages } from '@/lib/read-all-pages';
import { getSupabase } from '@/lib/supabase';

// The offline copy (Dexie) and the network-first helper load only when a read runs.
const offlineStore = () => import('@/offline/catalogue/catalogue-store');
const offlineRead = () => import('@/lib/network/network-first');

/** The active slides, in their order; network first, the device's copy answers offline. */
export async function fetchCarouselItems(): Promise<CarouselItem[]> {
  const client = getSupabase();
  const { networkFirst } = await offlineRead();
  return networkFirst({
    network: async () => {
      const supabase = await client;
      return readAllPages((from, to) => activeCarouselQuery(supabase).order('id').range(from, to));
    },
    remember: async (items) => (await offlineStore()).storeCarousel(items),
    fallback: async () => (await offlineStore()).readCarousel(),
  });
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
