import { bundleEntriesOf } from '@/domain/cart/bundle-item';
import type { CartItem } from '@/domain/cart/cart-store';
import type { OrderLineInput } from '@/domain/orders/order-line-types';

export type {
  BundleLineInput,
  OrderLineInput,
  ProductLineInput,
} from '@/domain/orders/order-line-types';

/** A cart quantity the server accepts (a whole number from 1), or null. */
export const wholePositive = (value: number | undefined): number | null =>
  value !== undefined && Number.isInteger(value) && value > 0 ? value : null;

/**
 * The cart as the server prices it: product ids and packs only (prices are never sent). Lines
 * the server could not read — a zero quantity, an id that is not a product — are left out,
 * as the cart page already shows them as unusable.
 */
export function cartToOrderLines(items: readonly CartItem[]): OrderLineInput[] {
  return items.flatMap((item): OrderLineInput[] => {
    const quantity = wholePositive(item.quantity);
    if (quantity === null) return [];
    const entries = bundleEntriesOf(item.product);
    if (entries) {
      return [
        {
          id: String(item.product.id),
          quantity,
          bundle: entries.map((entry) => ({
            product_id: entry.product.id,
            quantity: entry.quantity,
          })),
        },
      ];
    }
    return typeof item.product.id === 'string' ? [{ product_id: item.product.id, quantity }] : [];
  });
}
