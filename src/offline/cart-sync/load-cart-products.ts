import { createBundleCartProduct } from '@/domain/cart/bundle-item';
import type { CartProduct } from '@/domain/cart/cart-rules';
import { dataOrThrow } from '@/lib/api-error';
import { type Product, toProduct } from '@/domain/catalogue/product';
import type { SyncLine } from '@/offline/cart-sync/sync-line';
import type { CartClient } from '@/offline/cart-sync/cart-client';

/**
 * The products for cart lines another device added: catalogue products for plain lines, a
 * rebuilt custom bundle (the same name, price and contents the bundle builder makes) for
 * bundle lines. A line whose products cannot be found (archived since) is left out: it stays
 * on the server and comes back if they return.
 */
export function productsForLines(
  lines: readonly SyncLine[],
  catalogue: ReadonlyMap<string, Product>,
): Map<string, CartProduct> {
  const result = new Map<string, CartProduct>();
  for (const line of lines) {
    if (!line.bundleItems) {
      const product = catalogue.get(line.lineId);
      // The catalogue product, as the cart stores it when added from the product page.
      if (product) result.set(line.lineId, { ...product } as CartProduct);
      continue;
    }
    const entries = line.bundleItems.map((entry) => ({
      product: catalogue.get(entry.product_id),
      quantity: entry.quantity,
    }));
    if (entries.length === 0 || !entries.every((entry) => entry.product)) continue;
    const bundle = createBundleCartProduct(
      entries.flatMap(({ product, quantity }) =>
        product
          ? [
              {
                product: {
                  id: product.id,
                  name: product.name,
                  price: product.price,
                  slug: product.slug,
                  image_url: product.image_url,
                },
                quantity,
              },
            ]
          : [],
      ),
    );
    // The line keeps the id every device knows it by.
    result.set(line.lineId, { ...bundle, id: line.lineId });
  }
  return result;
}

/** Product ids the lines need, bundle contents included. */
export function productIdsOf(lines: readonly SyncLine[]): string[] {
  const ids = lines.flatMap((line) =>
    line.bundleItems ? line.bundleItems.map((entry) => entry.product_id) : [line.lineId],
  );
  return [...new Set(ids)];
}

/** Loads the (non-archived) products the lines need from the API. */
export async function loadCartProducts(
  client: CartClient,
  lines: readonly SyncLine[],
): Promise<Map<string, CartProduct>> {
  const rows = dataOrThrow(
    await client
      .from('products')
      .select('*')
      .in('id', productIdsOf(lines))
      .is('archived_at', null)
      .retry(false),
  );
  const catalogue = new Map(rows.map((row) => [row.id, toProduct(row)]));
  return productsForLines(lines, catalogue);
}
