import { cartLinesOf } from '@/domain/cart/cart-line';
import { describe, expect, it } from 'vitest';
import { createBundleCartProduct } from '@/domain/cart/bundle-item';
import { cartToOrderLines } from '@/domain/orders/order-lines';

const classico = { id: '11111111-1111-4111-8111-111111111111', name: 'Bun Classico', price: 4.5 };
const patata = { id: '22222222-2222-4222-8222-222222222222', name: 'Bun di Patate', price: 5 };

describe('cartToOrderLines', () => {
  it('sends product ids and packs, never prices', () => {
    expect(cartToOrderLines(cartLinesOf([{ product: classico, quantity: 3 }]))).toEqual([
      { product_id: classico.id, quantity: 3 },
    ]);
  });

  it('sends a bundle as its products and packs, with its id and copies', () => {
    const bundle = createBundleCartProduct(
      [
        { product: classico, quantity: 3 },
        { product: patata, quantity: 2 },
      ],
      1763300000000,
    );
    expect(cartToOrderLines(cartLinesOf([{ product: bundle, quantity: 2 }]))).toEqual([
      {
        id: 'bundle-1763300000000',
        quantity: 2,
        bundle: [
          { product_id: classico.id, quantity: 3 },
          { product_id: patata.id, quantity: 2 },
        ],
      },
    ]);
  });

  it('leaves out lines the server could not read', () => {
    expect(
      cartToOrderLines(
        cartLinesOf([
          { product: classico, quantity: 0 },
          { product: classico, quantity: 1.5 },
          { product: classico },
          { product: { id: 7, price: 1 }, quantity: 1 },
          { product: patata, quantity: 1 },
        ]),
      ),
    ).toEqual([{ product_id: patata.id, quantity: 1 }]);
  });
});
