import { describe, expect, it } from 'vitest';
import { createBundleCartProduct } from '@/domain/cart/bundle-item';
import { addItem } from '@/domain/cart/cart-rules';
import type { CartItem } from '@/domain/cart/cart-item';
import { cartLinesOf } from '@/domain/cart/cart-line';
import {
  minimumOrderCents,
  previewShipping,
  type ShippingRules,
  shippingRulesFrom,
} from '@/domain/cart/cart-summary';
import { priceCart } from '@/domain/cart/priced-cart';

/** The /cart totals of stored lines, through the cart's one pricing. */
const summarizeCart = (
  items: readonly CartItem[],
  shipping: ShippingRules | null,
  minimumCents = 0,
) => priceCart(cartLinesOf(items), { shipping, minimumCents }).summary;

const classico = { id: 'p-classico', name: 'Bun Classico', price: 4.5 };
const patata = { id: 'p-patata', name: 'Bun di Patate', price: 4.9 };
// The seed's settings: €7.90 below €50.00.
const rules = shippingRulesFrom({ shipping_fee: 7.9, free_shipping_threshold: 50 });

describe('previewShipping', () => {
  it('charges the fee below the threshold and says what is missing', () => {
    expect(previewShipping(4_950, rules)).toEqual({
      cents: 790,
      free: false,
      missingForFreeCents: 50,
    });
  });

  it('is free at exactly the threshold and above', () => {
    expect(previewShipping(5_000, rules)).toEqual({ cents: 0, free: true, missingForFreeCents: 0 });
    expect(previewShipping(12_345, rules).free).toBe(true);
  });
});

describe('summarizeCart', () => {
  it('adds plain lines: subtotal, no discount, shipping, total', () => {
    const items = addItem(addItem([], classico, 3), patata, 2);
    expect(summarizeCart(items, rules)).toEqual({
      itemCount: 5,
      subtotalCents: 2_330,
      discountCents: 0,
      goodsCents: 2_330,
      shipping: { cents: 790, free: false, missingForFreeCents: 2_670 },
      totalCents: 3_120,
      minimumCents: 0,
      missingForMinimumCents: 0,
    });
  });

  it('says what the goods after discounts miss for the minimum order (decision 012)', () => {
    const items = addItem([], classico, 3); // 13,50 €
    expect(summarizeCart(items, rules, 3_000)).toMatchObject({
      minimumCents: 3_000,
      missingForMinimumCents: 1_650,
    });
    expect(summarizeCart(items, rules, 1_350).missingForMinimumCents).toBe(0);
    expect(
      minimumOrderCents({ minimum_order_private: 0, minimum_order_business: 60 }, 'business'),
    ).toBe(6_000);
    expect(minimumOrderCents({ minimum_order_private: 0, minimum_order_business: 60 }, null)).toBe(
      0,
    );
  });

  it('shows a bundle at full price in the subtotal and its discount on its own line', () => {
    // Two copies of a 12-pack bundle at €4.50: 2 × 54.00 = 108.00, discount 2 × 4.50 = 9.00.
    const bundle = createBundleCartProduct([{ product: classico, quantity: 12 }], 1);
    const summary = summarizeCart(addItem([], bundle, 2), rules);
    expect(summary).toMatchObject({
      itemCount: 2,
      subtotalCents: 10_800,
      discountCents: 900,
      goodsCents: 9_900,
      shipping: { cents: 0, free: true, missingForFreeCents: 0 },
      totalCents: 9_900,
    });
  });

  it('compares the threshold with the goods after the discount (as the server does)', () => {
    // 12 packs = 54.00, minus 4.50 = 49.50: shipping is due, 0.50 missing.
    const bundle = createBundleCartProduct([{ product: classico, quantity: 12 }], 1);
    expect(summarizeCart(addItem([], bundle), rules)).toMatchObject({
      subtotalCents: 5_400,
      discountCents: 450,
      shipping: { cents: 790, free: false, missingForFreeCents: 50 },
      totalCents: 5_740,
    });
  });

  it('counts a missing price or quantity as 0', () => {
    const summary = summarizeCart(
      [{ product: { id: 'x' }, quantity: 3 }, { product: { id: 'y', price: 2 } }],
      rules,
    );
    expect(summary).toMatchObject({ itemCount: 3, subtotalCents: 0, goodsCents: 0 });
  });

  it('leaves shipping out while the rules are unknown', () => {
    const summary = summarizeCart(addItem([], classico, 2), null);
    expect(summary.shipping).toBeNull();
    expect(summary.totalCents).toBe(900);
  });
});
