/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ADMIN_APP_CACHE_MAX_ENTRIES, ADMIN_APP_CACHE_NAME } from '../lib/pwa/admin-app';

/**
 * The build's files the precache leaves out — the back office's (decision 009) — answered from
 * their own cache first. Their names carry a content hash, so a kept copy is never stale.
 * Registered after the precache route: every shop file is answered by the precache before this.
 */
export function registerAdminAppCache(scope: ServiceWorkerGlobalScope): void {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' &&
      url.origin === scope.location.origin &&
      url.pathname.startsWith('/assets/'),
    new CacheFirst({
      cacheName: ADMIN_APP_CACHE_NAME,
      plugins: [
        new ExpirationPlugin({
          maxEntries: ADMIN_APP_CACHE_MAX_ENTRIES,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
