/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  ADMIN_APP_CACHE_NAME,
  ADMIN_FILES_URL,
  SHOP_LATER_CACHE_MAX_ENTRIES,
  SHOP_LATER_CACHE_NAME,
  SHOP_LATER_FILES_URL,
} from '../pwa/admin-app';
import { pruneUnlisted } from '../pwa/listed-files';

/**
 * The build's files the precache leaves out (decision 009) — the back office's and the shop's
 * pages outside its offline core — answered from a kept copy first: the admin app's cache (filled
 * when an admin opens the console) or the shop's (filled by the preparation for an offline day),
 * else from the network into the shop's cache, so a page opened once opens offline too. Their
 * names carry a content hash, so a kept copy is never stale. Registered after the precache
 * route: every precached file is answered by the precache before this.
 *
 * When this worker's version takes over (activate: the pages of the older build are gone or
 * reloading), the files older builds left in those caches are dropped, as Workbox does for the
 * precache. Offline then, they stay until the next version.
 */
export function registerAppFilesCache(scope: ServiceWorkerGlobalScope): void {
  const fromNetwork = new CacheFirst({
    cacheName: SHOP_LATER_CACHE_NAME,
    plugins: [
      // No purgeOnQuotaError: a quota error anywhere (a picture) would empty this cache, and
      // with it the checkout a signed-in device keeps here. Its files are small; the pictures'
      // own cache gives way first.
      new ExpirationPlugin({ maxEntries: SHOP_LATER_CACHE_MAX_ENTRIES }),
    ],
  });
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' &&
      url.origin === scope.location.origin &&
      url.pathname.startsWith('/assets/'),
    async (options) => (await scope.caches.match(options.request)) ?? fromNetwork.handle(options),
  );
  scope.addEventListener('activate', (event) => {
    const fetchFile = (url: string, init: RequestInit) => scope.fetch(url, init);
    const prune = (listing: string, cacheName: string) =>
      pruneUnlisted(listing, cacheName, scope.caches, fetchFile).catch(() => 0);
    event.waitUntil(
      Promise.all([
        prune(SHOP_LATER_FILES_URL, SHOP_LATER_CACHE_NAME),
        prune(ADMIN_FILES_URL, ADMIN_APP_CACHE_NAME),
      ]),
    );
  });
}
