import { captureInstallPrompt } from '@/app/pwa/pwa-events';
import { whenSettled } from '@/app/when-idle';
import { logger } from '@/lib/logger';
import { OFFLINE_USE_REQUESTED_EVENT } from '@/lib/offline/offline-use-request';

/**
 * Registers the service worker in production builds only, never during the first screen
 * (`scheduleRegistration` decides when). Everything about it (workbox-window, the update and
 * install events) loads lazily for the same reason: see `@/app/pwa/service-worker-lifecycle`.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The browser's install offer can come before the worker: keep it from the start.
  captureInstallPrompt();
  scheduleRegistration(async () => {
    const { startServiceWorker } = await import('@/app/pwa/service-worker-lifecycle');
    await startServiceWorker();
  }, navigator.serviceWorker.controller === null);
}

/**
 * When `register` runs. A returning visitor's worker is installed already: registering only
 * asks the server for a new version (the update prompt depends on it), so at load. On a first
 * visit the worker installs, which downloads every screen of the app for offline use (~2.4 MB):
 * that waits until the page has settled, so a phone's connection and processor serve the first
 * screen alone. Asking for offline use (the catalogue download) registers at once. Offline, or
 * after a failed attempt, it is tried again when the connection returns.
 */
export function scheduleRegistration(register: () => Promise<void>, firstVisit: boolean): void {
  let state: 'waiting' | 'registering' | 'registered' = 'waiting';
  const registerOnce = () => {
    if (state !== 'waiting') return;
    if (!navigator.onLine) {
      window.addEventListener('online', registerOnce, { once: true });
      return;
    }
    state = 'registering';
    register().then(
      () => {
        state = 'registered';
      },
      (error: unknown) => {
        logger.warn('Service worker non registrato', error);
        state = 'waiting';
        window.addEventListener('online', registerOnce, { once: true });
      },
    );
  };
  const afterLoad = () => {
    if (firstVisit) whenSettled(registerOnce);
    else registerOnce();
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  window.addEventListener(OFFLINE_USE_REQUESTED_EVENT, registerOnce);
}
