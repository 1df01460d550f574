import { type CartLine, wholePositive } from '@/domain/cart/cart-line';
import type { OrderLineInput } from '@/domain/orders/order-line-types';

export type {
  BundleLineInput,
  OrderLineInput,
  ProductLineInput,
} from '@/domain/orders/order-line-types';

/**
 * The cart as the server prices it: product ids and packs only (prices are never sent). Lines
 * the server could not read — a zero quantity, an id that is not a product — are left out,
 * as the cart page already shows them as unusable.
 */
export function cartToOrderLines(lines: readonly CartLine[]): OrderLineInput[] {
  return lines.flatMap((line): OrderLineInput[] => {
    const quantity = wholePositive(line.quantity);
    if (quantity === null) return [];
    if (line.kind === 'bundle') {
      return [
        {
          id: String(line.id),
          quantity,
          bundle: line.entries.map((entry) => ({
            product_id: entry.productId,
            quantity: entry.packs,
          })),
        },
      ];
    }
    return line.productId === null ? [] : [{ product_id: line.productId, quantity }];
  });
}
