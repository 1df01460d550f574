import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createTestProduct,
  expectPgError,
  placeOrder,
  type ProductRow,
  quoteOrder,
  signInDemo,
  type SignedIn,
  stockOf,
  totalsOf,
} from './schema-helpers.ts';

// public.place_order: server-side prices, atomic stock, idempotency. Every test uses products
// it created, so stock changes never collide with other files.

let customer: SignedIn;
let classic: ProductRow; // €4.50 a pack
let potato: ProductRow; // €4.90
let brioche: ProductRow; // €5.90

// A customer per test: each holds at most 3 unpaid card orders at once (issue 21).
beforeEach(async () => {
  customer = await createCustomer('Cliente ordini');
});

beforeAll(async () => {
  [classic, potato, brioche] = await Promise.all([
    createTestProduct({ price: 4.5, stock_quantity: 1000 }),
    createTestProduct({ price: 4.9, stock_quantity: 1000 }),
    createTestProduct({ price: 5.9, stock_quantity: 1000 }),
  ]);
});

describe('place_order', () => {
  it('places a priced order, decrements stock and starts the timeline', async () => {
    const product = await createTestProduct({ price: 4.5, stock_quantity: 40 });
    const lines = [
      { product_id: product.id, quantity: 2 },
      {
        bundle: [{ product_id: product.id, quantity: 5 }],
        quantity: 1,
        id: 'bundle-1763400000000',
      },
    ];
    const { data, error } = await placeOrder(customer.client, {
      lines,
      notes: '  Suonare due volte  ',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      status: 'received',
      payment_method: 'card',
      payment_status: 'pending',
      subtotal: 31.5,
      discount: 2.25,
      shipping: 7.9,
      total: 37.15,
      notes: 'Suonare due volte',
      replayed: false,
      delivery_address: {
        recipient: 'Mario Bianchi',
        postal_code: '10122',
        province: 'TO',
        label: 'Consegna',
      },
    });
    expect(data?.order_number).toMatch(/^BDB-\d{4}-\d{6}$/);
    expect(data?.items).toEqual([
      expect.objectContaining({
        product_id: product.id,
        quantity: 2,
        unit_price: 4.5,
        line_total: 9,
        bundle_id: null,
      }),
      expect.objectContaining({
        product_id: product.id,
        quantity: 5,
        line_total: 22.5,
        bundle_id: 'bundle-1763400000000',
        bundle_label: 'Bundle personalizzato (5 pacchi)',
      }),
    ]);
    expect(await stockOf(product.id)).toBe(33);

    const timeline = await customer.client
      .from('order_status_history')
      .select('from_status, to_status')
      .eq('order_id', data?.id ?? '');
    expect(timeline.data).toEqual([{ from_status: null, to_status: 'received' }]);
    const ownOrders = await customer.client
      .from('orders')
      .select('id, total')
      .eq('id', data?.id ?? '');
    expect(ownOrders.data).toEqual([{ id: data?.id, total: 37.15 }]);
  });

  it('tells the admins about the new order', async () => {
    const { data } = await placeOrder(customer.client, {
      lines: [{ product_id: classic.id, quantity: 1 }],
    });
    const admin = await signInDemo('Amministratore');
    const notes = await admin.client
      .from('admin_notifications')
      .select('type, title, payload')
      .eq('payload->>order_id', data?.id ?? '');
    expect(notes.data).toEqual([
      expect.objectContaining({ type: 'new_order', title: `Nuovo ordine ${data?.order_number}` }),
    ]);
  });

  it('ignores prices and totals sent by the client', async () => {
    const { data, error } = await placeOrder(customer.client, {
      lines: [
        { product_id: classic.id, quantity: 2, price: 0.01, unit_price: 0.01, line_total: 0.02 },
        {
          bundle: [{ product_id: potato.id, quantity: 5, price: 0 }],
          quantity: 1,
          price: 0,
          discount: 99,
        },
      ],
    });
    expect(error).toBeNull();
    expect(totalsOf(data as NonNullable<typeof data>)).toEqual({
      subtotal: 33.5,
      discount: 2.45,
      shipping: 7.9,
      total: 38.95,
    });
  });

  it('gives the same totals as quote_order', async () => {
    const lines = [
      { product_id: brioche.id, quantity: 3 },
      {
        bundle: [
          { product_id: classic.id, quantity: 4 },
          { product_id: potato.id, quantity: 3 },
        ],
        quantity: 1,
      },
    ];
    const quoted = await quoteOrder(lines);
    const { data } = await placeOrder(customer.client, { lines });
    expect(totalsOf(data as NonNullable<typeof data>)).toEqual(totalsOf(quoted));
    expect(quoted.shortages).toEqual([]);
  });

  it('refuses an order when a product lacks stock, and writes nothing', async () => {
    const scarce = await createTestProduct({ stock_quantity: 3 });
    const plenty = await createTestProduct({ stock_quantity: 50 });
    const key = `stock-${randomUUID()}`;
    // 2 packs as a line plus 2 in a bundle: 4 > 3, counted across lines.
    const lines = [
      { product_id: plenty.id, quantity: 5 },
      { product_id: scarce.id, quantity: 2 },
      { bundle: [{ product_id: scarce.id, quantity: 2 }], quantity: 1 },
    ];
    const { data, error } = await placeOrder(customer.client, { lines, idempotency_key: key });
    expect(data).toBeNull();
    expectPgError(error, 'P0001', 'insufficient_stock');
    expect(JSON.parse(error?.details ?? '[]')).toEqual([
      expect.objectContaining({ product_id: scarce.id, requested: 4, available: 3 }),
    ]);
    expect(await stockOf(scarce.id)).toBe(3);
    expect(await stockOf(plenty.id)).toBe(50);
    const written = await customer.client.from('orders').select('id').eq('idempotency_key', key);
    expect(written.data).toEqual([]);
    // quote_order shows the same shortage without refusing.
    expect((await quoteOrder(lines)).shortages).toEqual([
      expect.objectContaining({ product_id: scarce.id, requested: 4, available: 3 }),
    ]);
  });

  it('sells the last packs exactly once', async () => {
    const lastPacks = await createTestProduct({ stock_quantity: 2 });
    const first = await placeOrder(customer.client, {
      lines: [{ product_id: lastPacks.id, quantity: 2 }],
    });
    expect(first.error).toBeNull();
    const second = await placeOrder(customer.client, {
      lines: [{ product_id: lastPacks.id, quantity: 1 }],
    });
    expectPgError(second.error, 'P0001', 'insufficient_stock');
    expect(await stockOf(lastPacks.id)).toBe(0);
  });
});

describe('idempotency', () => {
  it('returns the first order for a repeated key and decrements stock once', async () => {
    const product = await createTestProduct({ stock_quantity: 20 });
    const key = `retry-${randomUUID()}`;
    const lines = [{ product_id: product.id, quantity: 3 }];
    const first = await placeOrder(customer.client, { lines, idempotency_key: key });
    const second = await placeOrder(customer.client, { lines, idempotency_key: key });
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    expect(second.data?.id).toBe(first.data?.id);
    expect(second.data?.order_number).toBe(first.data?.order_number);
    expect(second.data?.replayed).toBe(true);
    expect(await stockOf(product.id)).toBe(17);
    const orders = await customer.client.from('orders').select('id').eq('idempotency_key', key);
    expect(orders.data).toHaveLength(1);
  });

  it('places one order when two requests with one key race', async () => {
    const product = await createTestProduct({ stock_quantity: 20 });
    const key = `race-${randomUUID()}`;
    const lines = [{ product_id: product.id, quantity: 4 }];
    const [a, b] = await Promise.all([
      placeOrder(customer.client, { lines, idempotency_key: key }),
      placeOrder(customer.client, { lines, idempotency_key: key }),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data?.id).toBe(b.data?.id);
    expect(await stockOf(product.id)).toBe(16);
  });

  it('keeps keys per customer', async () => {
    const other = await createCustomer('Altro cliente');
    const key = `shared-${randomUUID()}`;
    const lines = [{ product_id: classic.id, quantity: 1 }];
    const mine = await placeOrder(customer.client, { lines, idempotency_key: key });
    const theirs = await placeOrder(other.client, { lines, idempotency_key: key });
    expect(mine.data?.id).toBeDefined();
    expect(theirs.data?.id).toBeDefined();
    expect(theirs.data?.id).not.toBe(mine.data?.id);
  });

  it('requires a well-formed key', async () => {
    for (const key of ['', 'short', 'x'.repeat(101), 'spazi non ammessi']) {
      const { error } = await placeOrder(customer.client, {
        lines: [{ product_id: classic.id, quantity: 1 }],
        idempotency_key: key,
      });
      expectPgError(error, 'P0001', 'invalid_idempotency_key');
    }
  });
});
