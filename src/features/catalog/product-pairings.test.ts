import { describe, expect, it } from 'vitest';
import { relatedProducts, resolvePairings } from '@/features/catalog/product-pairings';
import type { ProductCategory } from '@/domain/catalogue/categories';
import type { Product } from '@/domain/catalogue/product';

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

describe('relatedProducts', () => {
  const row = (slug: string, category: ProductCategory, stock = 10) => ({
    id: slug,
    slug,
    name: slug.replaceAll('-', ' '),
    category,
    stock_quantity: stock,
  });
  const catalogue = [
    row('bun-classico', 'classici'),
    row('bun-sesamo', 'classici'),
    row('bun-vegano', 'integrali'),
    row('bun-nero', 'speciali'),
    row('bun-esaurito', 'classici', 0),
    row('bun-rustico', 'classici'),
  ];
  const classico = {
    ...catalogue[0],
    perfect_pairings: ['Cheddar stagionato', 'bun nero'],
  } as unknown as Product;

  it('puts the products the pairings name first, then the same category, then the rest', () => {
    expect(relatedProducts(classico, catalogue).map((product) => product.slug)).toEqual([
      'bun-nero',
      'bun-sesamo',
      'bun-rustico',
      'bun-vegano',
    ]);
  });

  it('never offers the product itself or one sold out, and stops at the limit', () => {
    const slugs = relatedProducts(classico, catalogue, 10).map((product) => product.slug);
    expect(slugs).not.toContain('bun-classico');
    expect(slugs).not.toContain('bun-esaurito');
    expect(relatedProducts(classico, catalogue, 2)).toHaveLength(2);
  });
});
