import { dataOrThrow } from '@/lib/api-error';
import { type Product, toProduct } from '@/lib/products/product';
import { normalizeProductFilters, type ProductFilters } from '@/lib/products/product-filters';
import { productsQuery } from '@/lib/products/products-query';
import { sortProducts } from '@/lib/products/sort-products';
import { getSupabase } from '@/lib/supabase';

/**
 * The catalogue for `filters`: an empty result is an empty list and failures are thrown to the
 * caller (spec §7). Archived products are never shown to shoppers.
 */
export async function fetchProducts(filters: ProductFilters = {}): Promise<Product[]> {
  const supabase = await getSupabase();
  const products = dataOrThrow(await productsQuery(supabase, filters)).map(toProduct);
  // Same order again, by Italian rules: the database's collation may rank capitals first.
  return sortProducts(products, normalizeProductFilters(filters).sort);
}

/** One product by its slug, or null when there is none (or it is archived). */
export async function fetchProductBySlug(slug: string): Promise<Product | null> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('products')
    .select('*')
    .eq('slug', slug)
    .is('archived_at', null)
    .maybeSingle()
    // One attempt: the query's retry rules (spec §8) decide about trying again.
    .retry(false);
  if (result.error) dataOrThrow(result);
  return result.data ? toProduct(result.data) : null;
}
