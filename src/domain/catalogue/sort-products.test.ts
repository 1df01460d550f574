import { describe, expect, it } from 'vitest';
import { sortProducts } from '@/domain/catalogue/sort-products';

const products = [
  { name: 'Bun Vegano alla Curcuma', price: 5.2, is_bestseller: false },
  { name: 'Bun al Pomodoro e Origano', price: 5.3, is_bestseller: false },
  { name: 'Bun Classico', price: 4.5, is_bestseller: true },
  { name: 'bun di Patate', price: 4.9, is_bestseller: true },
  { name: 'Brioche Bun al Burro', price: 5.9, is_bestseller: true },
  { name: 'Bun Rustico', price: 4.5, is_bestseller: false },
];

const names = (list: readonly { name: string }[]) => list.map((product) => product.name);

describe('sortProducts', () => {
  it('orders names the Italian way, ignoring case', () => {
    expect(names(sortProducts(products))).toEqual([
      'Brioche Bun al Burro',
      'Bun al Pomodoro e Origano',
      'Bun Classico',
      'bun di Patate',
      'Bun Rustico',
      'Bun Vegano alla Curcuma',
    ]);
  });

  it('orders by price either way, the name breaking ties', () => {
    expect(names(sortProducts(products, 'price-asc')).slice(0, 3)).toEqual([
      'Bun Classico',
      'Bun Rustico',
      'bun di Patate',
    ]);
    expect(names(sortProducts(products, 'price-desc'))[0]).toBe('Brioche Bun al Burro');
  });

  it('puts bestsellers first', () => {
    expect(names(sortProducts(products, 'bestseller'))).toEqual([
      'Brioche Bun al Burro',
      'Bun Classico',
      'bun di Patate',
      'Bun al Pomodoro e Origano',
      'Bun Rustico',
      'Bun Vegano alla Curcuma',
    ]);
  });

  it('leaves the input alone', () => {
    const copy = [...products];
    sortProducts(products, 'price-asc');
    expect(products).toEqual(copy);
  });
});
