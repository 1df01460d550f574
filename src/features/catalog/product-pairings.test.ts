import { describe, expect, it } from 'vitest';
import { resolvePairings } from '@/features/catalog/product-pairings';

const products = [
  { slug: 'bun-classico', name: 'Bun Classico' },
  { slug: 'buns-patata', name: 'Bun di Patate' },
  { slug: 'bun-rustico-olio', name: "Bun Rustico all'Olio Extravergine" },
];

describe('resolvePairings', () => {
  it('links pairings that name one of our products, by name or slug', () => {
    expect(
      resolvePairings(
        ['bun di patate', 'Cheddar stagionato', 'BUN RUSTICO ALL’OLIO EXTRAVERGINE', 'buns-patata'],
        products,
        'bun-classico',
      ),
    ).toEqual([
      { label: 'bun di patate', slug: 'buns-patata' },
      { label: 'Cheddar stagionato' },
      { label: 'BUN RUSTICO ALL’OLIO EXTRAVERGINE', slug: 'bun-rustico-olio' },
      { label: 'buns-patata', slug: 'buns-patata' },
    ]);
  });

  it('never links the product to itself and skips blank entries', () => {
    expect(resolvePairings(['Bun Classico', '  '], products, 'bun-classico')).toEqual([
      { label: 'Bun Classico' },
    ]);
  });
});
