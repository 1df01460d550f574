import { useSyncExternalStore } from 'react';
import { readStorageItem, safeLocalStorage, writeStorageItem } from '@/lib/browser-storage';
import { setItemMakingRoom } from '@/lib/quota-errors';
import {
  CART_REMOVALS_STORAGE_KEY,
  type CartRemovals,
  parseStoredRemovals,
  stampChanges,
} from '@/domain/cart/cart-stamps';
import type { CartItem } from '@/domain/cart/cart-item';
import { logger } from '@/lib/logger';
import { isRecord } from '@/lib/validation/is-record';

export { CART_REMOVALS_STORAGE_KEY, type CartRemovals } from '@/domain/cart/cart-stamps';
export type { CartItem } from '@/domain/cart/cart-item';

/** localStorage key of the cart (spec §3: "a local storage key for the shop"). */
export const CART_STORAGE_KEY = 'bottega-del-bun:cart';

const isOptionalNumber = (value: unknown) =>
  value === undefined || (typeof value === 'number' && Number.isFinite(value));

/**
 * Whether a stored entry is a cart line: a product with an id (and a numeric price, if any), a
 * numeric quantity and stamp if present; other fields are kept as they are. A plain check
 * instead of a schema library: the cart is read on the first screen.
 */
function isCartItem(entry: unknown): entry is CartItem {
  if (!isRecord(entry) || !isRecord(entry.product)) return false;
  const { id, price } = entry.product;
  const validId = (typeof id === 'string' && id.length > 0) || typeof id === 'number';
  return (
    validId &&
    isOptionalNumber(price) &&
    isOptionalNumber(entry.quantity) &&
    isOptionalNumber(entry.updatedAt)
  );
}

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
  return value.filter(isCartItem);
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
  /**
   * Saves the next cart. Lines that are new or whose quantity changed get this device's time
   * (`updatedAt`); lines that disappeared leave a removal (tombstone) for the cart sync.
   */
  setItems(items: readonly CartItem[]): void;
  /** Removals not yet merged into the server cart: line id → when it was removed. */
  getRemovals(): CartRemovals;
  /** The cart sync's result: lines and removals exactly as given, nothing re-stamped. */
  replaceSynced(items: readonly CartItem[], removals: CartRemovals): void;
  subscribe(listener: () => void): () => void;
  /** Re-reads storage, e.g. after another tab changed the cart. */
  reload(): void;
}

export interface CartStoreOptions {
  /** The device clock (injectable for tests). */
  now?: () => number;
}

/** A cart loaded from `storage` at creation and written back on every change. */
export function createCartStore(
  storage: Storage | undefined,
  { now = Date.now }: CartStoreOptions = {},
): CartStore {
  let items: readonly CartItem[] = parseStoredCart(readStorageItem(storage, CART_STORAGE_KEY));
  let removals: CartRemovals = parseStoredRemovals(
    readStorageItem(storage, CART_REMOVALS_STORAGE_KEY),
  );
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  function save(nextItems: readonly CartItem[], nextRemovals: CartRemovals): void {
    const removalsChanged = nextRemovals !== removals;
    items = nextItems;
    removals = nextRemovals;
    // The cart outranks the persisted query cache on a full localStorage (issue 20).
    const write = (key: string, value: string) =>
      storage ? setItemMakingRoom(storage, key, value) : writeStorageItem(storage, key, value);
    const saved =
      write(CART_STORAGE_KEY, JSON.stringify(nextItems)) &&
      (!removalsChanged || write(CART_REMOVALS_STORAGE_KEY, JSON.stringify(nextRemovals)));
    if (!saved) logger.warn('Impossibile salvare il carrello nel browser');
    notify();
  }

  return {
    getItems: () => items,
    setItems(next) {
      const stamped = stampChanges(items, next, removals, now());
      save(stamped.items, stamped.removals);
    },
    getRemovals: () => removals,
    replaceSynced(nextItems, nextRemovals) {
      save(nextItems, nextRemovals);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload() {
      items = parseStoredCart(readStorageItem(storage, CART_STORAGE_KEY));
      removals = parseStoredRemovals(readStorageItem(storage, CART_REMOVALS_STORAGE_KEY));
      notify();
    },
  };
}

/** The shop's one cart. */
export const cartStore = createCartStore(safeLocalStorage());

if (typeof window !== 'undefined') {
  // Keep two open tabs (or the installed app and a browser tab) showing the same cart.
  const cartKeys: readonly (string | null)[] = [CART_STORAGE_KEY, CART_REMOVALS_STORAGE_KEY, null];
  window.addEventListener('storage', (event) => {
    if (cartKeys.includes(event.key)) cartStore.reload();
  });
}

/** What the server knows of a visitor's cart: nothing. */
const NO_ITEMS: readonly CartItem[] = Object.freeze([]);
const noItemsOnTheServer = () => NO_ITEMS;

/**
 * The cart lines, re-rendering on every change. On the server, and while the browser hydrates
 * a prerendered page, no lines: the page was rendered without this visitor's cart, and a badge
 * the server did not write made React discard the whole prerendered page and draw it again
 * (the header is outside every Suspense boundary). React shows the stored cart right after.
 */
export function useCartItems(store: CartStore = cartStore): readonly CartItem[] {
  return useSyncExternalStore(store.subscribe, () => itemsOrNone(store), noItemsOnTheServer);
}

/**
 * The store's lines, or the server's own empty list when there are none: React compares the
 * browser's snapshot with the server's after hydrating, and any difference (even one empty
 * list against another) renders the component again synchronously (issue 38's TBT).
 */
function itemsOrNone(store: CartStore): readonly CartItem[] {
  const items = store.getItems();
  return items.length === 0 ? NO_ITEMS : items;
}

/** The cart's piece count for the header badge. */
export function useCartItemCount(store: CartStore = cartStore): number {
  return totalItems(useCartItems(store));
}
