import { addItem, type CartProduct, removeItem, updateQuantity } from '@/domain/cart/cart-rules';
import { cartStore, type CartStore } from '@/domain/cart/cart-store';

/** The cart's operations (spec §4) on a store; the store saves every change to localStorage. */
export function createCartActions(store: CartStore) {
  return {
    add(product: unknown, quantity = 1): void {
      const next = addItem(store.getItems(), product, quantity);
      if (next !== store.getItems()) store.setItems(next);
    },
    remove(productId: CartProduct['id']): void {
      store.setItems(removeItem(store.getItems(), productId));
    },
    updateQuantity(productId: CartProduct['id'], quantity: number): void {
      const next = updateQuantity(store.getItems(), productId, quantity);
      if (next !== store.getItems()) store.setItems(next);
    },
    clear(): void {
      store.setItems([]);
    },
  };
}

/** The shop's cart. */
export const cartActions = createCartActions(cartStore);
