import type { ProductRow } from '@/domain/catalogue/product';
import { allProducts, type CatalogueFilters } from '@/domain/catalogue/product-filters';
import { productQueryPlan } from '@/domain/catalogue/product-query-plan';
import { sortProducts } from '@/domain/catalogue/sort-products';

const fold = (text: string) => text.toLocaleLowerCase('it-IT');

/**
 * The catalogue read of `productQueryPlan` answered from rows kept on the device: the same
 * plan the server runs (archived left out, equality filters, `ilike '%search%'` in name or
 * description, allergen overlap excluded), in the same Italian order `fetchProducts` gives the
 * server's answer — so offline the list is what the server would give for that data.
 */
export function filterProductRows(
  rows: readonly ProductRow[],
  wanted: CatalogueFilters = allProducts,
): ProductRow[] {
  const plan = productQueryPlan(wanted);
  const needle = wanted.search ? fold(wanted.search) : undefined;
  const excluded = new Set<string>(wanted.excludeAllergens ?? []);
  const matching = rows.filter(
    (row) =>
      row.archived_at === null &&
      plan.equals.every(({ column, value }) => row[column] === value) &&
      (needle === undefined ||
        fold(row.name).includes(needle) ||
        fold(row.description).includes(needle)) &&
      !row.allergens.some((allergen) => excluded.has(allergen)),
  );
  return sortProducts(matching, wanted.sort);
}

/** The one row with this slug that a shopper may see, like `fetchProductBySlug`. */
export function findProductRow(rows: readonly ProductRow[], slug: string): ProductRow | null {
  return rows.find((row) => row.slug === slug && row.archived_at === null) ?? null;
}
