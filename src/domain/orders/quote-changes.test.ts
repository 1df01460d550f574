import { describe, expect, it } from 'vitest';
import { createBundleCartProduct } from '@/domain/cart/bundle-item';
import type { CartItem } from '@/domain/cart/cart-item';
import { cartLinesOf } from '@/domain/cart/cart-line';
import { priceCart } from '@/domain/cart/priced-cart';
import type { OrderQuote } from '@/domain/orders/order-schemas';
import { priceChanges, shortageMessages } from '@/domain/orders/quote-changes';

const classico = { id: '11111111-1111-4111-8111-111111111111', name: 'Bun Classico', price: 4.5 };
const patata = { id: '22222222-2222-4222-8222-222222222222', name: 'Bun di Patate', price: 5 };

const pricedLines = (items: readonly CartItem[]) => priceCart(cartLinesOf(items)).lines;

function quote(lines: OrderQuote['lines'], shortages: OrderQuote['shortages'] = []): OrderQuote {
  return {
    lines,
    shortages,
    subtotal: 0,
    discount: 0,
    shipping: 0,
    total: 0,
    free_shipping_threshold: 50,
  };
}

const productLine = (id: string, name: string, unit: number) => ({
  kind: 'product' as const,
  product_id: id,
  name,
  slug: name,
  unit_price: unit,
  quantity: 1,
  line_total: unit,
});

describe('priceChanges', () => {
  it('lists only the products whose price per pack changed', () => {
    const items = [
      { product: classico, quantity: 2 },
      { product: patata, quantity: 1 },
    ];
    const changes = priceChanges(
      pricedLines(items),
      quote([
        productLine(classico.id, 'Bun Classico', 4.9),
        productLine(patata.id, 'Bun di Patate', 5),
      ]),
    );
    expect(changes).toEqual([{ name: 'Bun Classico', beforeCents: 450, afterCents: 490 }]);
  });

  it('compares a bundle per copy after its discount', () => {
    const bundle = createBundleCartProduct([{ product: classico, quantity: 5 }], 1763300000000);
    expect(bundle.price).toBe(20.25);
    const line = {
      kind: 'bundle' as const,
      bundle_id: bundle.id,
      label: 'Bundle personalizzato (5 pacchi)',
      packs: 5,
      items: [],
      unit_price: 24.5,
      unit_discount: 2.45,
      quantity: 1,
      discount: 2.45,
      line_total: 22.05,
    };
    expect(priceChanges(pricedLines([{ product: bundle, quantity: 1 }]), quote([line]))).toEqual([
      { name: 'Bundle personalizzato (5 pacchi)', beforeCents: 2025, afterCents: 2205 },
    ]);
    expect(
      priceChanges(
        pricedLines([{ product: bundle, quantity: 1 }]),
        quote([{ ...line, unit_price: 22.5, unit_discount: 2.25 }]),
      ),
    ).toEqual([]);
  });
});

describe('shortageMessages', () => {
  it('says how many packs are left, or that the product is sold out', () => {
    expect(
      shortageMessages(
        quote(
          [],
          [
            { product_id: classico.id, name: 'Bun Classico', requested: 5, available: 3 },
            { product_id: patata.id, name: 'Bun di Patate', requested: 2, available: 0 },
          ],
        ),
      ),
    ).toEqual([
      'Bun Classico: ne restano 3 confezioni, ne hai chieste 5.',
      'Bun di Patate: al momento è esaurito.',
    ]);
  });
});
