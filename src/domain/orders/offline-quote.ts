import { bundleName } from '@/domain/cart/bundle-item';
import { type CartLine, wholePositive } from '@/domain/cart/cart-line';
import type { ShippingRules } from '@/domain/cart/cart-summary';
import {
  priceCart,
  type PricedBundleLine,
  type PricedProductLine,
} from '@/domain/cart/priced-cart';
import { fromCents } from '@/lib/format';
import type { OrderQuote, QuotedLine } from '@/domain/orders/order-schemas';
import { noPriceList, type PriceList } from '@/domain/pricing/price-list';

function productLine(line: PricedProductLine): QuotedLine {
  return {
    kind: 'product',
    // Never null here: only orderable lines are priced.
    product_id: line.productId ?? '',
    name: line.name,
    slug: line.slug ?? '',
    unit_price: fromCents(line.unitCents),
    quantity: line.quantity,
    line_total: fromCents(line.lineCents),
  };
}

function bundleLine(line: PricedBundleLine): QuotedLine {
  return {
    kind: 'bundle',
    bundle_id: String(line.id),
    label: bundleName(line.copy.packs),
    packs: line.copy.packs,
    items: line.entries.map((entry) => ({
      product_id: entry.productId,
      name: entry.name,
      slug: entry.slug ?? '',
      unit_price: fromCents(entry.unitCents),
      quantity: entry.packs,
      line_total: fromCents(entry.unitCents * entry.packs),
    })),
    unit_price: fromCents(line.copy.goodsCents),
    unit_discount: fromCents(line.copy.discountCents),
    quantity: line.quantity,
    discount: fromCents(line.discountCents),
    line_total: fromCents(line.lineCents),
  };
}

/** What the server would price: a whole quantity, and a product line with an id and a price. */
function isOrderable(line: CartLine): boolean {
  if (wholePositive(line.quantity) === null) return false;
  return line.kind === 'bundle' || (line.productId !== null && line.listCents !== null);
}

/**
 * The order priced on the device, for a checkout with no connection: the prices the cart
 * holds and the shop's last known shipping rules, with `quote_order`'s arithmetic (bundle
 * discount and free-shipping threshold of decision 002) through the cart's one pricing. It is
 * what the buyer sees and what the offline outbox keeps; the server prices the order again
 * before placing it and asks the buyer to confirm whatever differs. Stock is not known
 * offline: no shortages. A business customer's own prices and tiers (decision 012) come from
 * their price list kept on the device.
 */
export function offlineQuote(
  cart: readonly CartLine[],
  rules: ShippingRules,
  priceList: PriceList = noPriceList,
): OrderQuote {
  const { lines, summary } = priceCart(cart.filter(isOrderable), { priceList, shipping: rules });
  return {
    lines: lines.map((line) => (line.kind === 'bundle' ? bundleLine(line) : productLine(line))),
    subtotal: fromCents(summary.subtotalCents),
    discount: fromCents(summary.discountCents),
    shipping: fromCents(summary.shipping?.cents ?? 0),
    total: fromCents(summary.totalCents),
    free_shipping_threshold: fromCents(rules.freeThresholdCents),
    shortages: [],
  };
}
