import { describe, expect, it } from 'vitest';
import { createBundleCartProduct } from '@/domain/cart/bundle-item';
import { cartLinesOf } from '@/domain/cart/cart-line';
import { addItem } from '@/domain/cart/cart-rules';
import { shippingRulesFrom } from '@/domain/cart/cart-summary';
import { offlineQuote } from '@/domain/orders/offline-quote';
import { quoteDifferences } from '@/offline/outbox/quote-differences';
import { priceListFromRows } from '@/domain/pricing/price-list';

const classico = { id: 'p-classico', name: 'Bun Classico', slug: 'bun-classico', price: 4.5 };
const patata = { id: 'p-patata', name: 'Bun di Patate', slug: 'buns-patata', price: 4.9 };
// The seed's settings: €7.90 below €50.00.
const rules = shippingRulesFrom({ shipping_fee: 7.9, free_shipping_threshold: 50 });

describe('offlineQuote', () => {
  it('prices plain lines as quote_order does: line totals, subtotal, shipping below the threshold', () => {
    const quote = offlineQuote(cartLinesOf(addItem(addItem([], classico, 3), patata, 2)), rules);
    expect(quote.lines).toEqual([
      {
        kind: 'product',
        product_id: 'p-classico',
        name: 'Bun Classico',
        slug: 'bun-classico',
        unit_price: 4.5,
        quantity: 3,
        line_total: 13.5,
      },
      {
        kind: 'product',
        product_id: 'p-patata',
        name: 'Bun di Patate',
        slug: 'buns-patata',
        unit_price: 4.9,
        quantity: 2,
        line_total: 9.8,
      },
    ]);
    expect(quote).toMatchObject({ subtotal: 23.3, discount: 0, shipping: 7.9, total: 31.2 });
    expect(quote.shortages).toEqual([]);
  });

  it('gives a bundle its discount per copy and ships free from the threshold on', () => {
    // 12 packs at €4.50 = €54.00 a copy; 10 discounted packs → €4.50 off a copy.
    const bundle = createBundleCartProduct(
      [{ product: classico, quantity: 12 }],
      1_700_000_000_000,
    );
    const quote = offlineQuote(cartLinesOf(addItem([], bundle, 2)), rules);
    expect(quote.lines[0]).toMatchObject({
      kind: 'bundle',
      bundle_id: 'bundle-1700000000000',
      label: 'Bundle personalizzato (12 pacchi)',
      packs: 12,
      unit_price: 54,
      unit_discount: 4.5,
      quantity: 2,
      discount: 9,
      line_total: 99,
    });
    expect(quote).toMatchObject({ subtotal: 108, discount: 9, shipping: 0, total: 99 });
  });

  it('leaves out what the server could not price: no quantity, or no price', () => {
    const quote = offlineQuote(
      cartLinesOf([
        { product: classico, quantity: 0 },
        { product: { id: 'p-senza-prezzo', name: 'Senza prezzo' }, quantity: 1 },
        { product: patata, quantity: 1 },
      ]),
      rules,
    );
    expect(quote.lines.map((line) => (line.kind === 'product' ? line.name : ''))).toEqual([
      'Bun di Patate',
    ]);
    expect(quote.total).toBe(12.8);
  });

  it('a price changed since the cart was filled is a difference the buyer confirms', () => {
    const seen = offlineQuote(cartLinesOf(addItem([], classico, 2)), rules);
    const now = offlineQuote(cartLinesOf(addItem([], { ...classico, price: 4.8 }, 2)), rules);
    expect(quoteDifferences(seen, seen)).toEqual([]);
    expect(quoteDifferences(seen, now)).toEqual([
      expect.stringMatching(/^Bun Classico: 9,00\s€ → 9,60\s€$/),
      expect.stringMatching(/^Totale: 16,90\s€ → 17,50\s€$/),
    ]);
  });

  it('prices a business customer with their list and tiers, bundles without tiers', () => {
    const priceList = priceListFromRows({
      prices: [
        { product_id: 'p-classico', unit_price: null, percent_off: 10 },
        { product_id: 'p-patata', unit_price: 4.2, percent_off: null },
      ],
      tiers: [{ min_packs: 20, percent_off: 5 }],
    });
    const bundle = createBundleCartProduct([{ product: patata, quantity: 5 }], 1_700_000_000_009);
    // 12 + 8 packs of classico on plain lines reach the tier together.
    const cart = [
      { product: classico, quantity: 12 },
      { product: bundle, quantity: 1 },
      { product: classico, quantity: 8 },
    ];
    const quote = offlineQuote(cartLinesOf(cart), rules, priceList);
    // 4,50 € −10 % = 4,05 €; −5 % = 3,8475 → 3,85 €. The bundle: 5 × 4,20 € = 21,00 € − 2,10 €.
    expect(quote.lines.map((line) => [line.unit_price, line.line_total])).toEqual([
      [3.85, 46.2],
      [21, 18.9],
      [3.85, 30.8],
    ]);
    expect(quote).toMatchObject({ subtotal: 98, discount: 2.1, shipping: 0, total: 95.9 });
  });
});
