import { beforeAll, describe, expect, it } from 'vitest';
import { createBundleCartProduct } from '../../../src/domain/cart/bundle-item.ts';
import { cartLinesOf } from '../../../src/domain/cart/cart-line.ts';
import { addItem } from '../../../src/domain/cart/cart-rules.ts';
import type { CartItem } from '../../../src/domain/cart/cart-store.ts';
import { type ShippingRules, shippingRulesFrom } from '../../../src/domain/cart/cart-summary.ts';
import { quoteDifferences } from '../../../src/offline/outbox/quote-differences.ts';
import type { OrderClient } from '../../../src/domain/orders/order-client.ts';
import { cartToOrderLines } from '../../../src/domain/orders/order-lines.ts';
import type { OrderQuote } from '../../../src/domain/orders/order-schemas.ts';
import { offlineQuote } from '../../../src/domain/orders/offline-quote.ts';
import { quoteOrderWith } from '../../../src/domain/orders/order-rpc.ts';
import {
  createCustomer,
  createTestProduct,
  serviceClient,
  type SignedIn,
  signInDemo,
} from '../schema/schema-helpers.ts';
import { priceListFromRows } from '../../../src/domain/pricing/price-list.ts';

// The checkout priced on the device when offline must say what `quote_order` will say for the
// same cart, or every order queued offline would ask its buyer to confirm for nothing.

let customer: SignedIn;
let rules: ShippingRules;

beforeAll(async () => {
  customer = await createCustomer('Cliente preventivo offline');
  const { data, error } = await serviceClient()
    .from('shop_settings')
    .select('shipping_fee, free_shipping_threshold')
    .single();
  if (error) throw new Error(error.message);
  rules = shippingRulesFrom(data as { shipping_fee: number; free_shipping_threshold: number });
});

async function compare(items: readonly CartItem[]) {
  const server = await quoteOrderWith(
    customer.client as unknown as OrderClient,
    cartToOrderLines(cartLinesOf(items)),
  );
  return { server, device: offlineQuote(cartLinesOf(items), rules) };
}

const totals = ({ subtotal, discount, shipping, total }: OrderQuote) => ({
  subtotal,
  discount,
  shipping,
  total,
});

describe('the offline quote', () => {
  it('matches the server for plain lines under and over the free-shipping threshold', async () => {
    const sesamo = await createTestProduct({ price: 4.35 });
    const segale = await createTestProduct({ price: 5.15 });
    for (const packs of [1, 7, 30]) {
      const items = addItem(addItem([], sesamo, packs), segale, 2);
      const { server, device } = await compare(items);
      expect(quoteDifferences(device, server)).toEqual([]);
      expect(device).toMatchObject({
        subtotal: server.subtotal,
        discount: server.discount,
        shipping: server.shipping,
        total: server.total,
      });
    }
  });

  it('matches the server for bundles, whose discount is rounded per copy', async () => {
    const sesamo = await createTestProduct({ price: 4.35 });
    const segale = await createTestProduct({ price: 5.15 });
    // 7 packs: 5 discounted on an average of odd cents; 11 packs: 10 discounted.
    const small = createBundleCartProduct(
      [
        { product: sesamo, quantity: 4 },
        { product: segale, quantity: 3 },
      ],
      1_700_000_000_001,
    );
    const large = createBundleCartProduct([{ product: segale, quantity: 11 }], 1_700_000_000_002);
    const items = addItem(addItem(addItem([], small, 3), large, 1), sesamo, 1);
    const { server, device } = await compare(items);
    expect(quoteDifferences(device, server)).toEqual([]);
    expect(device.discount).toBeGreaterThan(0);
    expect(device.discount).toBe(server.discount);
  });

  it('matches the server for a business price list and tiers, read as the customer reads it', async () => {
    const sesamo = await createTestProduct({ price: 4.35 });
    const segale = await createTestProduct({ price: 5.15 });
    const restaurant = await createCustomer('Ristorante preventivo offline');
    const admin = await signInDemo('Amministratore');
    const saved = await admin.client.rpc('admin_save_price_list', {
      p_customer_id: restaurant.id,
      p_prices: [
        { product_id: sesamo.id, percent_off: 7 },
        { product_id: segale.id, unit_price: 4.99 },
      ],
      p_tiers: [
        { min_packs: 20, percent_off: 5 },
        { min_packs: 50, percent_off: 12 },
      ],
    });
    expect(saved.error).toBeNull();
    // What the device keeps: the customer's own rows, read through RLS.
    const [prices, tiers] = await Promise.all([
      restaurant.client.from('customer_prices').select('product_id, unit_price, percent_off'),
      restaurant.client.from('customer_price_tiers').select('min_packs, percent_off'),
    ]);
    const priceList = priceListFromRows({
      prices: prices.data as never,
      tiers: tiers.data as never,
    });
    const bundle = createBundleCartProduct(
      [
        { product: sesamo, quantity: 4 },
        { product: segale, quantity: 3 },
      ],
      1_700_000_000_003,
    );
    for (const packs of [3, 19, 20, 21, 49, 50]) {
      const items = addItem(addItem(addItem([], sesamo, packs), segale, 2), bundle, 2);
      const server = await quoteOrderWith(
        restaurant.client as unknown as OrderClient,
        cartToOrderLines(cartLinesOf(items)),
      );
      const device = offlineQuote(cartLinesOf(items), rules, priceList);
      expect(quoteDifferences(device, server)).toEqual([]);
      expect(device).toMatchObject(totals(server));
    }
  });
});
