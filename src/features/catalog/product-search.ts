import { z } from 'zod/mini';
import {
  normalizeProductFilters,
  type ProductFilters,
  productFiltersSchema,
} from '@/lib/products/product-filters';

/**
 * Search parameters of /products: the whole filter set lives in the address, so a filtered
 * list can be shared (spec §2: "filterable by a search query parameter"). Invalid values are
 * dropped rather than failing the page, and defaults are removed (`?search=`, the category
 * 'all', `sort=name`, a switch set to false), so equal lists have equal addresses.
 * zod/mini because route search validation runs in the entry chunk.
 */
export const productSearchSchema = z.pipe(
  productFiltersSchema,
  z.transform((filters): ProductFilters => {
    const normalized = normalizeProductFilters(filters);
    // Every key is present (undefined when unset): the router lays the validated search
    // over the raw one, so a dropped value must be overwritten, not just left out.
    return {
      search: normalized.search,
      category: normalized.category,
      bestseller: normalized.bestseller,
      vegan: normalized.vegan,
      glutenFree: normalized.glutenFree,
      excludeAllergens: normalized.excludeAllergens,
      sort: normalized.sort,
    };
  }),
);

export type ProductSearch = z.output<typeof productSearchSchema>;
