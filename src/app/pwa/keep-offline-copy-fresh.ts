import type { QueryClient } from '@tanstack/react-query';
import { carouselQueryOptions } from '@/features/content/api/carousel-queries';
import { blogListQueryOptions } from '@/features/blog/api/blog-queries';
import { whenSettled } from '@/app/when-idle';
import { IMAGE_CACHE_MAX_ENTRIES } from '@/lib/offline/image-cache-config';
import { browserIsOffline } from '@/lib/offline/reachability';
import { shouldSaveData } from '@/lib/offline/save-data';
import { productListQueryOptions } from '@/lib/products/product-queries';
import { shopSettingsQueryOptions } from '@/lib/settings/shop-settings';
import { publicStorageUrl } from '@/lib/storage-url';

const MINUTE_MS = 60_000;
/** Three quarters of the image cache's bound: room is left for carousel and blog pictures. */
const WARM_UP_MAX_IMAGES = Math.floor(IMAGE_CACHE_MAX_ENTRIES * 0.75);

/**
 * After one online visit every screen must open offline with data: this copies the whole
 * catalogue (and carousel, blog, settings) to IndexedDB in the background, each part when its
 * copy is older than its cache group's freshness, then keeps the product pictures in the
 * image cache (not with Save-Data or on 2G: a private buyer's mobile data). The reads
 * themselves do the writing (network first), so the query cache is refreshed at the same time.
 */
export async function keepOfflineCopyFresh(queryClient: QueryClient): Promise<void> {
  if (browserIsOffline()) return;
  const store = await import('@/lib/offline/catalogue-store');
  const now = Date.now();
  const isStale = async (section: 'products' | 'carousel' | 'blog' | 'settings', ms: number) => {
    const syncedAt = await store.sectionSyncedAt(section);
    return syncedAt === undefined || now - syncedAt > ms;
  };
  // staleTime 0: the copy on the device is what is old, whatever the query cache holds.
  const [products] = await Promise.allSettled([
    (await isStale('products', 10 * MINUTE_MS))
      ? queryClient.fetchQuery({ ...productListQueryOptions({}), staleTime: 0 })
      : undefined,
    (await isStale('carousel', 5 * MINUTE_MS))
      ? queryClient.fetchQuery({ ...carouselQueryOptions(), staleTime: 0 })
      : undefined,
    (await isStale('blog', 60 * MINUTE_MS))
      ? queryClient.fetchQuery({ ...blogListQueryOptions(), staleTime: 0 })
      : undefined,
    (await isStale('settings', 60 * MINUTE_MS))
      ? queryClient.fetchQuery({ ...shopSettingsQueryOptions(), staleTime: 0 })
      : undefined,
  ]);
  if (products.status !== 'fulfilled' || !products.value || shouldSaveData()) return;
  // The pictures (up to 150 downloads) wait until the page has settled: the first screen's own
  // pictures and the visitor's first taps come first.
  await new Promise<void>((resolve) => whenSettled(resolve));
  const { cacheImages } = await import('@/lib/offline/image-warmup');
  // Card pictures first, then the galleries; bounded so the warm-up never pushes out what
  // the visitor has seen (the download action takes everything).
  const keys = [
    ...products.value.map((product) => product.image_url),
    ...products.value.flatMap((product) => product.gallery),
  ];
  const urls = [...new Set(keys.map(publicStorageUrl).filter((url) => url !== undefined))];
  await cacheImages(urls.slice(0, WARM_UP_MAX_IMAGES));
}
