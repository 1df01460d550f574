/**
 * Image preloading in small batches (spec §9): each image gets at most `timeoutMs` before the
 * batch moves on, batches are `delayMs` apart, and an image preloaded in the last
 * `PRELOAD_MEMORY_MS` is not asked for again. Generic: the catalogue's gallery and the home
 * carousel both use it.
 */
export interface PreloadOptions {
  batchSize: number;
  delayMs: number;
  timeoutMs: number;
}

/** Product galleries and other lists of pictures: 3 at a time, 500 ms apart, 1 s each. */
export const DEFAULT_PRELOAD: PreloadOptions = { batchSize: 3, delayMs: 500, timeoutMs: 1_000 };
/** The carousel: one slide at a time, 300 ms apart. */
export const CAROUSEL_PRELOAD: PreloadOptions = { batchSize: 1, delayMs: 300, timeoutMs: 1_000 };
/** How long a preloaded address is remembered (spec: "reset after 3 s"). */
export const PRELOAD_MEMORY_MS = 3_000;

const recentlyPreloaded = new Map<string, number>();

/** Loads one image, settling on load, error or timeout — whichever comes first. */
function loadImage(url: string, timeoutMs: number, signal: { cancelled: boolean }) {
  return new Promise<void>((resolve) => {
    if (signal.cancelled) return resolve();
    const image = new Image();
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    image.onload = done;
    image.onerror = done;
    image.decoding = 'async';
    image.src = url;
  });
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Warms the browser cache for `urls` in batches; returns a function that stops whatever has
 * not started yet (call it when the component unmounts).
 */
export function preloadImages(
  urls: readonly string[],
  options: PreloadOptions = DEFAULT_PRELOAD,
  now: () => number = Date.now,
): () => void {
  const signal = { cancelled: false };
  const fresh = (url: string) => {
    const at = recentlyPreloaded.get(url);
    return at === undefined || now() - at >= PRELOAD_MEMORY_MS;
  };
  const queue = [...new Set(urls)].filter(fresh);
  void (async () => {
    for (let start = 0; start < queue.length && !signal.cancelled; start += options.batchSize) {
      if (start > 0) await wait(options.delayMs);
      if (signal.cancelled) return;
      const batch = queue.slice(start, start + options.batchSize);
      batch.forEach((url) => recentlyPreloaded.set(url, now()));
      await Promise.all(batch.map((url) => loadImage(url, options.timeoutMs, signal)));
    }
  })();
  return () => {
    signal.cancelled = true;
  };
}
