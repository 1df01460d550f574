import { describe, expect, it } from 'vitest';
import { bundleDiscountCases } from '../../../tests/support/bundle-discount-cases';
import { bundleDiscountCents, discountedPacks, quoteBundle } from '@/domain/cart/bundle-discount';
import { fromCents } from '@/lib/format';

describe('quoteBundle — the shared table of cases (the server must agree, see integration)', () => {
  it.each(bundleDiscountCases)('$name', ({ lines, packs, subtotal, discount }) => {
    const quote = quoteBundle(lines);
    expect(quote.packs).toBe(packs);
    expect(fromCents(quote.goodsCents)).toBe(subtotal);
    expect(fromCents(quote.discountCents)).toBe(discount);
    expect(quote.totalCents).toBe(quote.goodsCents - quote.discountCents);
  });
});

describe('discountedPacks', () => {
  it('rounds the packs down to complete groups of 5', () => {
    expect([0, 4, 5, 9, 10, 12, 14, 15, 23].map(discountedPacks)).toEqual([
      0, 0, 5, 5, 10, 10, 10, 15, 20,
    ]);
  });
});

describe('bundleDiscountCents', () => {
  it('gives nothing for an empty bundle or free goods', () => {
    expect(bundleDiscountCents(0, 0)).toBe(0);
    expect(bundleDiscountCents(0, 5)).toBe(0);
    expect(bundleDiscountCents(2250, 0)).toBe(0);
  });
});

describe('the n/5 progress', () => {
  it('counts the packs of the group being filled, 5/5 when a group is complete', () => {
    const progress = (packs: number) => quoteBundle([{ price: 4.5, quantity: packs }]).packsInGroup;
    expect(quoteBundle([]).packsInGroup).toBe(0);
    expect([1, 4, 5, 6, 10, 12].map(progress)).toEqual([1, 4, 5, 1, 5, 2]);
  });
});
