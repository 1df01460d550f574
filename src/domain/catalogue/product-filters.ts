import { type AllergenCode, allergenCodes } from '@/domain/catalogue/allergens';
import { type ProductCategory, productCategories } from '@/domain/catalogue/categories';
import {
  definedOnly,
  optionalBoolean,
  optionalListOf,
  optionalOneOf,
  optionalText,
} from '@/lib/search-params';

export const productSorts = ['name', 'price-asc', 'price-desc', 'bestseller'] as const;
export type ProductSort = (typeof productSorts)[number];

/** The catalogue filters (spec §7 plus sorting, vegan / gluten-free and allergen exclusion). */
export interface ProductFilters {
  search?: string;
  category?: 'all' | ProductCategory;
  bestseller?: boolean;
  vegan?: boolean;
  glutenFree?: boolean;
  /** Allergens the buyer must avoid: products containing any of them are left out. */
  excludeAllergens?: AllergenCode[];
  sort?: ProductSort;
}

const categoryOptions = ['all', ...productCategories] as const;

/**
 * Reads the filters from the /products URL; anything invalid is dropped instead of failing the
 * whole set. Plain functions, no schema library: this runs in the first screen's route tree.
 */
export function parseProductFilters(search: Record<string, unknown>): ProductFilters {
  return definedOnly({
    search: optionalText(search.search),
    category: optionalOneOf(search.category, categoryOptions),
    bestseller: optionalBoolean(search.bestseller),
    vegan: optionalBoolean(search.vegan),
    glutenFree: optionalBoolean(search.glutenFree),
    excludeAllergens: optionalListOf(search.excludeAllergens, allergenCodes),
    sort: optionalOneOf(search.sort, productSorts),
  });
}

declare const normalized: unique symbol;

/**
 * Filters normalised where they enter (the /products address, a list the app asks for, the
 * buyer's change): defaults dropped, the search trimmed, allergens sorted once. Every read
 * below takes this type, so nothing normalises them again and equal sets share one cache key.
 */
export type CatalogueFilters = Readonly<ProductFilters> & { readonly [normalized]: true };

/** The same filters with defaults dropped, so equal filter sets share one cache key. */
export function normalizeProductFilters(filters: ProductFilters): CatalogueFilters {
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
  return normalized as CatalogueFilters;
}

/** The whole catalogue, by name. */
export const allProducts: CatalogueFilters = normalizeProductFilters({});

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
