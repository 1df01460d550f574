import { QueryClient } from '@tanstack/react-query';
import { normalizeProductFilters } from '@/domain/catalogue/product-filters';
import { describe, expect, it } from 'vitest';
import type { Product } from '@/domain/catalogue/product';
import { seedProductFromCatalogue } from '@/domain/catalogue/product-from-catalogue';
import { productKeys } from '@/domain/catalogue/product-queries';

const product = (slug: string, price: number) => ({ slug, name: slug, price }) as Product;

describe('seedProductFromCatalogue', () => {
  it('gives the product page the newest catalogue read of that product, as old as that read', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      productKeys.list(normalizeProductFilters({})),
      [product('bun-classico', 4.5)],
      {
        updatedAt: 1_000,
      },
    );
    queryClient.setQueryData(productKeys.featured(), [product('bun-classico', 4.8)], {
      updatedAt: 2_000,
    });

    seedProductFromCatalogue(queryClient, 'bun-classico');

    const detail = queryClient.getQueryState(productKeys.detail('bun-classico'));
    expect(detail?.data).toMatchObject({ slug: 'bun-classico', price: 4.8 });
    expect(detail?.dataUpdatedAt).toBe(2_000);
  });

  it('keeps a product page already read, and leaves alone one no list holds', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(productKeys.list(normalizeProductFilters({})), [
      product('bun-classico', 4.5),
    ]);
    queryClient.setQueryData(productKeys.detail('bun-classico'), product('bun-classico', 5));

    seedProductFromCatalogue(queryClient, 'bun-classico');
    seedProductFromCatalogue(queryClient, 'bun-rustico');

    expect(queryClient.getQueryData(productKeys.detail('bun-classico'))).toMatchObject({
      price: 5,
    });
    expect(queryClient.getQueryData(productKeys.detail('bun-rustico'))).toBeUndefined();
  });
});
