import { toCents } from '@/lib/format';

/** Spec §9: 10 % off each complete group of 5 packs in a bundle. */
export const BUNDLE_GROUP_PACKS = 5;
export const BUNDLE_DISCOUNT_PERCENT = 10;

/** Packs that get the discount: the total rounded down to a multiple of 5. */
export function discountedPacks(packs: number): number {
  return Math.floor(packs / BUNDLE_GROUP_PACKS) * BUNDLE_GROUP_PACKS;
}

/**
 * The discount of one bundle copy in cents: average price per pack × discounted packs × 10 %,
 * rounded half up to the cent — `round(goods × discounted / (10 × packs))`, the same integer
 * formula as the server's `price_order_lines` (decision 002). Both operands are integers, so a
 * true .5 is exact in floating point and `Math.round` rounds it up as SQL's `round` does.
 */
export function bundleDiscountCents(goodsCents: number, packs: number): number {
  if (packs <= 0 || goodsCents <= 0) return 0;
  // × 10 % per discounted pack of the average: goods × discounted / packs / 10.
  return Math.round(
    (goodsCents * discountedPacks(packs)) / ((100 / BUNDLE_DISCOUNT_PERCENT) * packs),
  );
}

/** One line of a bundle: the pack price in euros (as products carry it) and how many packs. */
export interface BundlePackLine {
  price: number;
  quantity: number;
}

/** What the bundle builder shows and the cart stores for a set of packs. */
export interface BundleQuote {
  packs: number;
  goodsCents: number;
  discountedPacks: number;
  discountCents: number;
  totalCents: number;
  /** Packs in the group being filled, 1–5 (0 when empty): the "n/5" of the progress. */
  packsInGroup: number;
}

/** One line of a bundle with its pack price in cents. */
export interface BundlePackLineCents {
  unitCents: number;
  packs: number;
}

/** Prices a bundle: total packs, goods, discount and what is left to pay, all in cents. */
export function quoteBundleCents(lines: readonly BundlePackLineCents[]): BundleQuote {
  let packs = 0;
  let goodsCents = 0;
  for (const line of lines) {
    packs += line.packs;
    goodsCents += line.unitCents * line.packs;
  }
  const discountCents = bundleDiscountCents(goodsCents, packs);
  return {
    packs,
    goodsCents,
    discountedPacks: discountedPacks(packs),
    discountCents,
    totalCents: goodsCents - discountCents,
    packsInGroup: packs === 0 ? 0 : ((packs - 1) % BUNDLE_GROUP_PACKS) + 1,
  };
}

/** `quoteBundleCents` for pack prices in euros, as products carry them (the bundle builder). */
export function quoteBundle(lines: readonly BundlePackLine[]): BundleQuote {
  return quoteBundleCents(
    lines.map((line) => ({ unitCents: toCents(line.price), packs: line.quantity })),
  );
}
