import { Workbox } from 'workbox-window';
import { pwaEvents } from '@/offline/pwa/pwa-events';

/** A long-open tablet still learns about a new deploy: ask the server every hour. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1_000;

/**
 * Registers the service worker (src/sw.ts) and follows its life: a new worker that installs
 * waits; the update prompt ("Nuova versione disponibile") asks it to take over (SKIP_WAITING)
 * and the page reloads once it controls. Loaded lazily, never on the first screen
 * (src/app/register-service-worker.ts decides when). Rejects when the registration fails.
 */
export async function startServiceWorker(): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    pwaEvents.set({
      applyUpdate: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });
  await workbox.register({ immediate: true });
  window.setInterval(() => {
    // Offline the check fails; the next one tries again.
    workbox.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
}
