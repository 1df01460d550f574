/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { SHOP_LATER_CACHE_MAX_ENTRIES, SHOP_LATER_CACHE_NAME } from '../lib/pwa/admin-app';

/**
 * The build's files the precache leaves out (decision 009) — the back office's and the shop's
 * pages outside its offline core — answered from a kept copy first: the admin app's cache (filled
 * when an admin opens the console) or the shop's (filled by the preparation for an offline day),
 * else from the network into the shop's cache, so a page opened once opens offline too. Their
 * names carry a content hash, so a kept copy is never stale. Registered after the precache
 * route: every precached file is answered by the precache before this.
 */
export function registerAppFilesCache(scope: ServiceWorkerGlobalScope): void {
  const fromNetwork = new CacheFirst({
    cacheName: SHOP_LATER_CACHE_NAME,
    plugins: [
      new ExpirationPlugin({
        maxEntries: SHOP_LATER_CACHE_MAX_ENTRIES,
        purgeOnQuotaError: true,
      }),
    ],
  });
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' &&
      url.origin === scope.location.origin &&
      url.pathname.startsWith('/assets/'),
    async (options) => (await scope.caches.match(options.request)) ?? fromNetwork.handle(options),
  );
}
