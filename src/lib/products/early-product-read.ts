import type { ProductRow } from '@/lib/products/product';

/**
 * What index.html's inline script leaves for a product page opened directly: the server's
 * answer for that slug, asked for while the app's code downloaded
 * (scripts/vite/early-product-read.ts).
 */
interface EarlyProductRead {
  slug: string;
  rows: Promise<unknown>;
}

declare global {
  interface Window {
    bdbEarlyProductRead?: EarlyProductRead;
  }
}

function isProductRowFor(slug: string, value: unknown): value is ProductRow {
  return typeof value === 'object' && value !== null && (value as { slug?: unknown }).slug === slug;
}

/**
 * The product row the page asked for before the app started, when it is for `slug`; undefined
 * otherwise (another page, no row, a failed request), and the caller reads as usual. Taken once:
 * every later read of the product goes to the server.
 */
export async function takeEarlyProductRow(slug: string): Promise<ProductRow | undefined> {
  const early = window.bdbEarlyProductRead;
  if (early?.slug !== slug) return undefined;
  window.bdbEarlyProductRead = undefined;
  try {
    const rows = await early.rows;
    return Array.isArray(rows) && rows.length === 1 && isProductRowFor(slug, rows[0])
      ? rows[0]
      : undefined;
  } catch {
    return undefined;
  }
}
