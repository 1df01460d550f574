import { z } from 'zod/mini';
import { type BundleEntry, bundleEntriesOf, quoteBundleEntries } from '@/domain/cart/bundle-item';
import { lineTotalCents } from '@/domain/cart/cart-rules';
import type { CartItem } from '@/domain/cart/cart-store';
import type { CustomerLinePricing } from '@/domain/cart/customer-cart-prices';
import { toCents } from '@/lib/format';
import { tierProgressText } from '@/domain/pricing/price-texts';

// The cart stores products loosely (catalogue rows, bundles, older versions of either): read
// what a line shows defensively, one field at a time.
const displayFields = z.object({
  name: z.catch(z.optional(z.string()), undefined),
  slug: z.catch(z.optional(z.string()), undefined),
  image_url: z.catch(z.optional(z.nullable(z.string())), undefined),
  packageQuantity: z.catch(z.optional(z.number()), undefined),
  pack_size: z.catch(z.optional(z.number()), undefined),
});

export interface CartLineView {
  id: CartItem['product']['id'];
  name: string;
  /** For the link to the product page; null for bundles. */
  slug: string | null;
  /** A storage key or URL; null draws the placeholder. */
  image: string | null;
  /** Buns per pack, when known (spec §3: 4). */
  packSize: number | null;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  /** The list price per pack when the customer's own price differs (decision 012), else null. */
  listPriceCents: number | null;
  /** The quantity tier reached and the next one: "Da 20 confezioni −5%: ne mancano 3". */
  tierText: string | null;
  /** A custom bundle's contents and the discount already in its price (per copy). */
  bundle: { entries: BundleEntry[]; packs: number; discountCents: number } | null;
}

/** What /cart shows for one line (the item at the customer's prices: cartAtCustomerPrices). */
export function toCartLineView(item: CartItem): CartLineView {
  const pricing = (item as { pricing?: CustomerLinePricing }).pricing;
  const fields = displayFields.parse(item.product);
  const entries = bundleEntriesOf(item.product);
  const quote = entries ? quoteBundleEntries(entries) : null;
  const price = item.product.price;
  return {
    id: item.product.id,
    name: fields.name?.trim() || 'Prodotto',
    slug: entries ? null : (fields.slug ?? null),
    image: fields.image_url ?? null,
    packSize: entries ? null : (fields.packageQuantity ?? fields.pack_size ?? null),
    unitPriceCents: price !== undefined && Number.isFinite(price) ? toCents(price) : 0,
    listPriceCents:
      pricing && price !== undefined && pricing.listCents !== toCents(price)
        ? pricing.listCents
        : null,
    tierText: pricing ? tierProgressText(pricing.tier, pricing.next) : null,
    quantity: Number.isFinite(item.quantity) ? (item.quantity ?? 0) : 0,
    lineTotalCents: lineTotalCents(item),
    bundle:
      entries && quote ? { entries, packs: quote.packs, discountCents: quote.discountCents } : null,
  };
}
