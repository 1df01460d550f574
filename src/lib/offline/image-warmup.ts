import { IMAGE_CACHE_NAME } from '@/lib/offline/image-cache-config';

/** How long to wait for the service worker to take control of a first visit. */
const CONTROL_WAIT_MS = 10_000;
/** Pictures fetched at once: enough to be quick, few enough to leave the page responsive. */
const PARALLEL_FETCHES = 3;

function whenControlled(timeoutMs: number): Promise<boolean> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return Promise.resolve(false);
  if (container.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(false), timeoutMs);
    container.addEventListener(
      'controllerchange',
      () => {
        window.clearTimeout(timer);
        resolve(true);
      },
      { once: true },
    );
  });
}

export interface ImageCacheOutcome {
  cached: number;
  failed: number;
}

/**
 * Puts `urls` into the image cache so they show offline. Through the service worker when it
 * controls the page (its CacheFirst route stores them and keeps the cache bounded); before it
 * does, straight into the same cache. Pictures already kept are not downloaded again.
 */
export async function cacheImages(
  urls: readonly string[],
  onProgress: (done: number) => void = () => undefined,
): Promise<ImageCacheOutcome> {
  if (typeof caches === 'undefined') return { cached: 0, failed: urls.length };
  const controlled = await whenControlled(CONTROL_WAIT_MS);
  const cache = await caches.open(IMAGE_CACHE_NAME);
  const queue = [...new Set(urls)];
  const outcome: ImageCacheOutcome = { cached: 0, failed: 0 };
  let done = 0;

  const keep = async (url: string) => {
    if (await cache.match(url)) return true;
    // Past the HTTP cache: its copy of a picture an <img> loaded may lack the CORS headers.
    const response = await fetch(url, { mode: 'cors', credentials: 'omit', cache: 'reload' });
    if (!response.ok) return false;
    if (controlled) await response.arrayBuffer();
    else await cache.put(url, response);
    return true;
  };
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const kept = await keep(url).catch(() => false);
      if (kept) outcome.cached += 1;
      else outcome.failed += 1;
      done += 1;
      onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FETCHES }, worker));
  return outcome;
}
