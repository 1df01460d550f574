import type { CartItem } from '@/domain/cart/cart-item';
import { type CartLine, cartLinesOf } from '@/domain/cart/cart-line';
import { cartStore, type CartStore, useCartItems } from '@/domain/cart/cart-store';

// Apart from the store on purpose: the store is on every first screen (the header's badge),
// the typed lines bring the bundle schema and are read by the pages that show or price a cart.
const parsed = new WeakMap<readonly CartItem[], readonly CartLine[]>();

/** The stored cart as typed lines, parsed once per change: the same array until it changes. */
export function cartLinesFrom(items: readonly CartItem[]): readonly CartLine[] {
  let lines = parsed.get(items);
  if (!lines) {
    lines = cartLinesOf(items);
    parsed.set(items, lines);
  }
  return lines;
}

/** The cart as typed lines (what pages show and price), re-rendering on every change. */
export function useCartLines(store: CartStore = cartStore): readonly CartLine[] {
  return cartLinesFrom(useCartItems(store));
}
