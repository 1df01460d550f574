import { dataOrThrow, okOrThrow } from '@/lib/api-error';
import { queryOptions } from '@tanstack/react-query';
import { adminContentKeys } from '@/features/admin-content/api/admin-content-keys';
import type { ProductWrite } from '@/features/admin-content/products/product-form-model';
import type { ProductRow } from '@/lib/products/product';
import { cacheGroups } from '@/lib/query-cache-groups';
import { readAllPages } from '@/lib/read-all-pages';
import { getSupabase } from '@/lib/supabase';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every product, archived ones included (the admins' read policy), by name: the page filters
 * them on the device, so the whole catalogue is read, a page of the API at a time.
 */
export async function fetchAdminProducts(): Promise<ProductRow[]> {
  const supabase = await getSupabase();
  return readAllPages((from, to) =>
    supabase.from('products').select('*').order('name').order('id').range(from, to),
  );
}

/** One product by id, or null when there is none (an id that is not a UUID cannot exist). */
export async function fetchAdminProduct(id: string): Promise<ProductRow | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const supabase = await getSupabase();
  const result = await supabase.from('products').select('*').eq('id', id).maybeSingle();
  if (result.error) dataOrThrow(result);
  return result.data;
}

/** Whether another product (archived ones count: the slug stays theirs) already uses `slug`. */
export async function isProductSlugTaken(slug: string, exceptId?: string): Promise<boolean> {
  const supabase = await getSupabase();
  let query = supabase.from('products').select('id').eq('slug', slug);
  if (exceptId) query = query.neq('id', exceptId);
  return dataOrThrow(await query.limit(1)).length > 0;
}

/** Creates (no id) or updates a product; returns the stored row. */
export async function saveProduct(product: ProductWrite, id?: string): Promise<ProductRow> {
  const supabase = await getSupabase();
  const request = id
    ? supabase.from('products').update(product).eq('id', id)
    : supabase.from('products').insert(product);
  return dataOrThrow(await request.select('*').single());
}

/** Archives (hides from the shop) or puts a product back on sale. */
export async function setProductArchived(id: string, archived: boolean): Promise<void> {
  const supabase = await getSupabase();
  okOrThrow(
    await supabase
      .from('products')
      .update({ archived_at: archived ? new Date().toISOString() : null })
      .eq('id', id),
  );
}

/**
 * Deletes a product. The database refuses one that appears in orders (`product_in_orders`,
 * with an Italian hint): those are archived instead.
 */
export async function deleteProduct(id: string): Promise<void> {
  const supabase = await getSupabase();
  okOrThrow(await supabase.from('products').delete().eq('id', id));
}

export function adminProductsQueryOptions() {
  return queryOptions({
    ...cacheGroups.admin,
    queryKey: adminContentKeys.products(),
    queryFn: fetchAdminProducts,
  });
}

export function adminProductQueryOptions(id: string) {
  return queryOptions({
    ...cacheGroups.admin,
    // Editing: a refetch when the tab returns would not replace the form's values anyway.
    refetchOnWindowFocus: false,
    queryKey: adminContentKeys.product(id),
    queryFn: () => fetchAdminProduct(id),
  });
}
