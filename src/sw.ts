/// <reference lib="webworker" />
// The service worker: precaches the app shell (every js/css/html file of the build but the
// back office's and the shop's later pages, injected by vite-plugin-pwa as self.__WB_MANIFEST)
// so the offline core opens offline, deep links included; the files left out go to caches of
// their own (decision 009), and keeps storage pictures in a bounded runtime cache. The catalogue rows live in IndexedDB
// (src/offline/db.ts), written network-first by the page's reads.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerAppFilesCache } from './offline/service-worker/app-files-cache';
import { registerImageCache } from './offline/service-worker/image-cache';
import { registerOutboxSync } from './offline/service-worker/outbox-sync';
import { registerPushNotifications } from './offline/service-worker/push-notifications';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any navigation (a typed address, a deep link, a reload) gets the precached app shell, which
// then routes on the client: the prerendered pages are for visitors without the worker
// (crawlers, link previews, a first visit), never precached one by one (decision 014).
// Addresses of files (robots.txt, sitemap.xml, icons, sw.js) are left to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('app-shell.html'), {
    denylist: [/\/[^/?]+\.[^/?]+$/],
  }),
);

registerImageCache();
// The back office's files and the shop's later pages, left out of the precache every customer
// keeps (decision 009).
registerAppFilesCache(self);
// Background Sync of the offline order outbox (offline-sync's module).
registerOutboxSync(self);
// Web Push: the shop's notifications while the app is closed (decision 022).
registerPushNotifications(self);

// With `injectRegister: false` the plugin does not add this: without it the first visit is not
// controlled by the worker and a reload offline would find nothing (STACK.md).
clientsClaim();

// The update prompt ("Nuova versione disponibile") posts this when the visitor accepts.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  ) {
    void self.skipWaiting();
  }
});
