import { normalizeProductFilters } from '@/domain/catalogue/product-filters';
import { describe, expect, it } from 'vitest';
import { describeActiveFilters, productCountLabel } from '@/features/catalog/active-filters';

describe('describeActiveFilters', () => {
  it('puts every active filter into words, in a fixed order', () => {
    expect(
      describeActiveFilters(
        normalizeProductFilters({
          excludeAllergens: ['sesamo', 'latte', 'uova'],
          glutenFree: true,
          vegan: true,
          bestseller: true,
          category: 'senza_glutine',
          search: 'soffice',
          sort: 'price-asc',
        }),
      ),
    ).toEqual([
      'ricerca «soffice»',
      'categoria «senza glutine»',
      'solo bestseller',
      'vegani',
      'senza glutine',
      'senza latte, sesamo e uova',
    ]);
  });

  it('has nothing to say about the unfiltered list', () => {
    expect(
      describeActiveFilters(
        normalizeProductFilters({ category: 'all', sort: 'bestseller', vegan: false }),
      ),
    ).toEqual([]);
  });
});

describe('productCountLabel', () => {
  it('agrees in number', () => {
    expect([0, 1, 2].map(productCountLabel)).toEqual(['0 prodotti', '1 prodotto', '2 prodotti']);
  });
});
