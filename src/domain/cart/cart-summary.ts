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
