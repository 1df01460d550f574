import { dataOrThrow } from '@/lib/api-error';
import { type Product, toProduct } from '@/domain/catalogue/product';
import { getSupabase } from '@/lib/supabase';

/** Today's catalogue rows of these products, by id; archived products are left out. */
export async function currentProducts(ids: readonly string[]): Promise<Map<string, Product>> {
  const supabase = await getSupabase();
  const rows = dataOrThrow(
    await supabase
      .from('products')
      .select('*')
      .in('id', [...ids])
      .is('archived_at', null),
  );
  return new Map(rows.map((row) => [row.id, toProduct(row)]));
}
