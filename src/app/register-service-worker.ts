import { captureInstallPrompt } from '@/app/pwa/pwa-events';
import { whenSettled } from '@/app/when-idle';
import { logger } from '@/lib/logger';
import { OFFLINE_USE_REQUESTED_EVENT } from '@/lib/offline/offline-use-request';

/**
 * Registers the service worker in production builds only, after the page has loaded, so it
 * never competes with the first paint. Everything about it (workbox-window, the update and
 * install events) loads lazily for the same reason: see `@/app/pwa/service-worker-lifecycle`.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The browser's install offer can come before the worker: keep it from the start.
  captureInstallPrompt();
  scheduleRegistration(() => {
    import('@/app/pwa/service-worker-lifecycle')
      .then(({ startServiceWorker }) => startServiceWorker())
      .catch((error: unknown) => logger.warn('Service worker non registrato', error));
  }, navigator.serviceWorker.controller === null);
}

/**
 * When `register` runs, once. A returning visitor's worker is installed already: registering
 * only asks the server for a new version (the update prompt depends on it), so at load. On a
 * first visit the worker installs, which downloads every screen of the app for offline use
 * (~2.4 MB): that waits until the page has settled, so a phone's connection and processor
 * serve the first screen alone. Asking for offline use (the catalogue download) registers at
 * once.
 */
export function scheduleRegistration(register: () => void, firstVisit: boolean): void {
  let registered = false;
  const registerOnce = () => {
    if (registered) return;
    registered = true;
    register();
  };
  const afterLoad = () => {
    if (firstVisit) whenSettled(registerOnce);
    else registerOnce();
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  window.addEventListener(OFFLINE_USE_REQUESTED_EVENT, registerOnce, { once: true });
}
