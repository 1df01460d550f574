import { z } from 'zod';

const listingSchema = z.object({ files: z.array(z.string().startsWith('/assets/')) });

/**
 * Puts the build's files named in a listing (`/admin-files.json`, `/shop-later-files.json`,
 * written by scripts/vite/admin-only-files.ts) in a cache of their own, for the files the
 * precache leaves out (decision 009). Files of older builds are dropped. Answers how many
 * files were added.
 */
export async function cacheListedFiles(
  listingUrl: string,
  cacheName: string,
  cacheStorage: Pick<CacheStorage, 'open'>,
  fetchFile: (url: string, init: RequestInit) => Promise<Response>,
): Promise<number> {
  const response = await fetchFile(listingUrl, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${listingUrl}: HTTP ${response.status}`);
  const { files } = listingSchema.parse(await response.json());
  const current = new Set(files);
  const cache = await cacheStorage.open(cacheName);
  const kept = new Set<string>();
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (current.has(path)) kept.add(path);
    else await cache.delete(request);
  }
  const missing = files.filter((file) => !kept.has(file));
  // One at a time: the app is in use meanwhile, and the network is the visitor's too.
  for (const file of missing) await cache.add(file);
  return missing.length;
}
