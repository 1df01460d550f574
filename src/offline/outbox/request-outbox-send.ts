import { logger } from '@/lib/logger';
import { OUTBOX_QUEUED_EVENT, OUTBOX_SYNC_TAG } from '@/offline/outbox/outbox-sync-config';

interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks for the outbox to be sent: right away in this tab when it is online, and through
 * Background Sync where the browser has it (Chromium), so the browser wakes the app when the
 * connection returns. Browsers without it (Safari, Firefox) send on `online`, on app start and
 * when the app becomes visible again.
 */
export function requestOutboxSend(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(OUTBOX_QUEUED_EVENT));
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration: SyncCapableRegistration) => registration.sync?.register(OUTBOX_SYNC_TAG))
    .catch((error: unknown) => logger.info('Background Sync non disponibile', error));
}
