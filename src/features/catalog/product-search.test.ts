import { describe, expect, it } from 'vitest';
import { productSearchSchema } from '@/features/catalog/product-search';

describe('productSearchSchema (/products search params)', () => {
  it('keeps every real filter of a shared address', () => {
    expect(
      productSearchSchema.parse({
        search: ' sesamo ',
        category: 'integrali',
        vegan: true,
        glutenFree: true,
        bestseller: true,
        excludeAllergens: ['soia', 'latte'],
        sort: 'price-desc',
      }),
    ).toEqual({
      search: 'sesamo',
      category: 'integrali',
      vegan: true,
      glutenFree: true,
      bestseller: true,
      excludeAllergens: ['latte', 'soia'],
      sort: 'price-desc',
    });
  });

  it('drops defaults and anything it cannot read instead of failing the page', () => {
    expect(
      productSearchSchema.parse({
        search: '',
        category: 'all',
        vegan: false,
        sort: 'name',
        excludeAllergens: 'latte',
        bestseller: 'yes',
      }),
    ).toEqual({});
    expect(productSearchSchema.parse({ category: 'pizza', search: 42 })).toEqual({});
  });
});
