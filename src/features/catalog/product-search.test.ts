import { describe, expect, it } from 'vitest';
import { validateProductSearch } from '@/features/catalog/product-search';

describe('validateProductSearch (/products search params)', () => {
  it('keeps every real filter of a shared address', () => {
    expect(
      validateProductSearch({
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
      validateProductSearch({
        search: '',
        category: 'all',
        vegan: false,
        sort: 'name',
        excludeAllergens: 'latte',
        bestseller: 'yes',
      }),
    ).toEqual({});
    expect(validateProductSearch({ category: 'pizza' })).toEqual({});
  });

  it('searches for a number too (the router reads `?search=42` as a number)', () => {
    expect(validateProductSearch({ search: 42 })).toEqual({ search: '42' });
  });
});
