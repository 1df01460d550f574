import { describe, expect, it } from 'vitest';
import { addItem, removeItem, updateQuantity } from '@/domain/cart/cart-rules';
import { totalPrice } from '@/domain/cart/priced-cart';

const classico = { id: 'p-classico', name: 'Bun Classico', price: 4.5 };
const patata = { id: 'p-patata', name: 'Bun di Patate', price: 4.9 };

describe('addItem', () => {
  it('adds a new product with the given quantity (1 by default)', () => {
    expect(addItem([], classico)).toEqual([{ product: classico, quantity: 1 }]);
    expect(addItem([], patata, 3)).toEqual([{ product: patata, quantity: 3 }]);
  });

  it('raises the quantity of a product already in the cart', () => {
    const once = addItem([], classico, 2);
    expect(addItem(once, classico, 3)).toEqual([{ product: classico, quantity: 5 }]);
  });

  it('ignores invalid products and products without an id', () => {
    const items = addItem([], classico);
    expect(addItem(items, null)).toBe(items);
    expect(addItem(items, { name: 'senza id', price: 1 })).toBe(items);
    expect(addItem(items, { id: '', price: 1 })).toBe(items);
    expect(addItem(items, 'bun')).toBe(items);
    expect(addItem(items, classico, 0)).toBe(items);
  });
});

describe('removeItem and updateQuantity', () => {
  it('removes a line and sets a quantity directly', () => {
    const items = addItem(addItem([], classico, 2), patata);
    expect(removeItem(items, 'p-classico')).toEqual([{ product: patata, quantity: 1 }]);
    expect(updateQuantity(items, 'p-patata', 7)).toEqual([
      { product: classico, quantity: 2 },
      { product: patata, quantity: 7 },
    ]);
    expect(updateQuantity(items, 'p-patata', Number.NaN)).toBe(items);
  });
});

describe('totalPrice', () => {
  it('sums price × quantity without floating-point drift', () => {
    const items = addItem(addItem([], { id: 'a', price: 0.1 }, 1), { id: 'b', price: 0.2 }, 1);
    expect(totalPrice(items)).toBe(0.3);
    expect(totalPrice(addItem(addItem([], classico, 3), patata, 2))).toBe(23.3);
  });

  it('counts a missing price or quantity as 0', () => {
    expect(
      totalPrice([{ product: { id: 'x' }, quantity: 3 }, { product: { id: 'y', price: 2 } }]),
    ).toBe(0);
  });
});
