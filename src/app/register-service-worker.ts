import { captureInstallPrompt } from '@/offline/pwa/pwa-events';
import { whenSettled } from '@/lib/when-idle';
import { logger } from '@/lib/logger';
import { hasStoredSession } from '@/domain/auth/stored-session';
import { isInstalledApp } from '@/lib/installed-app';
import {
  OFFLINE_USE_REQUESTED_EVENT,
  SERVICE_WORKER_WANTED_EVENT,
} from '@/offline/readiness/offline-use-request';

/**
 * Whether registering may wait for the page to settle: only on an anonymous first visit's first
 * screen (issue 20). A returning visitor (a worker controls the page), someone signed in (a
 * restaurant's tablet) and the installed app register at once.
 */
export function mayDeferRegistration(moment: {
  controlled: boolean;
  signedIn: boolean;
  installed: boolean;
}): boolean {
  return !moment.controlled && !moment.signedIn && !moment.installed;
}

/**
 * Registers the service worker in production builds only (`scheduleRegistration` decides
 * when). Everything about it (workbox-window, the update and install events) loads lazily:
 * see `@/offline/pwa/service-worker-lifecycle`.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The browser's install offer can come before the worker: keep it from the start.
  captureInstallPrompt();
  const deferrable = mayDeferRegistration({
    controlled: navigator.serviceWorker.controller !== null,
    signedIn: hasStoredSession(),
    installed: isInstalledApp(),
  });
  scheduleRegistration(async () => {
    const { startServiceWorker } = await import('@/offline/pwa/service-worker-lifecycle');
    await startServiceWorker();
  }, deferrable);
}

/**
 * When `register` runs. A returning visitor's worker is installed already: registering only
 * asks the server for a new version (the update prompt depends on it), so at load; so does
 * anyone signed in and the installed app, whose worker must hold the app for an offline day.
 * On an anonymous first visit (`deferrable`) the worker's install downloads every screen of the
 * app (~2.4 MB): that waits until the page has settled, so a phone's connection and processor
 * serve the first screen alone. Signing in meanwhile, or asking for offline use, registers at
 * once. Offline, or after a failed attempt, it is tried again when the connection returns.
 */
export function scheduleRegistration(register: () => Promise<void>, deferrable: boolean): void {
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
    if (deferrable) whenSettled(registerOnce);
    else registerOnce();
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  window.addEventListener(OFFLINE_USE_REQUESTED_EVENT, registerOnce);
  window.addEventListener(SERVICE_WORKER_WANTED_EVENT, registerOnce);
}
