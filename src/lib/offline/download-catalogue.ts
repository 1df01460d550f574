import { storeProductList } from '@/lib/offline/catalogue-store';
import { cacheImages } from '@/lib/offline/image-warmup';
import { productsQuery } from '@/lib/products/products-query';
import { readAllPages } from '@/lib/read-all-pages';
import { publicStorageUrl } from '@/lib/storage-url';
import { getSupabase } from '@/lib/supabase';

export interface DownloadProgress {
  /** Steps done: 1 for the product list, then one per picture. */
  done: number;
  total: number;
}

export interface DownloadResult {
  products: number;
  images: number;
  failedImages: number;
  /** Bytes this site uses on the device (IndexedDB + caches), when the browser tells. */
  usageBytes: number | undefined;
  /** Whether the browser promised not to clear the data when space runs short. */
  persisted: boolean;
}

/** Every picture of every product on sale: the card image and the gallery. */
export function productImageUrls(
  rows: readonly { image_url: string | null; gallery: string[] }[],
): string[] {
  const keys = rows.flatMap((row) => [row.image_url, ...row.gallery]);
  return [...new Set(keys.map(publicStorageUrl).filter((url) => url !== undefined))];
}

async function askPersistentStorage(): Promise<boolean> {
  const storage = navigator.storage as StorageManager | undefined;
  if (!storage?.persist) return false;
  if (await storage.persisted()) return true;
  return storage.persist().catch(() => false);
}

/**
 * 'Scarica il catalogo per l'uso offline': the whole catalogue into IndexedDB and every
 * product picture into the image cache, reporting progress; then asks the browser to keep
 * the data (persistent storage) and measures what the shop uses on the device.
 */
export async function downloadCatalogue(
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadResult> {
  onProgress({ done: 0, total: 1 });
  const supabase = await getSupabase();
  const rows = await readAllPages((from, to) =>
    productsQuery(supabase, {}).order('id').range(from, to),
  );
  await storeProductList({}, rows);
  const urls = productImageUrls(rows);
  const total = urls.length + 1;
  onProgress({ done: 1, total });
  const images = await cacheImages(urls, (done) => onProgress({ done: done + 1, total }));
  const persisted = await askPersistentStorage();
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return {
    products: rows.length,
    images: images.cached,
    failedImages: images.failed,
    usageBytes: estimate?.usage,
    persisted,
  };
}
