/// <reference lib="webworker" />
import { OUTBOX_SEND_MESSAGE, OUTBOX_SYNC_TAG } from '../outbox/outbox-sync-config';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * Background Sync for the order outbox: when the browser fires the page's sync (the
 * connection is back), the worker asks the open windows to send. The worker does not place
 * orders itself: the session (and its refresh token, which rotates) lives in the page's
 * localStorage, and one place refreshing it keeps tabs from spending each other's token.
 * With no window open the sync fails, so the browser tries it again later (with backoff);
 * the next app start sends anyway.
 */
export function registerOutboxSync(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      worker.clients.matchAll({ type: 'window' }).then((windows) => {
        if (windows.length === 0) throw new Error('Nessuna finestra aperta per inviare gli ordini');
        windows.forEach((window) => window.postMessage({ type: OUTBOX_SEND_MESSAGE }));
      }),
    );
  });
}
