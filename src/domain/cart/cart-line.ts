import { bundleEntriesOf } from '@/domain/cart/bundle-item';
import type { CartItem } from '@/domain/cart/cart-item';
import { toCents } from '@/lib/format';

// The cart as the app reads it: each stored line (spec §3's loose shape, kept as it is in
// localStorage) parsed once, when the cart changes, into a typed value with its money in
// integer cents. Everything that shows, prices or sends the cart reads these; only the writers
// (add, the bundle builder, the sheet, a reorder, the cart sync) handle the stored shape.

interface CartLineBase {
  /** The stored product id: the product's, or the bundle's 'bundle-…' (the line's identity). */
  id: CartItem['product']['id'];
  /** Packs (copies of a bundle); a missing or broken quantity counts 0 (spec §3). */
  quantity: number;
  /** The name to show; 'Prodotto' when the stored line has none. */
  name: string;
  /** A storage key or URL; null draws the placeholder. */
  image: string | null;
}

/** A plain product line. */
export interface ProductLine extends CartLineBase {
  kind: 'product';
  /** The product id the server can read, or null (an id that is not a product's). */
  productId: string | null;
  slug: string | null;
  /** Buns per pack, when known (spec §3: 4). */
  packSize: number | null;
  /** The list price per pack the line was added with; null when the stored line has none. */
  listCents: number | null;
}

/** One product of a custom bundle, at its list price. */
export interface BundleLineEntry {
  productId: string;
  name: string;
  slug: string | null;
  image: string | null;
  listCents: number;
  packs: number;
}

/** A custom bundle (spec §3): its products and packs; its price follows from them (§9). */
export interface BundleLine extends CartLineBase {
  kind: 'bundle';
  entries: readonly BundleLineEntry[];
}

export type CartLine = ProductLine | BundleLine;

const textOr = <T>(value: unknown, fallback: T): string | T =>
  typeof value === 'string' ? value : fallback;
const finiteOr = <T>(value: unknown, fallback: T): number | T =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** One stored line as the typed value. A bundle whose contents cannot be read is a plain line. */
export function cartLineOf(item: CartItem): CartLine {
  const { product } = item;
  const base = {
    id: product.id,
    quantity: finiteOr(item.quantity, 0),
    name: textOr(product.name, '').trim() || 'Prodotto',
    image: textOr(product.image_url, null),
  };
  const entries = bundleEntriesOf(product);
  if (entries) {
    return {
      ...base,
      kind: 'bundle',
      entries: entries.map((entry) => ({
        productId: entry.product.id,
        name: entry.product.name,
        slug: entry.product.slug ?? null,
        image: entry.product.image_url ?? null,
        listCents: toCents(entry.product.price),
        packs: entry.quantity,
      })),
    };
  }
  const price = finiteOr(product.price, null);
  return {
    ...base,
    kind: 'product',
    productId: typeof product.id === 'string' ? product.id : null,
    slug: textOr(product.slug, null),
    packSize: finiteOr(product.packageQuantity, null) ?? finiteOr(product.pack_size, null),
    listCents: price === null ? null : toCents(price),
  };
}

/** The stored cart as typed lines, in the same order. */
export function cartLinesOf(items: readonly CartItem[]): CartLine[] {
  return items.map(cartLineOf);
}

/** A quantity the server accepts (a whole number from 1), or null. */
export const wholePositive = (value: number): number | null =>
  Number.isInteger(value) && value > 0 ? value : null;
