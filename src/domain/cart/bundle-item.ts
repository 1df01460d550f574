import { z } from 'zod/mini';
import { type BundleQuote, quoteBundle } from '@/domain/cart/bundle-discount';
import type { CartProduct } from '@/domain/cart/cart-item';
import { fromCents } from '@/lib/format';
import { countOf } from '@/lib/italian-plural';
import { builtOnFirstUse } from '@/lib/validation/built-on-first-use';

// What a bundle line keeps of each product: enough to show it in the cart and to send it to
// the server (product_id and packs), not the whole catalogue row. Built at the first cart line
// read: every page's cart count loads this module (decision 017 item 30).
function buildBundleEntriesSchema() {
  const bundleEntrySchema = z.object({
    product: z.object({
      id: z.string().check(z.minLength(1)),
      name: z.string(),
      price: z.number(),
      slug: z.optional(z.string()),
      image_url: z.optional(z.nullable(z.string())),
    }),
    quantity: z.int().check(z.positive()),
  });
  return z.array(bundleEntrySchema).check(z.minLength(1));
}
const bundleEntriesSchema = builtOnFirstUse(buildBundleEntriesSchema);

/** One product of a bundle with the packs chosen (spec §3: "a product plus chosen quantity"). */
export type BundleEntry = z.infer<ReturnType<typeof bundleEntriesSchema>>[number];

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
  const parsed = bundleEntriesSchema().safeParse(
    (product as { bundleItems?: unknown }).bundleItems,
  );
  return parsed.success ? parsed.data : null;
}
