import { bundleEntriesOf, quoteBundleEntries } from '@/domain/cart/bundle-item';
import type { CartItem } from '@/domain/cart/cart-store';
import { fromCents } from '@/lib/format';
import {
  customerPrice,
  hasPrices,
  nextTier,
  packPrice,
  type PriceList,
  type PriceTier,
} from '@/domain/pricing/price-list';

/** What a plain line at the customer's prices shows beside its price. */
export interface CustomerLinePricing {
  listCents: number;
  tier: PriceTier | null;
  next: { tier: PriceTier; missingPacks: number } | null;
}

/** Packs of each product on the cart's plain lines: what a tier counts (decision 012). */
export function plainPacksByProduct(items: readonly CartItem[]): Map<string, number> {
  const packs = new Map<string, number>();
  for (const item of items) {
    if (bundleEntriesOf(item.product) || typeof item.product.id !== 'string') continue;
    const quantity = Number.isFinite(item.quantity) ? (item.quantity ?? 0) : 0;
    packs.set(item.product.id, (packs.get(item.product.id) ?? 0) + quantity);
  }
  return packs;
}

/**
 * The cart with the signed-in customer's prices in place of the list prices the lines were
 * added with: plain lines get their price list and the tier reached, bundle entries their price
 * list (and the bundle its discount on those). The list price stays as `listPrice` for the
 * struck-through figure. Everything that totals a cart (summary, offline quote) works on this.
 */
export function cartAtCustomerPrices(items: readonly CartItem[], list: PriceList): CartItem[] {
  if (!hasPrices(list)) return [...items];
  const packs = plainPacksByProduct(items);
  return items.map((item) => {
    const entries = bundleEntriesOf(item.product);
    if (entries) {
      const priced = entries.map((entry) => ({
        ...entry,
        product: {
          ...entry.product,
          price: customerPrice(list, entry.product.id, entry.product.price),
        },
      }));
      return {
        ...item,
        product: {
          ...item.product,
          price: fromCents(quoteBundleEntries(priced).totalCents),
          bundleItems: priced,
        },
      };
    }
    const { id, price } = item.product;
    if (typeof id !== 'string' || price === undefined) return item;
    const productPacks = packs.get(id) ?? 0;
    const pack = packPrice(list, id, price, productPacks);
    const pricing: CustomerLinePricing = {
      listCents: pack.listCents,
      tier: pack.tier,
      next: nextTier(list.tiers, productPacks),
    };
    return { ...item, product: { ...item.product, price: fromCents(pack.unitCents) }, pricing };
  });
}
