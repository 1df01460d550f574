/** A listing names the build's own files only (no zod: the service worker reads it too). */
function listedFiles(listing: unknown): string[] {
  const files = (listing as { files?: unknown } | null)?.files;
  if (
    !Array.isArray(files) ||
    !files.every((file) => typeof file === 'string' && file.startsWith('/assets/'))
  )
    throw new Error('Elenco dei file della build non valido');
  return files as string[];
}

type FetchFile = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The build's files named in a listing (`/admin-files.json`, `/shop-later-files.json` and its
 * part `/account-files.json`, written by scripts/vite/admin-only-files.ts): the files the
 * precache leaves out (decision 009).
 */
export async function readListing(listingUrl: string, fetchFile: FetchFile): Promise<string[]> {
  const response = await fetchFile(listingUrl, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${listingUrl}: HTTP ${response.status}`);
  return listedFiles(await response.json());
}

/**
 * Puts the listed files that are missing in a cache of their own; answers how many were
 * added. It never deletes: a page of an older build may still be running and need its files
 * (the listing on the server is the newest build's). Older builds' files are dropped by the
 * worker when a new version takes over (`pruneUnlisted`).
 */
export async function cacheListedFiles(
  listingUrl: string,
  cacheName: string,
  cacheStorage: Pick<CacheStorage, 'open'>,
  fetchFile: FetchFile,
): Promise<number> {
  const files = await readListing(listingUrl, fetchFile);
  const cache = await cacheStorage.open(cacheName);
  const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const missing = files.filter((file) => !kept.has(file));
  // One at a time: the app is in use meanwhile, and the network is the visitor's too.
  for (const file of missing) await cache.add(file);
  return missing.length;
}

/**
 * Drops from a cache the files the current build no longer lists (older builds' files): run by
 * the worker when its version takes over, so no page of the older build is left running.
 * Answers how many were dropped.
 */
export async function pruneUnlisted(
  listingUrl: string,
  cacheName: string,
  cacheStorage: Pick<CacheStorage, 'open'>,
  fetchFile: FetchFile,
): Promise<number> {
  const current = new Set(await readListing(listingUrl, fetchFile));
  const cache = await cacheStorage.open(cacheName);
  let dropped = 0;
  for (const request of await cache.keys()) {
    if (current.has(new URL(request.url).pathname)) continue;
    await cache.delete(request);
    dropped += 1;
  }
  return dropped;
}
