import { cartActions } from '@/domain/cart/cart-actions';
import type { CartItem } from '@/domain/cart/cart-store';
import type { Product } from '@/domain/catalogue/product';
import { cartChanges, type Sheet } from '@/features/quick-order/quick-order-sheet';

/**
 * Makes the cart's plain lines of the sheet's products hold the sheet's packs, through the
 * cart's own actions: the cart store stamps each change, so the cart sync, the bundle lines and
 * the checkout's limits work as for any other change. Answers how many lines changed.
 */
export function putSheetInCart(
  sheet: Sheet,
  items: readonly CartItem[],
  products: readonly Product[],
): number {
  const byId = new Map(products.map((product) => [product.id, product]));
  const changes = cartChanges(sheet, items, products);
  for (const change of changes) {
    if (change.kind === 'remove') cartActions.remove(change.productId);
    else if (change.kind === 'update')
      cartActions.updateQuantity(change.productId, change.quantity);
    else {
      const product = byId.get(change.productId);
      if (product) cartActions.add(product, change.quantity);
    }
  }
  return changes.length;
}
