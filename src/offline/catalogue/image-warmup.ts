import { CATALOGUE_PICTURES_CACHE_NAME } from '@/offline/catalogue/image-cache-config';
import { isQuotaExceeded } from '@/lib/quota-errors';

/** Pictures fetched at once: enough to be quick, few enough to leave the page responsive. */
const PARALLEL_FETCHES = 4;

export interface ImageCacheOutcome {
  /** Pictures the catalogue cache holds now (kept before or just now). */
  cached: number;
  failed: number;
  /** The device refused to store more: the rest was not tried. */
  storageFull: boolean;
}

/**
 * A picture as the worker would keep it: a CORS answer (an opaque one can be neither checked
 * nor measured). Always from the server: the HTTP cache's copy of a picture an `<img>` showed
 * (a no-cors request) may lack the CORS headers, and reading it would fail with an error in the
 * console. A picture the worker already keeps is copied instead (see `keep`).
 */
function download(url: string): Promise<Response> {
  return fetch(url, { mode: 'cors', credentials: 'omit', cache: 'reload' });
}

/**
 * Puts `urls` into the catalogue's picture cache, which the service worker answers from first,
 * so they show offline (issue 20). Works whether or not the worker controls the page yet. A
 * picture already kept is not fetched again; one the worker already keeps from browsing is
 * copied, not downloaded. Stops at the first write the device refuses for lack of space.
 */
export async function cacheImages(
  urls: readonly string[],
  onProgress: (done: number) => void = () => undefined,
): Promise<ImageCacheOutcome> {
  const queue = [...new Set(urls)];
  if (typeof caches === 'undefined') return { cached: 0, failed: queue.length, storageFull: false };
  const cache = await caches.open(CATALOGUE_PICTURES_CACHE_NAME);
  const outcome: ImageCacheOutcome = { cached: 0, failed: 0, storageFull: false };
  let done = 0;

  const keep = async (url: string): Promise<boolean> => {
    if (await cache.match(url)) return true;
    const seen = await caches.match(url);
    const response = seen?.ok && seen.type === 'cors' ? seen : await download(url);
    if (!response.ok) return false;
    await cache.put(url, response);
    return true;
  };
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        if (await keep(url)) outcome.cached += 1;
        else outcome.failed += 1;
      } catch (error) {
        outcome.failed += 1;
        if (isQuotaExceeded(error)) {
          outcome.storageFull = true;
          outcome.failed += queue.length;
          queue.length = 0;
        }
      }
      done += 1;
      onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FETCHES }, worker));
  return outcome;
}

/** Of `urls`, those the catalogue's picture cache does not hold. */
export async function missingPictures(urls: readonly string[]): Promise<string[]> {
  if (typeof caches === 'undefined') return [...urls];
  const cache = await caches.open(CATALOGUE_PICTURES_CACHE_NAME);
  const held = await Promise.all(urls.map(async (url) => (await cache.match(url)) !== undefined));
  return urls.filter((_, index) => !held[index]);
}

/** Drops kept pictures no product on sale shows any more (archived products, replaced photos). */
export async function pruneCataloguePictures(current: readonly string[]): Promise<void> {
  if (typeof caches === 'undefined') return;
  const wanted = new Set(current);
  const cache = await caches.open(CATALOGUE_PICTURES_CACHE_NAME);
  const stale = (await cache.keys()).filter((request) => !wanted.has(request.url));
  await Promise.all(stale.map((request) => cache.delete(request)));
}
