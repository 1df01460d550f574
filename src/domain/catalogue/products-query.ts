import type { ShopSupabaseClient } from '@/lib/supabase-shop-client';
import { allProducts, type CatalogueFilters } from '@/domain/catalogue/product-filters';
import { productQueryPlan } from '@/domain/catalogue/product-query-plan';

// Retries are TanStack Query's job (spec §8 rules, src/lib/query-retry.ts): supabase-js's
// own network retries (3, up to 7 s) are switched off so a read fails or succeeds once.

/**
 * The catalogue read of spec §7 as a query builder (see `productQueryPlan`): products on sale,
 * ordered by name; category unless 'all'; bestseller; search in name or description
 * (case-insensitive); plus the shop's own filters. Not awaited here: supabase-js sends it when
 * awaited, so tests can run the very same read on their own client.
 */
export function productsQuery(
  supabase: ShopSupabaseClient,
  filters: CatalogueFilters = allProducts,
) {
  const plan = productQueryPlan(filters);
  let query = supabase.from('products').select('*').is('archived_at', null);
  for (const { column, value } of plan.equals) query = query.eq(column, value);
  if (plan.or) query = query.or(plan.or);
  if (plan.excludeAllergens) query = query.not('allergens', 'ov', plan.excludeAllergens);
  for (const { column, ascending } of plan.order) query = query.order(column, { ascending });
  return query.retry(false);
}
