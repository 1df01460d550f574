import { queryOptions } from '@tanstack/react-query';
import { cacheGroups } from '@/lib/query-cache-groups';
import { fetchProductBySlug, fetchProducts } from '@/domain/catalogue/product-api';
import {
  allProducts,
  type CatalogueFilters,
  normalizeProductFilters,
} from '@/domain/catalogue/product-filters';

/** Query keys of the catalogue (cache group "products"): lists by filters, detail by slug, featured. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: CatalogueFilters) => [...productKeys.lists(), filters] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (slug: string) => [...productKeys.details(), slug] as const,
  featured: () => [...productKeys.all, 'featured'] as const,
};

export function productListQueryOptions(filters: CatalogueFilters = allProducts) {
  return queryOptions({
    ...cacheGroups.products,
    queryKey: productKeys.list(filters),
    queryFn: () => fetchProducts(filters),
  });
}

export function productDetailQueryOptions(slug: string) {
  return queryOptions({
    ...cacheGroups.products,
    queryKey: productKeys.detail(slug),
    queryFn: () => fetchProductBySlug(slug),
  });
}

const bestsellers = normalizeProductFilters({ bestseller: true });

/** The bestsellers shown on the home page ("I nostri bun"). */
export function featuredProductsQueryOptions() {
  return queryOptions({
    ...cacheGroups.products,
    queryKey: productKeys.featured(),
    queryFn: () => fetchProducts(bestsellers),
  });
}
