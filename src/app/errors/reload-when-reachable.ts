/**
 * When the connection returns, a page whose code was missing offline loads afresh — but only
 * once that code can really be downloaded. The browser's `online` event comes first: the
 * network may still be settling (a Wi-Fi that has joined but has no route yet, and the service
 * worker, which fetches for the page, can learn of the connection a moment later). Reloading at
 * once would meet the same failure, now online, and show the error screen instead of the page.
 */

/** The address of the file whose download failed, as browsers and Vite name it in the error. */
export function missingFileUrl(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  return /https?:\/\/[^\s'"]+/.exec(error.message)?.[0];
}

export interface ReachabilityProbe {
  fetch: (url: string, init: RequestInit) => Promise<unknown>;
  wait: (ms: number) => Promise<void>;
  isOffline: () => boolean;
  /** True once the page that asked no longer needs the answer. */
  isCancelled: () => boolean;
}

/**
 * True once `url` answers (any HTTP status: after a deploy a missing file is a 404, and the
 * reload then fetches the new build), trying every `intervalMs` up to `attempts` times. False
 * when it never answers, the device went offline again or the page no longer waits.
 */
export async function waitUntilReachable(
  url: string,
  probe: ReachabilityProbe,
  attempts = 20,
  intervalMs = 1000,
): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await probe.wait(intervalMs);
    if (probe.isOffline() || probe.isCancelled()) return false;
    try {
      await probe.fetch(url, { cache: 'no-store' });
      return !probe.isCancelled();
    } catch {
      // Not reachable yet: try again.
    }
  }
  return false;
}
