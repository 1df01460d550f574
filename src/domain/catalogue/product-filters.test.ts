import { describe, expect, it } from 'vitest';
import {
  normalizeProductFilters,
  parseProductFilters,
  productSearchFilter,
} from '@/domain/catalogue/product-filters';

describe('parseProductFilters', () => {
  it('accepts the filters a shared link carries and drops what is invalid', () => {
    expect(
      parseProductFilters({
        search: ' sesamo ',
        category: 'brioche',
        vegan: true,
        excludeAllergens: ['latte', 'sesamo'],
        sort: 'price-asc',
      }),
    ).toEqual({
      search: 'sesamo',
      category: 'brioche',
      vegan: true,
      excludeAllergens: ['latte', 'sesamo'],
      sort: 'price-asc',
    });
    expect(
      parseProductFilters({ category: 'pizza', sort: 'random', excludeAllergens: ['oro'] }),
    ).toEqual({});
  });
});

describe('normalizeProductFilters', () => {
  it('drops defaults so equal filter sets share a cache key', () => {
    expect(
      normalizeProductFilters({ category: 'all', sort: 'name', search: '  ', bestseller: false }),
    ).toEqual({});
    expect(normalizeProductFilters({ excludeAllergens: ['sesamo', 'latte', 'sesamo'] })).toEqual({
      excludeAllergens: ['latte', 'sesamo'],
    });
  });
});

describe('productSearchFilter', () => {
  it('searches name or description with the text quoted', () => {
    expect(productSearchFilter('sesamo')).toBe(
      'name.ilike."%sesamo%",description.ilike."%sesamo%"',
    );
  });

  it('keeps PostgREST syntax and LIKE wildcards typed by the buyer literal', () => {
    expect(productSearchFilter('a,b(c)')).toBe(
      'name.ilike."%a,b(c)%",description.ilike."%a,b(c)%"',
    );
    expect(productSearchFilter('50%_"x"')).toBe(
      'name.ilike."%50\\\\%\\\\_\\"x\\"%",description.ilike."%50\\\\%\\\\_\\"x\\"%"',
    );
  });
});
