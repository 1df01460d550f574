import { logger } from '@/lib/logger';

const IDLE_TIMEOUT_MS = 3_000;
let started = false;

/**
 * Downloads a part's code and starts it. A download that fails (offline before the service
 * worker holds a copy) is tried again when the connection returns: without that the cart
 * would not sync, nor the outbox send, for the rest of the page's life. A part that fails
 * to start is only reported: starting it twice could leave two copies running.
 */
function startPart(failure: string, download: () => Promise<() => Promise<unknown>>): void {
  void download().then(
    (start) => start().catch((error: unknown) => logger.warn(failure, error)),
    (error: unknown) => {
      logger.warn(failure, error);
      window.addEventListener('online', () => startPart(failure, download), { once: true });
    },
  );
}

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
    startPart('Sincronizzazione del carrello non avviata', () =>
      import('@/offline/cart-sync/start-cart-sync').then((module) => () => module.startCartSync()),
    );
    startPart('Invio degli ordini in attesa non avviato', () =>
      import('@/offline/outbox/outbox-triggers').then((module) => module.startOutboxTriggers),
    );
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(start, IDLE_TIMEOUT_MS);
  }
}
