/** The longest we wait for the browser to be idle before doing the deferred work anyway. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Runs `callback` once the browser is idle after the first screen (or after 3 s at the latest),
 * so deferred work never competes with the page's own loading. Returns a cancel function.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 1_000);
  return () => window.clearTimeout(timer);
}

/**
 * How long background extras wait after the first screen: the visitor's first taps and
 * scrolls, on a slow phone, get the main thread and the connection to themselves.
 */
const SETTLE_DELAY_MS = 10_000;

/**
 * Runs `callback` when the page has been open for a while and the browser is idle: for work
 * nobody waits for (downloading the catalogue's pictures for offline use). Returns a cancel
 * function.
 */
export function whenSettled(callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const timer = window.setTimeout(() => {
    cancelIdle = whenIdle(callback);
  }, SETTLE_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    cancelIdle?.();
  };
}
