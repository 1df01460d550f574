import { normalizeProductFilters } from '@/domain/catalogue/product-filters';
import { describe, expect, it } from 'vitest';
import { productQueryPlan } from '@/domain/catalogue/product-query-plan';

describe('productQueryPlan (filters → PostgREST read)', () => {
  it('reads everything by name when nothing is filtered (spec §7)', () => {
    expect(productQueryPlan()).toEqual({
      equals: [],
      order: [{ column: 'name', ascending: true }],
    });
    expect(
      productQueryPlan(normalizeProductFilters({ category: 'all', sort: 'name', search: '   ' })),
    ).toEqual({
      equals: [],
      order: [{ column: 'name', ascending: true }],
    });
  });

  it('turns category and the three switches into equality filters', () => {
    expect(
      productQueryPlan(
        normalizeProductFilters({
          category: 'brioche',
          bestseller: true,
          vegan: true,
          glutenFree: true,
        }),
      ).equals,
    ).toEqual([
      { column: 'category', value: 'brioche' },
      { column: 'is_bestseller', value: true },
      { column: 'is_vegan', value: true },
      { column: 'is_gluten_free', value: true },
    ]);
    expect(
      productQueryPlan(normalizeProductFilters({ bestseller: false, vegan: false })).equals,
    ).toEqual([]);
  });

  it('searches name or description case-insensitively', () => {
    expect(productQueryPlan(normalizeProductFilters({ search: ' Sesamo ' })).or).toBe(
      'name.ilike."%Sesamo%",description.ilike."%Sesamo%"',
    );
  });

  it('leaves out products with any excluded allergen, in a stable order', () => {
    expect(
      productQueryPlan(
        normalizeProductFilters({ excludeAllergens: ['sesamo', 'latte', 'sesamo'] }),
      ),
    ).toMatchObject({
      excludeAllergens: '{latte,sesamo}',
    });
    expect(
      productQueryPlan(normalizeProductFilters({ excludeAllergens: [] })).excludeAllergens,
    ).toBeUndefined();
  });

  it('sorts by price or bestsellers first, the name breaking ties', () => {
    const name = { column: 'name', ascending: true };
    expect(productQueryPlan(normalizeProductFilters({ sort: 'price-asc' })).order).toEqual([
      { column: 'price', ascending: true },
      name,
    ]);
    expect(productQueryPlan(normalizeProductFilters({ sort: 'price-desc' })).order).toEqual([
      { column: 'price', ascending: false },
      name,
    ]);
    expect(productQueryPlan(normalizeProductFilters({ sort: 'bestseller' })).order).toEqual([
      { column: 'is_bestseller', ascending: false },
      name,
    ]);
  });
});
