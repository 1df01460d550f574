/**
 * How a screen says the visitor wants the shop on this device for offline use right now (the
 * catalogue download): the app then registers its service worker at once instead of waiting
 * for the page to settle (src/app/register-service-worker.ts).
 */
export const OFFLINE_USE_REQUESTED_EVENT = 'bdb:offline-use-requested';

export function requestOfflineUse(): void {
  window.dispatchEvent(new Event(OFFLINE_USE_REQUESTED_EVENT));
}
