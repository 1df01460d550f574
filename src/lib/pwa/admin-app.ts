/**
 * The back office's code is not in the shop's precache (decision 009): the worker keeps it in
 * this cache, filled when an admin opens the console, so the installed admin app opens offline.
 */
export const ADMIN_APP_CACHE_NAME = 'bottega-del-bun-admin-app';

/** The build's list of admin-only files (scripts/vite/admin-only-files.ts). */
export const ADMIN_FILES_URL = '/admin-files.json';

/** A few builds' worth of admin files; older ones are dropped when the console refreshes the cache. */
export const ADMIN_APP_CACHE_MAX_ENTRIES = 200;

/** Where the back office lives, and the address of its own manifest (src/app/admin-web-manifest.ts). */
export const ADMIN_SCOPE = '/admin';
export const ADMIN_MANIFEST_PATH = '/admin.webmanifest';

/** True for the back office's addresses: /admin and anything under it. */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_SCOPE || pathname.startsWith(`${ADMIN_SCOPE}/`);
}
