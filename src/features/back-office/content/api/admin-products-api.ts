import { ApiError, dataOrThrow, okOrThrow } from '@/lib/api-error';
import { queryOptions } from '@tanstack/react-query';
import { adminContentKeys } from '@/features/back-office/content/api/admin-content-keys';
import type { ProductWrite } from '@/features/back-office/content/products/product-form-model';
import {
  type ProductEdit,
  StockChangedError,
} from '@/features/back-office/content/products/product-stock-edit';
import type { ProductRow } from '@/domain/catalogue/product';
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

/** Adds a product to the catalogue; returns the stored row. */
export async function createProduct(product: ProductWrite): Promise<ProductRow> {
  const supabase = await getSupabase();
  return dataOrThrow(await supabase.from('products').insert(product).select('*').single());
}

/**
 * Saves an edited product; returns the stored row. A new stock count is written only while the
 * stored one is still the count the form showed (`productEdit`); when orders or another admin
 * changed it meanwhile nothing is written and StockChangedError says the current count.
 */
export async function updateProduct(id: string, edit: ProductEdit): Promise<ProductRow> {
  const supabase = await getSupabase();
  let request = supabase.from('products').update(edit.changes).eq('id', id);
  if (edit.expectedStock !== null) request = request.eq('stock_quantity', edit.expectedStock);
  const result = await request.select('*').maybeSingle();
  if (result.error || result.data) return dataOrThrow(result);
  const current = await fetchAdminProduct(id);
  if (current && edit.expectedStock !== null) throw new StockChangedError(current.stock_quantity);
  throw new ApiError(404, 'Not Found', {
    message: 'Product not updated',
    hint: current
      ? 'Il prodotto non è stato salvato: ricarica la pagina e riprova.'
      : 'Il prodotto non esiste più: un altro amministratore lo ha eliminato.',
  });
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
