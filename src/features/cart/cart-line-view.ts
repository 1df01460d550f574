import type { BundleLineEntry } from '@/domain/cart/cart-line';
import type { PricedLine } from '@/domain/cart/priced-cart';
import { tierProgressText } from '@/domain/pricing/price-texts';

export interface CartLineView {
  id: PricedLine['id'];
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
  bundle: {
    entries: readonly Pick<BundleLineEntry, 'productId' | 'name' | 'packs'>[];
    packs: number;
    discountCents: number;
  } | null;
}

/** What /cart shows for one line of the priced cart (`priceCart`). */
export function toCartLineView(line: PricedLine): CartLineView {
  const common = {
    id: line.id,
    name: line.name,
    image: line.image,
    unitPriceCents: line.unitCents,
    quantity: line.quantity,
    lineTotalCents: line.lineCents,
  };
  if (line.kind === 'bundle') {
    return {
      ...common,
      slug: null,
      packSize: null,
      listPriceCents: null,
      tierText: null,
      bundle: {
        entries: line.entries,
        packs: line.copy.packs,
        discountCents: line.copy.discountCents,
      },
    };
  }
  return {
    ...common,
    slug: line.slug,
    packSize: line.packSize,
    listPriceCents:
      line.listCents !== null && line.unitCents !== line.listCents ? line.listCents : null,
    tierText: tierProgressText(line.tier, line.next),
    bundle: null,
  };
}
