import type { Product } from '@/domain/catalogue/product';
import { foldText } from '@/lib/fold-text';

/** A "perfect pairing" of a product page, linked when it names one of our products. */
export interface Pairing {
  label: string;
  /** Slug of the product the pairing names, if we sell it. */
  slug?: string;
}

function normalise(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Pairs each pairing text with the product it names (by name or slug, ignoring case, accents
 * and punctuation), so 'Bun di Patate' links to /products/buns-patata and 'Cheddar stagionato'
 * stays plain text. The product itself is never linked.
 */
export function resolvePairings(
  pairings: readonly string[],
  products: readonly Pick<Product, 'slug' | 'name'>[],
  currentSlug: string,
): Pairing[] {
  const bySlugOrName = new Map<string, string>();
  for (const product of products) {
    if (product.slug === currentSlug) continue;
    bySlugOrName.set(normalise(product.name), product.slug);
    bySlugOrName.set(normalise(product.slug), product.slug);
  }
  return pairings
    .map((label) => label.trim())
    .filter(Boolean)
    .map((label) => {
      const slug = bySlugOrName.get(normalise(label));
      return slug ? { label, slug } : { label };
    });
}

/**
 * 'Abbinalo con…' on a product page (issue 28): the products its pairings name, then others of
 * the same category, then the rest, in catalogue order; never the product itself nor one sold
 * out, at most `limit`.
 */
export function relatedProducts<
  P extends Pick<Product, 'id' | 'slug' | 'name' | 'category'> & {
    stock_quantity: number;
  },
>(product: Product, products: readonly P[], limit = 4): P[] {
  const candidates = products.filter(
    (other) => other.id !== product.id && other.stock_quantity > 0,
  );
  const named = new Set(
    resolvePairings(product.perfect_pairings, candidates, product.slug).flatMap((pairing) =>
      pairing.slug ? [pairing.slug] : [],
    ),
  );
  const rank = (other: P) =>
    named.has(other.slug) ? 0 : other.category === product.category ? 1 : 2;
  return [...candidates]
    .map((other, index) => ({ other, index }))
    .sort((a, b) => rank(a.other) - rank(b.other) || a.index - b.index)
    .slice(0, limit)
    .map(({ other }) => other);
}
