import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { readStorageItem, safeLocalStorage, writeStorageItem } from '@/lib/browser-storage';
import { logger } from '@/lib/logger';

/** localStorage key of the cart (spec §3: "a local storage key for the shop"). */
export const CART_STORAGE_KEY = 'bottega-del-bun:cart';

// zod/mini: the same validation as zod at a fraction of the bytes on the first screen.
const cartItemSchema = z.looseObject({
  product: z.looseObject({
    id: z.union([z.string().check(z.minLength(1)), z.number()]),
    price: z.optional(z.number()),
  }),
  quantity: z.optional(z.number()),
});

/** One cart line. The full product shape and the cart rules come with the cart feature. */
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * Parses what storage holds. Anything unreadable yields an empty cart, and a single broken
 * line is dropped rather than losing the whole cart.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = cartItemSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Number of pieces in the cart: the sum of quantities, a missing quantity counting 0. */
export function totalItems(items: readonly CartItem[]): number {
  return items.reduce(
    (sum, item) => sum + (Number.isFinite(item.quantity) ? (item.quantity ?? 0) : 0),
    0,
  );
}

export interface CartStore {
  getItems(): readonly CartItem[];
  setItems(items: readonly CartItem[]): void;
  subscribe(listener: () => void): () => void;
  /** Re-reads storage, e.g. after another tab changed the cart. */
  reload(): void;
}

/** A cart loaded from `storage` at creation and written back on every change. */
export function createCartStore(storage: Storage | undefined): CartStore {
  let items: readonly CartItem[] = parseStoredCart(readStorageItem(storage, CART_STORAGE_KEY));
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    getItems: () => items,
    setItems(next) {
      items = next;
      if (!writeStorageItem(storage, CART_STORAGE_KEY, JSON.stringify(next))) {
        logger.warn('Impossibile salvare il carrello nel browser');
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload() {
      items = parseStoredCart(readStorageItem(storage, CART_STORAGE_KEY));
      notify();
    },
  };
}

/** The shop's one cart. */
export const cartStore = createCartStore(safeLocalStorage());

if (typeof window !== 'undefined') {
  // Keep two open tabs (or the installed app and a browser tab) showing the same cart.
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) cartStore.reload();
  });
}

/** The cart lines, re-rendering on every change. */
export function useCartItems(store: CartStore = cartStore): readonly CartItem[] {
  return useSyncExternalStore(store.subscribe, store.getItems, store.getItems);
}

/** The cart's piece count for the header badge. */
export function useCartItemCount(store: CartStore = cartStore): number {
  return totalItems(useCartItems(store));
}
