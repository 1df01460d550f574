import { ADMIN_APP_CACHE_NAME, ADMIN_FILES_URL } from '@/offline/pwa/admin-app';
import { cacheListedFiles } from '@/offline/pwa/listed-files';

/**
 * Puts the back office's files in its own cache (decision 009): the shop's precache leaves them
 * out, so the console's pages the admin has not opened yet would not open offline. Older
 * builds' files are dropped by the worker when a new version takes over. Answers how many
 * files were added.
 */
export function cacheAdminApp(
  cacheStorage: Pick<CacheStorage, 'open'>,
  fetchFile: (url: string, init: RequestInit) => Promise<Response>,
): Promise<number> {
  return cacheListedFiles(ADMIN_FILES_URL, ADMIN_APP_CACHE_NAME, cacheStorage, fetchFile);
}
