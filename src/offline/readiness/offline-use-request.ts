import { rememberOfflineUseRequest } from '@/offline/readiness/readiness-state';

/**
 * How a screen says the visitor wants the shop on this device for offline use right now
 * ('Scarica il catalogo per l’uso offline'): the device is then kept ready from now on (issue
 * 20), and the app registers its service worker at once (src/app/register-service-worker.ts).
 */
export const OFFLINE_USE_REQUESTED_EVENT = 'bdb:offline-use-requested';

/** The service worker is wanted now (someone signed in, the installed app): register it. */
export const SERVICE_WORKER_WANTED_EVENT = 'bdb:service-worker-wanted';

/** A request the keeper has not acted on yet: its code may still be loading (issue 20). */
let requestPending = false;

export function requestOfflineUse(): void {
  rememberOfflineUseRequest();
  requestPending = true;
  window.dispatchEvent(new Event(OFFLINE_USE_REQUESTED_EVENT));
}

/** True once per request: the keeper of the offline copy takes it and prepares at once. */
export function takeOfflineUseRequest(): boolean {
  const pending = requestPending;
  requestPending = false;
  return pending;
}

export function wantServiceWorker(): void {
  window.dispatchEvent(new Event(SERVICE_WORKER_WANTED_EVENT));
}
