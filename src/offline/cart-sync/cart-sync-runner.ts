import type { CartProduct } from '@/domain/cart/cart-rules';
import type { CartStore } from '@/domain/cart/cart-store';
import { reconcileCart } from '@/offline/cart-sync/reconcile-cart';
import type { ServerCart } from '@/offline/cart-sync/server-cart';
import { type SyncLine, toSyncLines } from '@/offline/cart-sync/sync-line';
import { logger } from '@/lib/logger';

export interface CartSyncDeps {
  store: CartStore;
  /** Merges the device's lines into the server cart; rejects when offline or signed out. */
  merge(lines: readonly SyncLine[]): Promise<ServerCart>;
  /** The products of lines the device does not have yet. */
  loadProducts(lines: readonly SyncLine[]): Promise<Map<string, CartProduct>>;
  /** Pause after a local change before syncing, so a run of taps becomes one request. */
  debounceMs?: number;
  /** Pause before trying again after a failure (the next trigger may come sooner). */
  retryMs?: number;
}

export interface CartSyncRunner {
  /** Syncs now (or right after the sync under way); resolves when the cart is in step. */
  syncNow(): Promise<void>;
  /** Turns syncing on (someone signed in) or off (signed out: nothing is sent). */
  setEnabled(enabled: boolean): void;
  stop(): void;
}

/**
 * Runs the cart sync: one merge at a time, again while the device keeps changing the cart,
 * debounced after local changes. Offline it does nothing; the triggers (sign-in, `online`,
 * visibility) call `syncNow` when it makes sense again.
 */
export function createCartSyncRunner({
  store,
  merge,
  loadProducts,
  debounceMs = 1_500,
  retryMs = 30_000,
}: CartSyncDeps): CartSyncRunner {
  let enabled = false;
  let running: Promise<void> | null = null;
  let again = false;
  let applying = false;
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  async function syncOnce(): Promise<boolean> {
    const sent = toSyncLines(store.getItems(), store.getRemovals());
    const server = await merge(sent);
    const first = reconcileCart(store.getItems(), store.getRemovals(), sent, server);
    const products = first.unresolved.length > 0 ? await loadProducts(first.unresolved) : new Map();
    // Reconciled again with the cart as it is after the await: no local change is overwritten.
    const final = reconcileCart(store.getItems(), store.getRemovals(), sent, server, products);
    applying = true;
    try {
      store.replaceSynced(final.items, final.removals);
    } finally {
      applying = false;
    }
    return final.dirty;
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      if (!enabled || globalThis.navigator?.onLine === false) return;
      try {
        if (await syncOnce()) again = true;
      } catch (error) {
        logger.warn('Sincronizzazione del carrello non riuscita', error);
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => void syncNow(), retryMs);
        return;
      }
    } while (again);
  }

  function syncNow(): Promise<void> {
    clearTimeout(debounceTimer);
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = null;
    });
    return running;
  }

  const unsubscribe = store.subscribe(() => {
    if (applying || !enabled) return;
    clearTimeout(debounceTimer);
    debounceTimer = setTimeout(() => void syncNow(), debounceMs);
  });

  return {
    syncNow,
    setEnabled(next) {
      enabled = next;
      if (!next) {
        clearTimeout(debounceTimer);
        clearTimeout(retryTimer);
      }
    },
    stop() {
      enabled = false;
      clearTimeout(debounceTimer);
      clearTimeout(retryTimer);
      unsubscribe();
    },
  };
}
