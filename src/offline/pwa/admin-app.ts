/**
 * The back office's code is not in the shop's precache (decision 009): the worker keeps it in
 * this cache, filled when an admin opens the console, so the installed admin app opens offline.
 */
export const ADMIN_APP_CACHE_NAME = 'bottega-del-bun-admin-app';

/** The build's list of admin-only files (scripts/vite/admin-only-files.ts). */
export const ADMIN_FILES_URL = '/admin-files.json';

/** Where the back office lives, and the address of its own manifest (src/app/admin-web-manifest.ts). */
export const ADMIN_SCOPE = '/admin';
export const ADMIN_MANIFEST_PATH = '/admin.webmanifest';

/** True for the back office's addresses: /admin and anything under it. */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_SCOPE || pathname.startsWith(`${ADMIN_SCOPE}/`);
}

/**
 * The shop's files outside its offline core (scripts/vite/shop-later-modules.ts): cached when
 * first used, and all at once when a device gets ready for a whole offline day.
 */
export const SHOP_LATER_CACHE_NAME = 'bottega-del-bun-shop-later';
export const SHOP_LATER_FILES_URL = '/shop-later-files.json';
/** The part of them the account pages (checkout, orders, profile) need: kept once signed in. */
export const ACCOUNT_FILES_URL = '/account-files.json';
/** A few builds' worth of the shop's later files and of the admin's files opened by visit. */
export const SHOP_LATER_CACHE_MAX_ENTRIES = 300;
