import {
  allProducts,
  type CatalogueFilters,
  productSearchFilter,
} from '@/domain/catalogue/product-filters';

type FlagColumn = 'category' | 'is_bestseller' | 'is_vegan' | 'is_gluten_free';
type SortColumn = 'name' | 'price' | 'is_bestseller';

/** The PostgREST read a set of catalogue filters turns into, as plain data. */
export interface ProductQueryPlan {
  /** `column = value` conditions. */
  equals: { column: FlagColumn; value: string | boolean }[];
  /** A PostgREST `or` filter: the search in name or description. */
  or?: string;
  /** A Postgres array literal: rows whose allergens overlap it are left out. */
  excludeAllergens?: string;
  /** Sort keys, most significant first; the name always breaks ties. */
  order: { column: SortColumn; ascending: boolean }[];
}

const byName = { column: 'name', ascending: true } as const;

/**
 * Spec §7's catalogue read plus the shop's own filters: category unless 'all', bestsellers,
 * vegan, gluten-free, a case-insensitive search in name or description, allergens to avoid,
 * and the sort (by name unless asked otherwise). Pure, so the mapping is unit-tested.
 */
export function productQueryPlan(wanted: CatalogueFilters = allProducts): ProductQueryPlan {
  const equals: ProductQueryPlan['equals'] = [];
  if (wanted.category && wanted.category !== 'all') {
    equals.push({ column: 'category', value: wanted.category });
  }
  if (wanted.bestseller) equals.push({ column: 'is_bestseller', value: true });
  if (wanted.vegan) equals.push({ column: 'is_vegan', value: true });
  if (wanted.glutenFree) equals.push({ column: 'is_gluten_free', value: true });

  const plan: ProductQueryPlan = { equals, order: [] };
  if (wanted.search) plan.or = productSearchFilter(wanted.search);
  if (wanted.excludeAllergens) plan.excludeAllergens = `{${wanted.excludeAllergens.join(',')}}`;

  switch (wanted.sort) {
    case 'price-asc':
      plan.order = [{ column: 'price', ascending: true }, byName];
      break;
    case 'price-desc':
      plan.order = [{ column: 'price', ascending: false }, byName];
      break;
    case 'bestseller':
      plan.order = [{ column: 'is_bestseller', ascending: false }, byName];
      break;
    default:
      plan.order = [byName];
  }
  return plan;
}
