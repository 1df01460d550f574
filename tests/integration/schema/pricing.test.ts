import { beforeAll, describe, expect, it } from 'vitest';
import {
  bundleOf,
  createTestProduct,
  type ProductRow,
  quoteOrder,
  totalsOf,
} from './schema-helpers.ts';

// The server's prices (public.quote_order, the same pricing place_order uses): the bundle
// discount of spec §9 and the shipping rule (docs/decisions/002-money-and-pricing.md).

let classic: ProductRow; // €4.50 a pack
let potato: ProductRow; // €4.90
let brioche: ProductRow; // €5.90

beforeAll(async () => {
  [classic, potato, brioche] = await Promise.all([
    createTestProduct({ price: 4.5 }),
    createTestProduct({ price: 4.9 }),
    createTestProduct({ price: 5.9 }),
  ]);
});

describe('bundle discount (spec §9)', () => {
  it.each([
    { packs: 4, subtotal: 18, discount: 0 },
    { packs: 5, subtotal: 22.5, discount: 2.25 },
    { packs: 10, subtotal: 45, discount: 4.5 },
    { packs: 12, subtotal: 54, discount: 4.5 },
  ])(
    '$packs packs at €4.50: 10% on every complete group of 5',
    async ({ packs, subtotal, discount }) => {
      const result = await quoteOrder([bundleOf(classic.id, packs)]);
      expect(result.subtotal).toBe(subtotal);
      expect(result.discount).toBe(discount);
      expect(result.lines[0]).toMatchObject({
        kind: 'bundle',
        packs,
        discounted_packs: Math.floor(packs / 5) * 5,
        label: `Bundle personalizzato (${packs} ${packs === 1 ? 'pacco' : 'pacchi'})`,
      });
    },
  );

  it('uses the average price per pack of a mixed bundle, rounded to the cent', async () => {
    const result = await quoteOrder([
      {
        bundle: [
          { product_id: classic.id, quantity: 2 },
          { product_id: potato.id, quantity: 2 },
          { product_id: brioche.id, quantity: 1 },
        ],
        quantity: 1,
      },
    ]);
    // 9.00 + 9.80 + 5.90 = 24.70; average 4.94 × 5 packs × 10% = 2.47.
    expect(totalsOf(result)).toEqual({
      subtotal: 24.7,
      discount: 2.47,
      shipping: 7.9,
      total: 30.13,
    });
  });

  it('discounts each copy of a bundle on its own', async () => {
    const twice = await quoteOrder([bundleOf(classic.id, 5, 2)]);
    expect(totalsOf(twice)).toEqual({ subtotal: 45, discount: 4.5, shipping: 7.9, total: 48.4 });
    // Three packs twice is two bundles of 3: no complete group of 5 in either.
    expect((await quoteOrder([bundleOf(classic.id, 3, 2)])).discount).toBe(0);
  });

  it('gives no discount to plain cart lines', async () => {
    expect((await quoteOrder([{ product_id: classic.id, quantity: 10 }])).discount).toBe(0);
  });
});

describe('shipping', () => {
  it('charges €7.90 below €50 of goods and nothing from €50', async () => {
    expect(totalsOf(await quoteOrder([{ product_id: classic.id, quantity: 11 }]))).toEqual({
      subtotal: 49.5,
      discount: 0,
      shipping: 7.9,
      total: 57.4,
    });
    expect(totalsOf(await quoteOrder([{ product_id: classic.id, quantity: 12 }]))).toEqual({
      subtotal: 54,
      discount: 0,
      shipping: 0,
      total: 54,
    });
  });

  it('is free at exactly the threshold', async () => {
    const fiver = await createTestProduct({ price: 5 });
    expect((await quoteOrder([{ product_id: fiver.id, quantity: 10 }])).shipping).toBe(0);
  });

  it('compares the threshold with the goods after the discount', async () => {
    // 12 packs = €54.00, minus €4.50 = €49.50: below €50, so shipping is due.
    expect(totalsOf(await quoteOrder([bundleOf(classic.id, 12)]))).toEqual({
      subtotal: 54,
      discount: 4.5,
      shipping: 7.9,
      total: 57.4,
    });
  });
});
