import { fromCents, toCents } from '@/lib/format';
import type { Product } from '@/domain/catalogue/product';

/** What a buyer compares across packs: euros per bun and, when the weight is known, per kg. */
export interface UnitPrices {
  /** Euros for one bun of the pack. */
  perBun: number;
  /** Euros per kilogram (Italian law wants it shown for food sold by the piece), or null. */
  perKg: number | null;
}

/**
 * The unit prices of a pack (`price` is euros per pack of `packageQuantity` buns, each
 * `weight_grams` heavy). Worked out in integer cents (decision 002) and rounded half up to the
 * cent, so 4,50 € for 4 buns is 1,13 € a bun.
 */
export function unitPrices(
  product: Pick<Product, 'price' | 'packageQuantity' | 'weight_grams'>,
): UnitPrices {
  const packCents = toCents(product.price);
  const buns = product.packageQuantity > 0 ? product.packageQuantity : 1;
  const perBun = fromCents(Math.round(packCents / buns));
  const grams = product.weight_grams;
  const perKg =
    grams !== null && grams > 0 ? fromCents(Math.round((packCents * 1000) / (buns * grams))) : null;
  return { perBun, perKg };
}
