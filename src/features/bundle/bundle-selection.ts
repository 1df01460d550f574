import type { Product } from '@/domain/catalogue/product';
import { pluralPhrase } from '@/lib/italian-plural';

/** Spec §5: the most packs of a product a bundle may hold when its stock is unknown. */
export const UNKNOWN_STOCK_LIMIT = 999;
/** Under this many packs left the builder warns 'Solo {n} disponibili'. */
export const LOW_STOCK_BELOW = 10;

/** What the builder needs of a product. */
export type BundleProduct = Pick<Product, 'id' | 'name' | 'price' | 'slug' | 'image_url'> & {
  stock_quantity?: number | null;
};

export interface BundleLine {
  product: BundleProduct;
  quantity: number;
}

/** The outcome of a change: the new lines and, when stock capped it, the message to show. */
export interface SelectionChange {
  lines: BundleLine[];
  stockMessage: string | null;
}

/** Packs of `product` a bundle may hold: its stock, or 999 when unknown. */
export function stockLimit(product: BundleProduct): number {
  const stock = product.stock_quantity;
  return typeof stock === 'number' && Number.isFinite(stock) ? stock : UNKNOWN_STOCK_LIMIT;
}

/** Spec §5: 'Stock limitato: massimo {n} pezzi disponibili per {name}'. */
export function stockLimitMessage(product: BundleProduct): string {
  const limit = stockLimit(product);
  const pieces = pluralPhrase(limit, '1 pezzo disponibile', (n) => `${n} pezzi disponibili`);
  return `Stock limitato: massimo ${pieces} per ${product.name}`;
}

/** The stock note on a product card: 'Esaurito', 'Solo {n} disponibili' under 10, or none. */
export function stockNote(product: BundleProduct): string | null {
  const limit = stockLimit(product);
  if (limit <= 0) return 'Esaurito';
  if (limit < LOW_STOCK_BELOW) {
    return pluralPhrase(limit, 'Solo 1 disponibile', (n) => `Solo ${n} disponibili`);
  }
  return null;
}

/**
 * Sets a product's packs: 0 or less removes it, more than its stock keeps the stock and says
 * so. A product not yet in the bundle is added at the end.
 */
export function setPacks(
  lines: readonly BundleLine[],
  product: BundleProduct,
  quantity: number,
): SelectionChange {
  if (!Number.isFinite(quantity)) return { lines: [...lines], stockMessage: null };
  if (quantity <= 0) return { lines: removeProduct(lines, product.id), stockMessage: null };
  const limit = stockLimit(product);
  const capped = Math.min(Math.floor(quantity), limit);
  const stockMessage = quantity > limit ? stockLimitMessage(product) : null;
  if (capped <= 0) return { lines: [...lines], stockMessage };
  const exists = lines.some((line) => line.product.id === product.id);
  return {
    lines: exists
      ? lines.map((line) => (line.product.id === product.id ? { product, quantity: capped } : line))
      : [...lines, { product, quantity: capped }],
    stockMessage,
  };
}

/** Spec §4: selecting adds the product with 1 pack, selecting it again adds one more. */
export function selectProduct(
  lines: readonly BundleLine[],
  product: BundleProduct,
): SelectionChange {
  const current = lines.find((line) => line.product.id === product.id)?.quantity ?? 0;
  return setPacks(lines, product, current + 1);
}

export function removeProduct(lines: readonly BundleLine[], productId: string): BundleLine[] {
  return lines.filter((line) => line.product.id !== productId);
}
