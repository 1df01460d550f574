import { normalizeProductFilters } from '@/domain/catalogue/product-filters';
import { describe, expect, it } from 'vitest';
import { filterProductRows, findProductRow } from '@/domain/catalogue/filter-products';
import type { ProductFilters } from '@/domain/catalogue/product-filters';
import { sampleProductRow } from '@/domain/catalogue/sample-product';

/** A small catalogue shaped like the seed, with the cases the server's read must handle. */
const rows = [
  sampleProductRow({ id: 'a', slug: 'bun-classico', name: 'Bun Classico', price: 4.5 }),
  sampleProductRow({
    id: 'b',
    slug: 'buns-patata',
    name: 'bun di Patate',
    description: 'Morbido, con patate schiacciate: perfetto per gli smash burger.',
    category: 'speciali',
    price: 4.9,
    allergens: ['glutine', 'latte'],
  }),
  sampleProductRow({
    id: 'c',
    slug: 'bun-vegano',
    name: 'Bun Vegano alla Curcuma',
    description: 'Senza latte né uova, colorato con curcuma.',
    category: 'speciali',
    price: 5.2,
    is_bestseller: false,
    is_vegan: true,
    allergens: ['glutine'],
  }),
  sampleProductRow({
    id: 'd',
    slug: 'bun-senza-glutine',
    name: 'Bun Senza Glutine',
    description: 'Con farina di riso: 100% sicuro, 50% più soffice.',
    category: 'senza_glutine',
    price: 5.9,
    is_bestseller: false,
    is_vegan: true,
    is_gluten_free: true,
    allergens: [],
  }),
  sampleProductRow({
    id: 'e',
    slug: 'bun-ritirato',
    name: 'Bun Ritirato',
    archived_at: '2026-11-10T08:00:00+00:00',
  }),
  sampleProductRow({
    id: 'f',
    slug: 'brioche-bun',
    name: 'Brioche Bun al Burro',
    description: 'Dolce e lucida.',
    category: 'brioche',
    price: 5.9,
    allergens: ['glutine', 'latte', 'uova'],
  }),
];

const cases: { name: string; filters: ProductFilters; slugs: string[] }[] = [
  {
    name: 'no filters: everything on sale, by name the Italian way',
    filters: {},
    slugs: ['brioche-bun', 'bun-classico', 'buns-patata', 'bun-senza-glutine', 'bun-vegano'],
  },
  {
    name: "category 'all' is no filter",
    filters: { category: 'all' },
    slugs: ['brioche-bun', 'bun-classico', 'buns-patata', 'bun-senza-glutine', 'bun-vegano'],
  },
  { name: 'one category', filters: { category: 'speciali' }, slugs: ['buns-patata', 'bun-vegano'] },
  {
    name: 'bestsellers only',
    filters: { bestseller: true },
    slugs: ['brioche-bun', 'bun-classico', 'buns-patata'],
  },
  {
    name: 'vegan and gluten-free together',
    filters: { vegan: true, glutenFree: true },
    slugs: ['bun-senza-glutine'],
  },
  {
    name: 'search in the name, ignoring case and spaces around',
    filters: { search: '  PATATE ' },
    slugs: ['buns-patata'],
  },
  {
    name: 'search in the description',
    filters: { search: 'curcuma' },
    slugs: ['bun-vegano'],
  },
  {
    name: 'search wildcards typed by the buyer match literally',
    filters: { search: '100%' },
    slugs: ['bun-senza-glutine'],
  },
  { name: 'a literal underscore matches nothing here', filters: { search: 'b_n' }, slugs: [] },
  { name: 'an archived product is never found', filters: { search: 'ritirato' }, slugs: [] },
  {
    name: 'excluded allergens leave out every product containing any of them',
    filters: { excludeAllergens: ['uova', 'latte'] },
    slugs: ['bun-senza-glutine', 'bun-vegano'],
  },
  {
    name: 'category and search combine',
    filters: { category: 'speciali', search: 'smash' },
    slugs: ['buns-patata'],
  },
  {
    name: 'price ascending, the name breaking ties',
    filters: { sort: 'price-asc' },
    slugs: ['bun-classico', 'buns-patata', 'bun-vegano', 'brioche-bun', 'bun-senza-glutine'],
  },
  {
    name: 'price descending, the name breaking ties',
    filters: { sort: 'price-desc' },
    slugs: ['brioche-bun', 'bun-senza-glutine', 'bun-vegano', 'buns-patata', 'bun-classico'],
  },
  {
    name: 'bestsellers first',
    filters: { sort: 'bestseller' },
    slugs: ['brioche-bun', 'bun-classico', 'buns-patata', 'bun-senza-glutine', 'bun-vegano'],
  },
];

describe('filterProductRows (the server catalogue read, on the device)', () => {
  it.each(cases)('$name', ({ filters, slugs }) => {
    expect(
      filterProductRows(rows, normalizeProductFilters(filters)).map((product) => product.slug),
    ).toEqual(slugs);
  });

  it('returns the kept rows themselves, untouched', () => {
    expect(filterProductRows(rows, normalizeProductFilters({ search: 'classico' }))).toEqual([
      rows[0],
    ]);
  });
});

describe('findProductRow', () => {
  it('finds a product on sale by slug and nothing for archived or unknown slugs', () => {
    expect(findProductRow(rows, 'buns-patata')?.name).toBe('bun di Patate');
    expect(findProductRow(rows, 'bun-ritirato')).toBeNull();
    expect(findProductRow(rows, 'nessuno')).toBeNull();
  });
});
