import { describe, expect, it } from 'vitest';
import { toCartLineView } from '@/features/cart/cart-line-view';
import { createBundleCartProduct } from '@/domain/cart/bundle-item';
import type { CartItem } from '@/domain/cart/cart-item';
import { cartLinesOf } from '@/domain/cart/cart-line';
import { priceCart } from '@/domain/cart/priced-cart';
import { noPriceList, type PriceList, priceListFromRows } from '@/domain/pricing/price-list';

/** One stored line as /cart prices it. */
const pricedLine = (item: CartItem, priceList: PriceList = noPriceList) =>
  priceCart(cartLinesOf([item]), { priceList }).lines[0]!;

describe('toCartLineView', () => {
  it('shows a catalogue product with its pack size, prices and link', () => {
    const product = {
      id: 'p1',
      slug: 'bun-classico',
      name: 'Bun Classico',
      price: 4.5,
      image_url: 'product-images/seed/bun-classico-640w.webp',
      pack_size: 4,
      packageQuantity: 4,
    };
    expect(toCartLineView(pricedLine({ product, quantity: 3 }))).toEqual({
      id: 'p1',
      name: 'Bun Classico',
      slug: 'bun-classico',
      image: 'product-images/seed/bun-classico-640w.webp',
      packSize: 4,
      unitPriceCents: 450,
      listPriceCents: null,
      tierText: null,
      quantity: 3,
      lineTotalCents: 1_350,
      bundle: null,
    });
  });

  it('shows a bundle with its contents and the discount in its price', () => {
    const bundle = createBundleCartProduct(
      [
        { product: { id: 'a', name: 'Bun Classico', price: 4.5 }, quantity: 3 },
        { product: { id: 'b', name: 'Bun di Patate', price: 4.9 }, quantity: 2 },
      ],
      42,
    );
    const view = toCartLineView(pricedLine({ product: bundle, quantity: 2 }));
    expect(view).toMatchObject({
      id: 'bundle-42',
      name: 'Bundle personalizzato (5 pacchi)',
      slug: null,
      image: null,
      packSize: null,
      // 13.50 + 9.80 = 23.30, minus 2.33.
      unitPriceCents: 2_097,
      lineTotalCents: 4_194,
      bundle: { packs: 5, discountCents: 233 },
    });
    expect(view.bundle?.entries.map((entry) => entry.packs)).toEqual([3, 2]);
  });

  it('copes with what an old or damaged cart may hold', () => {
    expect(
      toCartLineView(pricedLine({ product: { id: 7, name: 42, price: Number.NaN, image_url: 3 } })),
    ).toEqual({
      id: 7,
      name: 'Prodotto',
      slug: null,
      image: null,
      packSize: null,
      unitPriceCents: 0,
      listPriceCents: null,
      tierText: null,
      quantity: 0,
      lineTotalCents: 0,
      bundle: null,
    });
  });

  it("shows a business customer's price beside the list price, and the next tier", () => {
    const line = pricedLine(
      { product: { id: 'a', name: 'Bun Classico', price: 4.5 }, quantity: 17 },
      priceListFromRows({
        prices: [{ product_id: 'a', unit_price: null, percent_off: 10 }],
        tiers: [{ min_packs: 20, percent_off: 5 }],
      }),
    );
    expect(toCartLineView(line)).toMatchObject({
      unitPriceCents: 405,
      listPriceCents: 450,
      tierText: 'Da 20 confezioni −5%: ne mancano 3',
      lineTotalCents: 6_885,
    });
  });
});
