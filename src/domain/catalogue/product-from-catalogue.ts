import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@/domain/catalogue/product';
import { productKeys } from '@/domain/catalogue/product-queries';

/**
 * Gives a product's page what a catalogue read already holds (a list, the bestsellers: the same
 * columns as the product's own read), so a tap on a card draws the page at once instead of
 * waiting for the network (issue 38). It counts as read when the list was: a list older than
 * the cache group's fresh time is read again in the background, as any stale query.
 */
export function seedProductFromCatalogue(queryClient: QueryClient, slug: string): void {
  const detailKey = productKeys.detail(slug);
  if (queryClient.getQueryData(detailKey) !== undefined) return;
  let newest: { product: Product; updatedAt: number } | undefined;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: productKeys.all })) {
    const { data, dataUpdatedAt } = query.state;
    if (!Array.isArray(data)) continue;
    const product = (data as Product[]).find((candidate) => candidate.slug === slug);
    if (product && (!newest || dataUpdatedAt > newest.updatedAt))
      newest = { product, updatedAt: dataUpdatedAt };
  }
  if (newest) queryClient.setQueryData(detailKey, newest.product, { updatedAt: newest.updatedAt });
}
