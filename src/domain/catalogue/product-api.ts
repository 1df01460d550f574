import { dataOrThrow } from '@/lib/api-error';
import { filterProductRows, findProductRow } from '@/domain/catalogue/filter-products';
import { type Product, type ProductRow, toProduct } from '@/domain/catalogue/product';
import { allProducts, type CatalogueFilters } from '@/domain/catalogue/product-filters';
import { productsQuery } from '@/domain/catalogue/products-query';
import { sortProducts } from '@/domain/catalogue/sort-products';
import { catalogueCopy } from '@/domain/catalogue/catalogue-copy';
import { readAllPages } from '@/lib/read-all-pages';
import { getSupabase } from '@/lib/supabase';

// The offline copy (Dexie) and the network-first helper load only when a read runs: they stay
// out of the entry chunk. supabase-js starts loading at the same time, not after them.
const offlineRead = () => import('@/lib/network/network-first');

/**
 * The catalogue for `filters`: an empty result is an empty list and failures are thrown to the
 * caller (spec §7). Archived products are never shown to shoppers. Network first: each answer
 * refreshes the copy on the device, which answers the same filters offline.
 */
export async function fetchProducts(filters: CatalogueFilters = allProducts): Promise<Product[]> {
  const client = getSupabase();
  const { networkFirst } = await offlineRead();
  const rows = await networkFirst<ProductRow[]>({
    network: async () => {
      const supabase = await client;
      return readAllPages((from, to) =>
        productsQuery(supabase, filters).order('id').range(from, to),
      );
    },
    remember: async (fresh) => (await catalogueCopy.load()).storeProductList(filters, fresh),
    fallback: async () => {
      const kept = await (await catalogueCopy.load()).readProductRows();
      return kept && filterProductRows(kept, filters);
    },
  });
  // Same order again, by Italian rules: the database's collation may rank capitals first.
  return sortProducts(rows.map(toProduct), filters.sort);
}

/** One product by its slug, or null when there is none (or it is archived). */
export async function fetchProductBySlug(slug: string): Promise<Product | null> {
  const client = getSupabase();
  const { networkFirst } = await offlineRead();
  const row = await networkFirst<ProductRow | null>({
    network: async () => {
      const supabase = await client;
      const result = await supabase
        .from('products')
        .select('*')
        .eq('slug', slug)
        .is('archived_at', null)
        .maybeSingle()
        // One attempt: the query's retry rules (spec §8) decide about trying again.
        .retry(false);
      if (result.error) dataOrThrow(result);
      return result.data;
    },
    remember: async (fresh) => (await catalogueCopy.load()).storeProduct(slug, fresh),
    fallback: async () => {
      const kept = await (await catalogueCopy.load()).readProductRow(slug);
      return kept ? findProductRow([kept], slug) : kept;
    },
  });
  return row ? toProduct(row) : null;
}
