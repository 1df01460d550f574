import { describe, expect, it } from 'vitest';
import {
  countStockWarnings,
  defaultAdminProductFilters,
  filterAdminProducts,
  stockWarning,
} from '@/features/back-office/content/products/admin-product-filters';

const product = (
  name: string,
  overrides: Partial<{
    category: string;
    archived_at: string | null;
    stock_quantity: number;
    tags: string[];
  }> = {},
) => ({
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  tags: [],
  category: 'classici',
  archived_at: null,
  stock_quantity: 50,
  ...overrides,
});

const products = [
  product('Bun Classico'),
  product('Brioche Dorata', { category: 'brioche', stock_quantity: 3, tags: ['burro'] }),
  product('Bun Integrale', { category: 'integrali', stock_quantity: 0 }),
  product('Bun Vecchio', { archived_at: '2026-10-01T00:00:00Z', stock_quantity: 0 }),
];
const names = (list: { name: string }[]) => list.map((item) => item.name);

describe('stockWarning', () => {
  it('warns when a product is out of stock or below 10 packs', () => {
    expect(stockWarning(0)).toEqual({ level: 'out', label: 'Esaurito' });
    expect(stockWarning(9)).toEqual({ level: 'low', label: 'Scorte basse' });
    expect(stockWarning(10)).toBeNull();
  });
});

describe('filterAdminProducts', () => {
  it('shows the products on sale by default, in the shop’s Italian name order', () => {
    expect(names(filterAdminProducts(products, defaultAdminProductFilters))).toEqual([
      'Brioche Dorata',
      'Bun Classico',
      'Bun Integrale',
    ]);
  });

  it('orders names as the shop does, whatever order the database gave', () => {
    // PostgreSQL in the C locale answers 'Bun Vegano' before 'Bun al Pomodoro'.
    const fromDatabase = [
      product('Bun Vegano'),
      product('Bun al Pomodoro'),
      product('bun Classico'),
    ];
    expect(names(filterAdminProducts(fromDatabase, defaultAdminProductFilters))).toEqual([
      'Bun al Pomodoro',
      'bun Classico',
      'Bun Vegano',
    ]);
  });

  it('filters archived, category and low stock, and searches name, slug and tags ignoring accents', () => {
    const filters = defaultAdminProductFilters;
    expect(names(filterAdminProducts(products, { ...filters, status: 'archived' }))).toEqual([
      'Bun Vecchio',
    ]);
    expect(
      names(filterAdminProducts(products, { ...filters, status: 'all', category: 'classici' })),
    ).toEqual(['Bun Classico', 'Bun Vecchio']);
    expect(names(filterAdminProducts(products, { ...filters, lowStockOnly: true }))).toEqual([
      'Brioche Dorata',
      'Bun Integrale',
    ]);
    expect(names(filterAdminProducts(products, { ...filters, search: 'BÙRRO' }))).toEqual([
      'Brioche Dorata',
    ]);
    expect(names(filterAdminProducts(products, { ...filters, search: 'bun-integ' }))).toEqual([
      'Bun Integrale',
    ]);
  });

  it('counts the warnings of products on sale only', () => {
    expect(countStockWarnings(products)).toBe(2);
  });
});
