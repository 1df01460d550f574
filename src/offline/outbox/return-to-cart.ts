import { planReturnToCart, type ReturnToCartPlan } from '@/offline/outbox/return-to-cart-plan';
import { createBundleCartProduct } from '@/domain/cart/bundle-item';
import { cartActions } from '@/domain/cart/cart-actions';
import { cancelQueuedOrder } from '@/offline/outbox/order-outbox';
import type { OutboxEntry } from '@/offline/outbox/order-outbox-types';
import { currentProducts } from '@/domain/catalogue/current-products';

/**
 * Puts the lines of an order the server refused (a delivery day gone by, a product sold out)
 * back in the cart, and takes the order out of the outbox: the buyer fixes it in the checkout
 * instead of rebuilding a restaurant's order by hand. Needs the connection (today's catalogue),
 * which a refusal implies. Answers what could not be put back.
 */
export async function returnToCart(entry: OutboxEntry): Promise<ReturnToCartPlan> {
  const ids = entry.request.lines.flatMap((line) =>
    'bundle' in line ? line.bundle.map((item) => item.product_id) : [line.product_id],
  );
  const plan = planReturnToCart(entry, await currentProducts([...new Set(ids)]));
  // Taken out first: if another tab already did, nothing is added twice.
  if (!(await cancelQueuedOrder(entry.id))) return { lines: [], unavailable: [] };
  let stamp = Date.now();
  for (const line of plan.lines) {
    if (line.kind === 'product') cartActions.add(line.product, line.quantity);
    // Distinct ids: two bundles added in the same millisecond must stay two lines.
    else cartActions.add(createBundleCartProduct(line.entries, stamp++), line.quantity);
  }
  return plan;
}
