import { logger } from '@/lib/logger';
import { sendOutbox } from '@/offline/outbox/outbox-sender';
import { OUTBOX_QUEUED_EVENT, OUTBOX_SEND_MESSAGE } from '@/offline/outbox/outbox-sync-config';
import { supabaseOutboxTransport } from '@/offline/outbox/outbox-transport';
import { getSupabase } from '@/lib/supabase';

/**
 * Sends the outbox whenever it may go through: at app start and every new session or token
 * (also the refresh after a reconnect), on `online`, when the app becomes visible, when an
 * order is queued or confirmed, and when the service worker relays a Background Sync. One
 * send at a time; a trigger during a send runs one more afterwards. Returns the stop.
 */
export async function startOutboxTriggers(): Promise<() => void> {
  const supabase = await getSupabase();
  const transport = supabaseOutboxTransport(supabase);
  let running: Promise<void> | null = null;
  let again = false;

  function send(): void {
    if (navigator.onLine === false) return;
    if (running) {
      again = true;
      return;
    }
    running = sendOutbox(transport)
      .catch((error: unknown) => logger.warn('Invio degli ordini in attesa non riuscito', error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          send();
        }
      });
  }

  // Out of supabase-js's auth callback first: it holds its lock while calling us. On start and
  // sign-in only: sending on every refreshed token would refresh again (it asks for the session).
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    if (session && (event === 'INITIAL_SESSION' || event === 'SIGNED_IN')) setTimeout(send, 0);
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible') send();
  };
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_SEND_MESSAGE) send();
  };
  window.addEventListener('online', send);
  window.addEventListener(OUTBOX_QUEUED_EVENT, send);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);

  return () => {
    data.subscription.unsubscribe();
    window.removeEventListener('online', send);
    window.removeEventListener(OUTBOX_QUEUED_EVENT, send);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
  };
}
