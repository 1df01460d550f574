import { type BundleQuote, quoteBundle } from '@/domain/cart/bundle-discount';
import type { CartProduct } from '@/domain/cart/cart-item';
import { fromCents } from '@/lib/format';
import { countOf } from '@/lib/italian-plural';

// What a bundle line keeps of each product: enough to show it in the cart and to send it to
// the server (product_id and packs), not the whole catalogue row. Read back from storage by a
// small parser of its own, not zod: this module is on the start path of every page with the
// catalogue or the cart (the product grid prices the cart), and zod's core is 15 KB compressed
// and one long start-up task to evaluate for a visitor who may never build a bundle (decision
// 017 item 36).

/** One product of a bundle with the packs chosen (spec §3: "a product plus chosen quantity"). */
export interface BundleEntry {
  product: {
    id: string;
    name: string;
    price: number;
    slug?: string | undefined;
    image_url?: string | null | undefined;
  };
  /** Packs: a positive whole number. */
  quantity: number;
}

/** The cart product of a custom bundle (spec §3); a type, so it is a valid `CartProduct`. */
export type BundleCartProduct = {
  id: `bundle-${number}`;
  name: string;
  /** Euros after the bundle discount. */
  price: number;
  /** The first product's image; null lets the cart draw its placeholder. */
  image_url: string | null;
  description: string;
  bundleItems: BundleEntry[];
};

/**
 * 'Bundle personalizzato (N pacchi)': the spec's name, as the server's quote labels the same
 * line (the order shows the server's label), with '1 pacco' for a single pack (issue 20).
 */
export function bundleName(packs: number): string {
  return `Bundle personalizzato (${countOf(packs, 'pacco')})`;
}

/** '2 × Bun Classico, 3 × Bun di Patate'. */
export function bundleContentsText(entries: readonly BundleEntry[]): string {
  return entries.map((entry) => `${entry.quantity} × ${entry.product.name}`).join(', ');
}

/** Prices a bundle's entries (packs and pack prices) with the bundle discount. */
export function quoteBundleEntries(entries: readonly BundleEntry[]): BundleQuote {
  return quoteBundle(
    entries.map((entry) => ({ price: entry.product.price, quantity: entry.quantity })),
  );
}

/**
 * The cart item for the packs chosen in the bundle builder: id 'bundle-{timestamp}', the
 * discounted price, the first product's image and the lines themselves.
 */
export function createBundleCartProduct(
  entries: readonly BundleEntry[],
  now: number = Date.now(),
): BundleCartProduct {
  const quote = quoteBundleEntries(entries);
  return {
    id: `bundle-${now}`,
    name: bundleName(quote.packs),
    price: fromCents(quote.totalCents),
    image_url: entries[0]?.product.image_url ?? null,
    description: bundleContentsText(entries),
    bundleItems: entries.map(({ product, quantity }) => ({
      product: {
        id: product.id,
        name: product.name,
        price: product.price,
        slug: product.slug,
        image_url: product.image_url ?? null,
      },
      quantity,
    })),
  };
}

/** The lines of a bundle in the cart, or null when `product` is not a (readable) bundle. */
export function bundleEntriesOf(product: CartProduct): BundleEntry[] | null {
  const stored = (product as { bundleItems?: unknown }).bundleItems;
  if (!Array.isArray(stored) || stored.length === 0) return null;
  const entries: BundleEntry[] = [];
  for (const value of stored) {
    const entry = bundleEntryOf(value);
    if (!entry) return null;
    entries.push(entry);
  }
  return entries;
}

/** One stored entry, with only the fields a bundle keeps; null when any is missing or wrong. */
function bundleEntryOf(value: unknown): BundleEntry | null {
  if (!isRecord(value) || !isRecord(value.product)) return null;
  const { id, name, price, slug, image_url: imageUrl } = value.product;
  const { quantity } = value;
  if (typeof id !== 'string' || id.length === 0 || typeof name !== 'string') return null;
  if (typeof price !== 'number' || !Number.isFinite(price)) return null;
  if (slug !== undefined && typeof slug !== 'string') return null;
  if (imageUrl !== undefined && imageUrl !== null && typeof imageUrl !== 'string') return null;
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity <= 0) {
    return null;
  }
  return {
    product: {
      id,
      name,
      price,
      ...(slug === undefined ? {} : { slug }),
      ...(imageUrl === undefined ? {} : { image_url: imageUrl }),
    },
    quantity,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
