import { cartActions } from '@/domain/cart/cart-actions';
import { createBundleCartProduct } from '@/domain/cart/bundle-item';
import type { OrderItem } from '@/domain/orders/order-schemas';
import { planReorder, type ReorderPlan } from '@/domain/orders/reorder-plan';
import { currentProducts } from '@/domain/catalogue/current-products';
import type { Product } from '@/domain/catalogue/product';

/**
 * Puts the products of a past order back in the cart with today's catalogue rows (so today's
 * prices): plain lines as products, each custom bundle again as one bundle of the same packs.
 * Answers what changed, for the customer to read.
 */
export async function reorder(items: readonly OrderItem[]): Promise<ReorderPlan> {
  const products = await currentProducts([...new Set(items.map((item) => item.product_id))]);
  const plan = planReorder(items, products);
  const bundles = new Map<string, { product: Product; quantity: number }[]>();
  for (const line of plan.lines) {
    const product = products.get(line.productId);
    if (!product) continue;
    if (line.bundleId === null) {
      cartActions.add(product, line.quantity);
      continue;
    }
    const entries = bundles.get(line.bundleId) ?? [];
    entries.push({ product, quantity: line.quantity });
    bundles.set(line.bundleId, entries);
  }
  let stamp = Date.now();
  for (const entries of bundles.values()) {
    // Distinct ids: two bundles added in the same millisecond must stay two lines.
    cartActions.add(createBundleCartProduct(entries, stamp++), 1);
  }
  return plan;
}
