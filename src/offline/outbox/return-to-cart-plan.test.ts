import { describe, expect, it } from 'vitest';
import { planReturnToCart, returnedToCartMessage } from '@/offline/outbox/return-to-cart-plan';
import type { OutboxEntry } from '@/offline/outbox/order-outbox-types';
import type { OrderQuote } from '@/domain/orders/order-schemas';

const classico = { id: 'p-classico', name: 'Bun Classico', price: 4.5, slug: 'bun-classico' };
const patata = { id: 'p-patata', name: 'Bun di Patate', price: 4.9, slug: 'bun-patata' };
const catalogue = (...products: (typeof classico)[]) =>
  new Map(products.map((product) => [product.id, product]));

const quotedProduct = (id: string, name: string, quantity: number) => ({
  kind: 'product' as const,
  product_id: id,
  name,
  slug: id,
  unit_price: 4,
  quantity,
  line_total: 4 * quantity,
});

/** A refused order: 3 packs of Classico, 2 of Sesamo Nero, and two copies of a bundle. */
function refusedOrder(): OutboxEntry {
  const quote = {
    lines: [
      quotedProduct('p-classico', 'Bun Classico', 3),
      quotedProduct('p-sesamo', 'Bun al Sesamo Nero', 2),
      {
        kind: 'bundle' as const,
        bundle_id: 'bundle-1',
        label: 'Bundle personalizzato (3 pacchi)',
        packs: 3,
        items: [],
        unit_price: 13.9,
        unit_discount: 1.39,
        quantity: 2,
        discount: 2.78,
        line_total: 25.02,
      },
    ],
    subtotal: 0,
    discount: 0,
    shipping: 0,
    total: 0,
    free_shipping_threshold: 50,
    shortages: [],
  } satisfies OrderQuote;
  return {
    id: 'chk_1',
    userId: 'u-1',
    createdAt: 0,
    status: 'failed',
    problem: 'La data di consegna scelta non è disponibile.',
    quote,
    request: {
      lines: [
        { product_id: 'p-classico', quantity: 3 },
        { product_id: 'p-sesamo', quantity: 2 },
        {
          id: 'bundle-1',
          quantity: 2,
          bundle: [
            { product_id: 'p-classico', quantity: 1 },
            { product_id: 'p-patata', quantity: 2 },
          ],
        },
      ],
      deliveryDate: '2026-11-20',
      paymentMethod: 'cash_on_delivery',
      idempotencyKey: 'chk_1',
    },
  };
}

describe('planReturnToCart', () => {
  it('puts back every line with today’s rows, bundles whole with their copies', () => {
    const sesamo = { id: 'p-sesamo', name: 'Bun al Sesamo Nero', price: 5, slug: 'bun-sesamo' };
    const plan = planReturnToCart(refusedOrder(), catalogue(classico, patata, sesamo));
    expect(plan).toEqual({
      lines: [
        { kind: 'product', product: classico, quantity: 3 },
        { kind: 'product', product: sesamo, quantity: 2 },
        {
          kind: 'bundle',
          entries: [
            { product: classico, quantity: 1 },
            { product: patata, quantity: 2 },
          ],
          quantity: 2,
        },
      ],
      unavailable: [],
    });
    expect(returnedToCartMessage(plan)).toBe(
      'Ordine rimesso nel carrello: controllalo e scegli di nuovo il giorno di consegna.',
    );
  });

  it('leaves out, and names, what is no longer sold; a bundle missing a product stays out whole', () => {
    const plan = planReturnToCart(refusedOrder(), catalogue(classico));
    expect(plan.lines).toEqual([{ kind: 'product', product: classico, quantity: 3 }]);
    expect(plan.unavailable).toEqual(['Bun al Sesamo Nero', 'Bundle personalizzato (3 pacchi)']);
    expect(returnedToCartMessage(plan)).toBe(
      'Ordine rimesso nel carrello: controllalo e scegli di nuovo il giorno di consegna. ' +
        'Non più in vendita: Bun al Sesamo Nero, Bundle personalizzato (3 pacchi).',
    );
  });

  it('says so when nothing could be put back', () => {
    const plan = planReturnToCart(refusedOrder(), catalogue());
    expect(plan.lines).toEqual([]);
    expect(returnedToCartMessage(plan)).toMatch(/^Nessun prodotto rimesso nel carrello\. /);
  });
});
