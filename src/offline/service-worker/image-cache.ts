/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { RouteHandlerCallback, WorkboxPlugin } from 'workbox-core/types.js';
import {
  CATALOGUE_PICTURES_CACHE_NAME,
  IMAGE_CACHE_MAX_AGE_SECONDS,
  IMAGE_CACHE_MAX_ENTRIES,
  IMAGE_CACHE_NAME,
  PUBLIC_STORAGE_PATH,
} from '../catalogue/image-cache-config';
import { pictureWidthVariants } from '../../domain/catalogue/product-picture';

/**
 * `<img>` asks for cross-origin pictures in no-cors mode, and an opaque answer can be neither
 * checked (status 0) nor measured (browsers pad its size by megabytes in the storage quota).
 * Storage answers CORS, so the worker asks in cors mode and keeps a real 200 response. It
 * skips the HTTP cache: a copy stored there for a no-cors request may lack the CORS headers
 * (servers add them only when the request has an Origin) and would fail the cors check.
 */
const corsRequest: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    new Request(request.url, { mode: 'cors', credentials: 'omit', cache: 'reload' }),
};

/**
 * Cache first for public storage objects (`<bucket>/<path>` keys never change content: an
 * admin's new picture gets a new key): the catalogue's pictures kept for offline use answer
 * first; anything else comes from a bounded runtime cache, filled as pages show pictures. Only
 * complete 200 answers are kept (Workbox's default when no plugin decides otherwise).
 */
export function registerImageCache(): void {
  const seen = new CacheFirst({
    cacheName: IMAGE_CACHE_NAME,
    plugins: [
      corsRequest,
      new ExpirationPlugin({
        maxEntries: IMAGE_CACHE_MAX_ENTRIES,
        maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  });
  const handler: RouteHandlerCallback = async (options) => {
    const url = options.request.url;
    const catalogue = await caches.open(CATALOGUE_PICTURES_CACHE_NAME);
    const kept = await catalogue.match(url);
    if (kept) return kept;
    try {
      return await seen.handle(options);
    } catch (error) {
      // Offline, and the device never kept this width (the offline copy holds the width the
      // product row names; a phone's srcset may ask for another): any width of the same
      // picture is better than none.
      for (const variant of pictureWidthVariants(url)) {
        if (variant.url === url) continue;
        const other = (await catalogue.match(variant.url)) ?? (await caches.match(variant.url));
        if (other) return other;
      }
      throw error;
    }
  };
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.pathname.startsWith(PUBLIC_STORAGE_PATH),
    handler,
  );
}
