import { readStorageItem, safeLocalStorage, writeStorageItem } from '@/lib/browser-storage';
import { newIdempotencyKey } from '@/domain/orders/order-api';

// One idempotency key per checkout attempt, kept across reloads: if the answer to place_order
// is lost (network, reload mid-request), the next tap sends the same key and the server hands
// back the order it already made instead of making a second one. It is dropped once the order
// is on the success page, so the next checkout is a new attempt.
const ATTEMPT_KEY = 'bottega-del-bun:checkout-attempt';

// The order whose placement should empty the cart. The success page clears the cart only for
// this order and only once: a reload, or an old success link opened later, leaves today's
// cart alone.
const PENDING_ORDER_KEY = 'bottega-del-bun:checkout-pending-order';

function removeItem(key: string): void {
  try {
    safeLocalStorage()?.removeItem(key);
  } catch {
    // Storage refused: nothing was kept, so there is nothing to forget.
  }
}

/** The key of the current attempt, created on first use. */
export function currentAttemptKey(storage: Storage | undefined = safeLocalStorage()): string {
  const stored = readStorageItem(storage, ATTEMPT_KEY);
  if (stored) return stored;
  const key = newIdempotencyKey();
  writeStorageItem(storage, ATTEMPT_KEY, key);
  return key;
}

/** Remembers the order just placed, so its success page may empty the cart. */
export function rememberPlacedOrder(orderId: string): void {
  writeStorageItem(safeLocalStorage(), PENDING_ORDER_KEY, orderId);
}

/**
 * Called by the success page once it has read the order: true (once) when this is the order
 * the cart was checked out for — the caller then empties the cart — and the attempt ends.
 */
export function takePlacedOrder(orderId: string): boolean {
  const pending = readStorageItem(safeLocalStorage(), PENDING_ORDER_KEY);
  if (pending !== orderId) return false;
  removeItem(PENDING_ORDER_KEY);
  removeItem(ATTEMPT_KEY);
  return true;
}

/** The server refused the attempt (nothing was placed): the next tap is a new attempt. */
export function startNewAttempt(): void {
  removeItem(ATTEMPT_KEY);
}

/** The placed order was cancelled before paying: the cart stays, the next order is new. */
export function forgetPlacedOrder(): void {
  removeItem(PENDING_ORDER_KEY);
  removeItem(ATTEMPT_KEY);
}
