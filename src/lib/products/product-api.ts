import { dataOrThrow } from '@/lib/api-error';
import { type Product, toProduct } from '@/lib/products/product';
import {
  normalizeProductFilters,
  type ProductFilters,
  productSearchFilter,
} from '@/lib/products/product-filters';
import { getSupabase } from '@/lib/supabase';

/**
 * The catalogue read of spec §7: products ordered by name; category unless 'all';
 * bestseller; search in name or description (case-insensitive); an empty result is an empty
 * list and failures are thrown to the caller. Archived products are never shown to shoppers.
 */
export async function fetchProducts(filters: ProductFilters = {}): Promise<Product[]> {
  const supabase = await getSupabase();
  const wanted = normalizeProductFilters(filters);
  let query = supabase.from('products').select('*').is('archived_at', null);
  if (wanted.category && wanted.category !== 'all') query = query.eq('category', wanted.category);
  if (wanted.bestseller) query = query.eq('is_bestseller', true);
  if (wanted.vegan) query = query.eq('is_vegan', true);
  if (wanted.glutenFree) query = query.eq('is_gluten_free', true);
  if (wanted.search) query = query.or(productSearchFilter(wanted.search));
  if (wanted.excludeAllergens) {
    query = query.not('allergens', 'ov', `{${wanted.excludeAllergens.join(',')}}`);
  }
  switch (wanted.sort) {
    case 'price-asc':
      query = query.order('price', { ascending: true }).order('name');
      break;
    case 'price-desc':
      query = query.order('price', { ascending: false }).order('name');
      break;
    case 'bestseller':
      query = query.order('is_bestseller', { ascending: false }).order('name');
      break;
    default:
      query = query.order('name');
  }
  return dataOrThrow(await query).map(toProduct);
}

/** One product by its slug, or null when there is none (or it is archived). */
export async function fetchProductBySlug(slug: string): Promise<Product | null> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('products')
    .select('*')
    .eq('slug', slug)
    .is('archived_at', null)
    .maybeSingle();
  if (result.error) dataOrThrow(result);
  return result.data ? toProduct(result.data) : null;
}
