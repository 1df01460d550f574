import { z } from 'zod/mini';
import { allergenCodes } from '@/lib/products/allergens';
import { productCategories } from '@/lib/products/categories';

export const productSorts = ['name', 'price-asc', 'price-desc', 'bestseller'] as const;
export type ProductSort = (typeof productSorts)[number];

/** An optional value; anything invalid is dropped instead of failing the whole set. */
function lenient<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/**
 * The catalogue filters (spec §7 plus sorting, vegan / gluten-free and allergen exclusion).
 * They live in the /products URL. zod/mini: the catalogue's data layer stays small.
 */
export const productFiltersSchema = z.object({
  search: lenient(z.string().check(z.trim(), z.maxLength(100))),
  category: lenient(z.enum(['all', ...productCategories])),
  bestseller: lenient(z.boolean()),
  vegan: lenient(z.boolean()),
  glutenFree: lenient(z.boolean()),
  /** Allergens the buyer must avoid: products containing any of them are left out. */
  excludeAllergens: lenient(z.array(z.enum(allergenCodes))),
  sort: lenient(z.enum(productSorts)),
});

export type ProductFilters = z.infer<typeof productFiltersSchema>;

/** The same filters with defaults dropped, so equal filter sets share one cache key. */
export function normalizeProductFilters(filters: ProductFilters): ProductFilters {
  const normalized: ProductFilters = {};
  const search = filters.search?.trim();
  if (search) normalized.search = search;
  if (filters.category && filters.category !== 'all') normalized.category = filters.category;
  if (filters.bestseller) normalized.bestseller = true;
  if (filters.vegan) normalized.vegan = true;
  if (filters.glutenFree) normalized.glutenFree = true;
  if (filters.excludeAllergens && filters.excludeAllergens.length > 0) {
    normalized.excludeAllergens = [...new Set(filters.excludeAllergens)].sort();
  }
  if (filters.sort && filters.sort !== 'name') normalized.sort = filters.sort;
  return normalized;
}

/**
 * A PostgREST `or` filter matching `search` case-insensitively in name or description. The
 * value is double-quoted (PostgREST's reserved characters `,.:()` are safe inside quotes) and
 * LIKE wildcards typed by the buyer match literally.
 */
export function productSearchFilter(search: string): string {
  const literal = search.replace(/[\\%_]/g, (char) => `\\${char}`);
  const quoted = `"%${literal.replace(/["\\]/g, (char) => `\\${char}`)}%"`;
  return `name.ilike.${quoted},description.ilike.${quoted}`;
}
