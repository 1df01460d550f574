import {
  normalizeProductFilters,
  parseProductFilters,
  type ProductFilters,
} from '@/domain/catalogue/product-filters';

/**
 * Search parameters of /products: the whole filter set lives in the address, so a filtered
 * list can be shared (spec §2: "filterable by a search query parameter"). Invalid values are
 * dropped rather than failing the page, and defaults are removed (`?search=`, the category
 * 'all', `sort=name`, a switch set to false), so equal lists have equal addresses.
 */
export function validateProductSearch(search: Record<string, unknown>): ProductFilters {
  const normalized = normalizeProductFilters(parseProductFilters(search));
  // Every key is present (undefined when unset): the router lays the validated search over
  // the raw one, so a dropped value must be overwritten, not just left out.
  return {
    search: normalized.search,
    category: normalized.category,
    bestseller: normalized.bestseller,
    vegan: normalized.vegan,
    glutenFree: normalized.glutenFree,
    excludeAllergens: normalized.excludeAllergens,
    sort: normalized.sort,
  };
}

export type ProductSearch = ReturnType<typeof validateProductSearch>;
