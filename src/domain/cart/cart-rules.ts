import type { CartItem } from '@/domain/cart/cart-store';
import { fromCents, toCents } from '@/lib/format';

/** What a cart line needs of a product (a catalogue `Product` or a bundle built in the dialog). */
export type CartProduct = CartItem['product'];

function hasUsableId(product: unknown): product is CartProduct {
  if (typeof product !== 'object' || product === null) return false;
  const id = (product as { id?: unknown }).id;
  return (
    (typeof id === 'string' && id.length > 0) || (typeof id === 'number' && Number.isFinite(id))
  );
}

/**
 * Spec §4: adding a product already in the cart raises its quantity; an invalid product or one
 * without an id is ignored (the cart comes back unchanged).
 */
export function addItem(
  items: readonly CartItem[],
  product: unknown,
  quantity = 1,
): readonly CartItem[] {
  if (!hasUsableId(product) || !Number.isFinite(quantity) || quantity <= 0) return items;
  const existing = items.find((item) => item.product.id === product.id);
  if (!existing) return [...items, { product, quantity }];
  return items.map((item) =>
    item === existing ? { ...item, product, quantity: (item.quantity ?? 0) + quantity } : item,
  );
}

/** Drops the line of `productId`. */
export function removeItem(
  items: readonly CartItem[],
  productId: CartProduct['id'],
): readonly CartItem[] {
  return items.filter((item) => item.product.id !== productId);
}

/**
 * Sets a line's quantity directly (spec: no lower bound in the store — the UI never offers
 * less than 1, removing is an explicit action). A non-finite quantity is ignored.
 */
export function updateQuantity(
  items: readonly CartItem[],
  productId: CartProduct['id'],
  quantity: number,
): readonly CartItem[] {
  if (!Number.isFinite(quantity)) return items;
  return items.map((item) => (item.product.id === productId ? { ...item, quantity } : item));
}

/** A line's price × quantity in cents, a missing (or non-finite) price or quantity counting 0. */
export function lineTotalCents(item: CartItem): number {
  const price = Number.isFinite(item.product.price) ? (item.product.price ?? 0) : 0;
  const quantity = Number.isFinite(item.quantity) ? (item.quantity ?? 0) : 0;
  return toCents(price) * quantity;
}

/** Sum of price × quantity in cents (spec §3 totalPrice, decision 002). */
export function totalPriceCents(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + lineTotalCents(item), 0);
}

/** Sum of price × quantity in euros, a missing price or quantity counting 0; summed in cents. */
export function totalPrice(items: readonly CartItem[]): number {
  return fromCents(totalPriceCents(items));
}
