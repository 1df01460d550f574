import { bundleEntriesOf, bundleName, quoteBundleEntries } from '@/domain/cart/bundle-item';
import { type ShippingRules, summarizeCart } from '@/domain/cart/cart-summary';
import type { CartItem } from '@/domain/cart/cart-store';
import { cartAtCustomerPrices } from '@/domain/cart/customer-cart-prices';
import { fromCents, toCents } from '@/lib/format';
import { wholePositive } from '@/domain/orders/order-lines';
import type { OrderQuote, QuotedLine } from '@/domain/orders/order-schemas';
import { noPriceList, type PriceList } from '@/domain/pricing/price-list';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function productLine(item: CartItem, quantity: number): QuotedLine | null {
  const { id, price } = item.product;
  if (typeof id !== 'string' || price === undefined) return null;
  return {
    kind: 'product',
    product_id: id,
    name: text(item.product.name),
    slug: text(item.product.slug),
    unit_price: price,
    quantity,
    line_total: fromCents(toCents(price) * quantity),
  };
}

function bundleLine(item: CartItem, quantity: number): QuotedLine | null {
  const entries = bundleEntriesOf(item.product);
  if (!entries) return null;
  const bundle = quoteBundleEntries(entries);
  return {
    kind: 'bundle',
    bundle_id: String(item.product.id),
    label: bundleName(bundle.packs),
    packs: bundle.packs,
    items: entries.map(({ product, quantity: packs }) => ({
      product_id: product.id,
      name: product.name,
      slug: product.slug ?? '',
      unit_price: product.price,
      quantity: packs,
      line_total: fromCents(toCents(product.price) * packs),
    })),
    unit_price: fromCents(bundle.goodsCents),
    unit_discount: fromCents(bundle.discountCents),
    quantity,
    discount: fromCents(bundle.discountCents * quantity),
    line_total: fromCents(bundle.totalCents * quantity),
  };
}

/**
 * The order priced on the device, for a checkout with no connection: the prices the cart
 * holds and the shop's last known shipping rules, with `quote_order`'s arithmetic (bundle
 * discount and free-shipping threshold of decision 002). It is what the buyer sees and what
 * the offline outbox keeps; the server prices the order again before placing it and asks the
 * buyer to confirm whatever differs. Stock is not known offline: no shortages. A business
 * customer's own prices and tiers (decision 012) come from their price list kept on the device.
 */
export function offlineQuote(
  cart: readonly CartItem[],
  rules: ShippingRules,
  priceList: PriceList = noPriceList,
): OrderQuote {
  const items = cartAtCustomerPrices(cart, priceList);
  const priced = items.flatMap((item) => {
    const quantity = wholePositive(item.quantity);
    if (quantity === null) return [];
    const line = bundleEntriesOf(item.product)
      ? bundleLine(item, quantity)
      : productLine(item, quantity);
    return line ? [{ item, line }] : [];
  });
  const summary = summarizeCart(
    priced.map(({ item }) => item),
    rules,
  );
  const shippingCents = summary.shipping?.cents ?? 0;
  return {
    lines: priced.map(({ line }) => line),
    subtotal: fromCents(summary.subtotalCents),
    discount: fromCents(summary.discountCents),
    shipping: fromCents(shippingCents),
    total: fromCents(summary.totalCents),
    free_shipping_threshold: fromCents(rules.freeThresholdCents),
    shortages: [],
  };
}
