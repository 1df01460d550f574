import { z } from 'zod';
import { ADMIN_APP_CACHE_NAME, ADMIN_FILES_URL } from '@/lib/pwa/admin-app';

const adminFilesSchema = z.object({ files: z.array(z.string().startsWith('/assets/')) });

/**
 * Puts the back office's files in its own cache (decision 009): the shop's precache leaves them
 * out, so the console's pages the admin has not opened yet would not open offline. Files of
 * older builds are dropped. Answers how many files were added.
 */
export async function cacheAdminApp(
  cacheStorage: Pick<CacheStorage, 'open'>,
  fetchFile: (url: string, init: RequestInit) => Promise<Response>,
): Promise<number> {
  const response = await fetchFile(ADMIN_FILES_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${ADMIN_FILES_URL}: HTTP ${response.status}`);
  const { files } = adminFilesSchema.parse(await response.json());
  const current = new Set(files);
  const cache = await cacheStorage.open(ADMIN_APP_CACHE_NAME);
  const kept = new Set<string>();
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (current.has(path)) kept.add(path);
    else await cache.delete(request);
  }
  const missing = files.filter((file) => !kept.has(file));
  // One at a time: the console is in use meanwhile, and the network is the admin's too.
  for (const file of missing) await cache.add(file);
  return missing.length;
}
