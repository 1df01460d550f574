import { queryOptions } from '@tanstack/react-query';
import { fetchProducts } from '@/domain/catalogue/product-api';
import { cacheGroups } from '@/lib/query-cache-groups';

export const bundleKeys = {
  all: ['bundles'] as const,
  products: () => [...bundleKeys.all, 'products'] as const,
};

/**
 * The products the bundle builder offers, with their stock. Cache group "bundles" (5 / 15 min,
 * spec §9): fresher than the catalogue's 10 min, since stock decides what can be chosen.
 * The whole catalogue is read, so products out of stock can be shown as 'Esaurito'.
 */
export function bundleProductsQueryOptions() {
  return queryOptions({
    ...cacheGroups.bundles,
    queryKey: bundleKeys.products(),
    queryFn: () => fetchProducts(),
  });
}
