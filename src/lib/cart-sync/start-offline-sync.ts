import { logger } from '@/lib/logger';

const IDLE_TIMEOUT_MS = 3_000;
let started = false;

/**
 * Starts the cart sync and the order outbox once the first screen is done, each in its own
 * chunk (supabase-js, Dexie and the sync code stay off the first screen). Both work for a
 * signed-in customer only and wait for the session themselves. Once per page: they live as
 * long as it does.
 */
export function startOfflineSyncWhenIdle(): void {
  if (started) return;
  started = true;
  const start = () => {
    import('@/lib/cart-sync/start-cart-sync')
      .then((module) => module.startCartSync())
      .catch((error: unknown) => logger.warn('Sincronizzazione del carrello non avviata', error));
    import('@/lib/offline/outbox-triggers')
      .then((module) => module.startOutboxTriggers())
      .catch((error: unknown) => logger.warn('Invio degli ordini in attesa non avviato', error));
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(start, IDLE_TIMEOUT_MS);
  }
}
