import { type BundleQuote, quoteBundleCents } from '@/domain/cart/bundle-discount';
import type { CartItem } from '@/domain/cart/cart-item';
import {
  type BundleLine,
  type BundleLineEntry,
  type CartLine,
  cartLinesOf,
  type ProductLine,
} from '@/domain/cart/cart-line';
import { type CartSummary, previewShipping, type ShippingRules } from '@/domain/cart/cart-summary';
import { fromCents } from '@/lib/format';
import {
  customerUnitCents,
  nextTier,
  noPriceList,
  packPriceCents,
  type PriceList,
  type PriceTier,
} from '@/domain/pricing/price-list';

// The one price of a cart line (decisions 002 and 012), in integer cents, as the server's
// `price_order_lines` computes it: the cart page, the checkout and the offline quote all price
// the cart here. Without a price list every price is the list price.

/** A plain line at the customer's price. */
export interface PricedProductLine extends ProductLine {
  /** What the customer pays per pack: their price, then the tier reached (0 without a price). */
  unitCents: number;
  /** The quantity tier the packs of this product reach in the whole cart, if any. */
  tier: PriceTier | null;
  /** The next tier and the packs it still needs, when the customer has tiers. */
  next: { tier: PriceTier; missingPacks: number } | null;
  lineCents: number;
}

/** A bundle entry at the customer's price (their price list, never a tier: decision 012). */
export interface PricedBundleEntry extends BundleLineEntry {
  unitCents: number;
}

/** A bundle at the customer's prices: per copy, the goods, the discount (§9) and the price. */
export interface PricedBundleLine extends BundleLine {
  entries: readonly PricedBundleEntry[];
  copy: BundleQuote;
  /** What one copy costs after its discount. */
  unitCents: number;
  /** The discount of all copies. */
  discountCents: number;
  lineCents: number;
}

export type PricedLine = PricedProductLine | PricedBundleLine;

export interface PricedCart {
  lines: PricedLine[];
  summary: CartSummary;
}

export interface CartPricing {
  /** The customer's own prices and tiers; none for a visitor or a private customer. */
  priceList?: PriceList;
  /** Null while the shipping rules are unknown (settings not loaded yet, offline). */
  shipping?: ShippingRules | null;
  /** The customer type's minimum order for delivery, in cents (0 = none). */
  minimumCents?: number;
}

/** Packs of each product on the plain lines: what a tier counts (decision 012). */
export function packsByProduct(lines: readonly CartLine[]): Map<string, number> {
  const packs = new Map<string, number>();
  for (const line of lines) {
    if (line.kind !== 'product' || line.productId === null) continue;
    packs.set(line.productId, (packs.get(line.productId) ?? 0) + line.quantity);
  }
  return packs;
}

function priceProductLine(
  line: ProductLine,
  list: PriceList,
  packs: ReadonlyMap<string, number>,
): PricedProductLine {
  // A line without a price counts 0 (spec §3); one whose id is not a product's keeps its price.
  if (line.listCents === null || line.productId === null) {
    const unitCents = line.listCents ?? 0;
    return { ...line, unitCents, tier: null, next: null, lineCents: unitCents * line.quantity };
  }
  const productPacks = packs.get(line.productId) ?? 0;
  const price = packPriceCents(list, line.productId, line.listCents, productPacks);
  return {
    ...line,
    unitCents: price.unitCents,
    tier: price.tier,
    next: nextTier(list.tiers, productPacks),
    lineCents: price.unitCents * line.quantity,
  };
}

function priceBundleLine(line: BundleLine, list: PriceList): PricedBundleLine {
  const entries = line.entries.map((entry) => ({
    ...entry,
    unitCents: customerUnitCents(entry.listCents, list.rules[entry.productId]),
  }));
  const copy = quoteBundleCents(entries);
  return {
    ...line,
    entries,
    copy,
    unitCents: copy.totalCents,
    // A copy count the UI never offers (0 or less) carries no discount.
    discountCents: line.quantity > 0 ? copy.discountCents * line.quantity : 0,
    lineCents: copy.totalCents * line.quantity,
  };
}

/**
 * The cart priced for the customer, with the totals /cart previews and `quote_order` will
 * confirm: the goods after bundle discounts (the spec's totalPrice, which the free-shipping
 * threshold and the minimum order are compared with), the discounts shown as their own line,
 * and shipping once its rules are known.
 */
export function priceCart(
  lines: readonly CartLine[],
  { priceList = noPriceList, shipping = null, minimumCents = 0 }: CartPricing = {},
): PricedCart {
  const packs = packsByProduct(lines);
  const priced = lines.map((line) =>
    line.kind === 'bundle'
      ? priceBundleLine(line, priceList)
      : priceProductLine(line, priceList, packs),
  );
  let goodsCents = 0;
  let discountCents = 0;
  let itemCount = 0;
  for (const line of priced) {
    goodsCents += line.lineCents;
    if (line.kind === 'bundle') discountCents += line.discountCents;
    itemCount += line.quantity;
  }
  const shippingPreview = shipping ? previewShipping(goodsCents, shipping) : null;
  return {
    lines: priced,
    summary: {
      itemCount,
      subtotalCents: goodsCents + discountCents,
      discountCents,
      goodsCents,
      shipping: shippingPreview,
      totalCents: goodsCents + (shippingPreview?.cents ?? 0),
      minimumCents,
      missingForMinimumCents: Math.max(0, minimumCents - goodsCents),
    },
  };
}

/**
 * Spec §3 totalPrice: the sum of price × quantity in euros, a missing price or quantity
 * counting 0, summed in cents by the cart's one pricing (a bundle at its discounted price).
 */
export function totalPrice(items: readonly CartItem[]): number {
  return fromCents(priceCart(cartLinesOf(items)).summary.goodsCents);
}
