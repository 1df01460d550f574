import { describe, expect, it } from 'vitest';
import {
  capToStock,
  cartChanges,
  fillFrom,
  setPacks,
  sheetFromCart,
  sheetPacks,
  sheetTotalCents,
} from '@/features/quick-order/quick-order-sheet';

const classic = { id: 'classic', price: 4.5, stock_quantity: 40 };
const brioche = { id: 'brioche', price: 5.9, stock_quantity: 3 };
const soldOut = { id: 'sold-out', price: 4.2, stock_quantity: 0 };
const products = [classic, brioche, soldOut];

describe('capToStock', () => {
  it('keeps whole packs between 0 and the stock left', () => {
    expect(capToStock(12, classic)).toBe(12);
    expect(capToStock(7, brioche)).toBe(3);
    expect(capToStock(5, soldOut)).toBe(0);
    expect(capToStock(-2, classic)).toBe(0);
    expect(capToStock(2.7, classic)).toBe(2);
    expect(capToStock(Number.NaN, classic)).toBe(0);
  });
});

describe('fillFrom', () => {
  it('fills the sheet exactly as the source says, capped by stock, and tells what was capped', () => {
    const source = new Map([
      ['classic', 12],
      ['brioche', 5],
      ['sold-out', 2],
      ['archived', 9],
    ]);
    expect(fillFrom(source, products)).toEqual({
      sheet: { classic: 12, brioche: 3 },
      capped: [
        { productId: 'brioche', wanted: 5, available: 3 },
        { productId: 'sold-out', wanted: 2, available: 0 },
      ],
    });
  });

  it('gives an empty sheet for an empty source', () => {
    expect(fillFrom(new Map(), products)).toEqual({ sheet: {}, capped: [] });
  });
});

describe('setPacks', () => {
  it('sets, caps and removes one product', () => {
    expect(setPacks({}, classic, 3)).toEqual({ classic: 3 });
    expect(setPacks({ classic: 3 }, brioche, 10)).toEqual({ classic: 3, brioche: 3 });
    expect(setPacks({ classic: 3 }, classic, 0)).toEqual({});
    expect(setPacks({}, soldOut, 1)).toEqual({});
  });
});

describe('sheet totals', () => {
  it('adds price × packs in integer cents', () => {
    // 0.1-style float sums would drift: 3 × 5.90 + 12 × 4.50 = 17.70 + 54.00.
    expect(sheetTotalCents({ classic: 12, brioche: 3 }, products)).toBe(7170);
    expect(sheetTotalCents({}, products)).toBe(0);
    expect(sheetTotalCents({ gone: 4 }, products)).toBe(0);
  });

  it('counts the packs', () => {
    expect(sheetPacks({ classic: 12, brioche: 3 })).toBe(15);
  });
});

describe('the sheet and the cart', () => {
  const bundle = { product: { id: 'bundle-1', price: 20 }, quantity: 1 };
  const items = [
    { product: { id: 'classic', price: 4.5 }, quantity: 2 },
    { product: { id: 'brioche', price: 5.9 }, quantity: 8 },
    bundle,
  ];

  it('opens with the cart’s plain lines, capped by stock', () => {
    expect(sheetFromCart(items, products)).toEqual({ classic: 2, brioche: 3 });
  });

  it('sets the cart’s lines to the sheet, leaving bundles alone', () => {
    expect(cartChanges({ classic: 10, 'sold-out': 0 }, items, products)).toEqual([
      { kind: 'update', productId: 'classic', quantity: 10 },
      { kind: 'remove', productId: 'brioche' },
    ]);
    expect(cartChanges({ classic: 2, brioche: 8 }, items, products)).toEqual([]);
    expect(cartChanges({ brioche: 1, classic: 2 }, [], products)).toEqual([
      { kind: 'add', productId: 'classic', quantity: 2 },
      { kind: 'add', productId: 'brioche', quantity: 1 },
    ]);
  });
});
