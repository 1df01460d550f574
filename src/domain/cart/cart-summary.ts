import { bundleEntriesOf, quoteBundleEntries } from '@/domain/cart/bundle-item';
import { totalPriceCents } from '@/domain/cart/cart-rules';
import { type CartItem, totalItems } from '@/domain/cart/cart-store';
import { toCents } from '@/lib/format';

/** The shipping rule of `shop_settings`, in cents. */
export interface ShippingRules {
  feeCents: number;
  freeThresholdCents: number;
}

export function shippingRulesFrom(settings: {
  shipping_fee: number;
  free_shipping_threshold: number;
}): ShippingRules {
  return {
    feeCents: toCents(settings.shipping_fee),
    freeThresholdCents: toCents(settings.free_shipping_threshold),
  };
}

export interface ShippingPreview {
  cents: number;
  free: boolean;
  /** What is still missing for free shipping (0 once it is free). */
  missingForFreeCents: number;
}

/** Decision 002: free when the goods after discounts reach the threshold, else the fee. */
export function previewShipping(goodsCents: number, rules: ShippingRules): ShippingPreview {
  const missing = rules.freeThresholdCents - goodsCents;
  return missing <= 0
    ? { cents: 0, free: true, missingForFreeCents: 0 }
    : { cents: rules.feeCents, free: false, missingForFreeCents: missing };
}

export interface CartSummary {
  itemCount: number;
  /** Goods at full price: bundles before their discount. */
  subtotalCents: number;
  /** The bundle discounts (spec §9), each bundle × its quantity. */
  discountCents: number;
  /** Goods after discounts: the spec's totalPrice, which the shipping threshold is compared with. */
  goodsCents: number;
  /** Null while the shipping rules are unknown (settings not loaded yet, offline). */
  shipping: ShippingPreview | null;
  totalCents: number;
  /** The customer type's minimum order for delivery (0 = none), and what the goods still miss. */
  minimumCents: number;
  missingForMinimumCents: number;
}

/** The minimum order of `shop_settings` for the customer's type (decision 012), in cents. */
export function minimumOrderCents(
  settings: { minimum_order_private?: number; minimum_order_business?: number },
  customerType: string | null | undefined,
): number {
  const euros =
    customerType === 'business' ? settings.minimum_order_business : settings.minimum_order_private;
  return toCents(euros ?? 0);
}

/** The bundle discount a cart line carries: its copies × the discount of its packs. */
export function lineDiscountCents(item: CartItem): number {
  const entries = bundleEntriesOf(item.product);
  const quantity = Number.isFinite(item.quantity) ? (item.quantity ?? 0) : 0;
  if (!entries || quantity <= 0) return 0;
  return quoteBundleEntries(entries).discountCents * quantity;
}

/**
 * The /cart totals, a preview of what the server's `quote_order` will say: a bundle's price
 * already has its discount, so the subtotal adds the discount back to show it as its own line.
 */
export function summarizeCart(
  items: readonly CartItem[],
  rules: ShippingRules | null,
  minimumCents = 0,
): CartSummary {
  const goodsCents = totalPriceCents(items);
  const discountCents = items.reduce((sum, item) => sum + lineDiscountCents(item), 0);
  const shipping = rules ? previewShipping(goodsCents, rules) : null;
  return {
    itemCount: totalItems(items),
    subtotalCents: goodsCents + discountCents,
    discountCents,
    goodsCents,
    shipping,
    totalCents: goodsCents + (shipping?.cents ?? 0),
    minimumCents,
    missingForMinimumCents: Math.max(0, minimumCents - goodsCents),
  };
}
