import type { CartItem, CartProduct } from '@/domain/cart/cart-item';

export type { CartProduct } from '@/domain/cart/cart-item';

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
