import { describe, expect, it } from 'vitest';
import {
  type BundleProduct,
  removeProduct,
  selectProduct,
  setPacks,
  stockLimit,
  stockNote,
} from '@/features/bundle/bundle-selection';

function product(id: string, stock: number | null | undefined, name = `Bun ${id}`): BundleProduct {
  return { id, name, price: 4.5, slug: id, image_url: null, stock_quantity: stock };
}

const nero = product('nero', 3, 'Bun Nero al Carbone Vegetale');
const classico = product('classico', 120, 'Bun Classico');

describe('selectProduct (spec §4)', () => {
  it('adds a product with 1 pack, then one more on every selection', () => {
    const once = selectProduct([], classico);
    expect(once).toEqual({ lines: [{ product: classico, quantity: 1 }], stockMessage: null });
    const twice = selectProduct(once.lines, classico);
    expect(twice.lines).toEqual([{ product: classico, quantity: 2 }]);
    expect(selectProduct(twice.lines, nero).lines).toEqual([
      { product: classico, quantity: 2 },
      { product: nero, quantity: 1 },
    ]);
  });

  it('stops at the stock with the spec’s message', () => {
    let lines = selectProduct([], nero).lines;
    lines = selectProduct(lines, nero).lines;
    lines = selectProduct(lines, nero).lines;
    const fourth = selectProduct(lines, nero);
    expect(fourth.lines).toEqual([{ product: nero, quantity: 3 }]);
    expect(fourth.stockMessage).toBe(
      'Stock limitato: massimo 3 pezzi disponibili per Bun Nero al Carbone Vegetale',
    );
  });

  it('allows up to 999 packs when the stock is unknown', () => {
    const unknown = product('ignoto', null);
    expect(stockLimit(unknown)).toBe(999);
    expect(setPacks([], unknown, 999).stockMessage).toBeNull();
    expect(setPacks([], unknown, 1000)).toMatchObject({
      lines: [{ quantity: 999 }],
      stockMessage: 'Stock limitato: massimo 999 pezzi disponibili per Bun ignoto',
    });
  });

  it('never adds a product that is out of stock', () => {
    const esaurito = product('pomodoro', 0);
    expect(selectProduct([], esaurito).lines).toEqual([]);
  });
});

describe('setPacks and removeProduct', () => {
  it('sets a quantity directly, capped at the stock', () => {
    const lines = selectProduct([], classico).lines;
    expect(setPacks(lines, classico, 12).lines).toEqual([{ product: classico, quantity: 12 }]);
    expect(setPacks(lines, nero, 10)).toEqual({
      lines: [
        { product: classico, quantity: 1 },
        { product: nero, quantity: 3 },
      ],
      stockMessage: 'Stock limitato: massimo 3 pezzi disponibili per Bun Nero al Carbone Vegetale',
    });
  });

  it('removes the product when set to 0, and with the remove button', () => {
    const lines = selectProduct(selectProduct([], classico).lines, nero).lines;
    expect(setPacks(lines, classico, 0).lines).toEqual([{ product: nero, quantity: 1 }]);
    expect(removeProduct(lines, 'nero')).toEqual([{ product: classico, quantity: 1 }]);
  });
});

describe('stockNote (spec §5)', () => {
  it("says 'Esaurito' at 0, 'Solo {n} disponibili' under 10, nothing otherwise", () => {
    expect(stockNote(product('a', 0))).toBe('Esaurito');
    expect(stockNote(product('b', 1))).toBe('Solo 1 disponibile');
    expect(stockNote(product('c', 9))).toBe('Solo 9 disponibili');
    expect(stockNote(product('d', 10))).toBeNull();
    expect(stockNote(product('e', undefined))).toBeNull();
  });
});
