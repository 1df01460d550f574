import { describe, expect, it } from 'vitest';
import { createBundleCartProduct } from '@/domain/cart/bundle-item';
import { cartLinesOf } from '@/domain/cart/cart-line';
import { addItem } from '@/domain/cart/cart-rules';
import { packsByProduct, priceCart } from '@/domain/cart/priced-cart';
import { priceListFromRows } from '@/domain/pricing/price-list';

const classico = { id: 'p-classico', name: 'Bun Classico', slug: 'bun-classico', price: 4.5 };
const patata = { id: 'p-patata', name: 'Bun di Patate', slug: 'buns-patata', price: 4.9 };
// −10 % on the classico, a fixed 4,00 € on the patata, −5 % from 20 packs of one product.
const business = priceListFromRows({
  prices: [
    { product_id: 'p-classico', unit_price: null, percent_off: 10 },
    { product_id: 'p-patata', unit_price: 4, percent_off: null },
  ],
  tiers: [{ min_packs: 20, percent_off: 5 }],
});

describe('cartLinesOf (the stored cart parsed once)', () => {
  it('reads a product line with its list price in cents and a bundle with its entries', () => {
    const bundle = createBundleCartProduct([{ product: patata, quantity: 5 }], 7);
    const [plain, bundled] = cartLinesOf(addItem(addItem([], classico, 2), bundle, 1));
    expect(plain).toMatchObject({
      kind: 'product',
      id: 'p-classico',
      productId: 'p-classico',
      listCents: 450,
      quantity: 2,
    });
    expect(bundled).toMatchObject({
      kind: 'bundle',
      id: 'bundle-7',
      quantity: 1,
      entries: [{ productId: 'p-patata', listCents: 490, packs: 5 }],
    });
  });

  it('keeps a line without a price as unpriced and a numeric id as no product', () => {
    const [line] = cartLinesOf([{ product: { id: 3, name: ' Pane ' }, quantity: Number.NaN }]);
    expect(line).toMatchObject({
      kind: 'product',
      productId: null,
      listCents: null,
      quantity: 0,
      name: 'Pane',
    });
  });
});

describe('priceCart (the one price of a cart line)', () => {
  it('prices plain lines at the customer price, the tier counted over all packs of a product', () => {
    // 12 + 8 = 20 packs of the classico: 4,05 € less 5 % = 3,85 € (half up) a pack.
    const items = addItem(addItem([], classico, 12), patata, 3);
    const lines = cartLinesOf(items);
    expect(packsByProduct(lines).get('p-classico')).toBe(12);
    const { lines: priced, summary } = priceCart(cartLinesOf(addItem(items, { ...classico }, 8)), {
      priceList: business,
    });
    expect(priced[0]).toMatchObject({
      unitCents: 385,
      tier: { minPacks: 20, percentOff: 5 },
      next: null,
      lineCents: 7_700,
    });
    expect(priced[1]).toMatchObject({ unitCents: 400, tier: null, lineCents: 1_200 });
    expect(summary.goodsCents).toBe(8_900);
  });

  it('prices bundle entries at the customer price without tiers, then takes the bundle discount', () => {
    // 10 packs at 4,05 € = 40,50 €; 10 % off = 4,05 €; 36,45 € a copy.
    const bundle = createBundleCartProduct([{ product: classico, quantity: 10 }], 1);
    const { lines, summary } = priceCart(cartLinesOf(addItem([], bundle, 2)), {
      priceList: business,
    });
    expect(lines[0]).toMatchObject({
      kind: 'bundle',
      unitCents: 3_645,
      discountCents: 810,
      lineCents: 7_290,
    });
    expect(summary).toMatchObject({ subtotalCents: 8_100, discountCents: 810, goodsCents: 7_290 });
  });

  it('gives an unpriced line 0 whatever the price list says', () => {
    const { lines } = priceCart(cartLinesOf([{ product: { id: 'p-patata' }, quantity: 2 }]), {
      priceList: business,
    });
    expect(lines[0]).toMatchObject({ unitCents: 0, lineCents: 0 });
  });
});
