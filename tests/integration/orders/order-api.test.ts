import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/lib/api-error.ts';
import type { OrderClient } from '../../../src/domain/orders/order-client.ts';
import {
  fetchOrderByNumberWith,
  fetchOrderByReferenceWith,
  fetchOrdersPageWith,
} from '../../../src/domain/orders/order-read.ts';
import {
  cancelOrderWith,
  fetchDeliveryDatesWith,
  type PlaceOrderInput,
  placeOrderWith,
  quoteOrderWith,
} from '../../../src/domain/orders/order-rpc.ts';
import {
  createCustomer,
  createTestProduct,
  serviceClient,
  type SignedIn,
  stockOf,
} from '../schema/schema-helpers.ts';
import { becomeBusiness } from '../../support/business-accounts.ts';

// The order API the checkout, the orders pages and the offline outbox share, against the real
// RPCs and row level security: what the browser code relies on, through the same functions.

const asOrderClient = (client: SupabaseClient) => client as unknown as OrderClient;

/** placeOrderWith for a customer who places directly (no approval above a limit). */
async function placeOrderOf(client: OrderClient, input: PlaceOrderInput) {
  const outcome = await placeOrderWith(client, input);
  if (outcome.kind !== 'order') throw new Error('expected an order, got an approval request');
  return { ...outcome.order, replayed: outcome.replayed };
}

let customer: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  customer = await createCustomer('Cliente API ordini');
  stranger = await createCustomer('Estraneo API ordini');
  // A restaurant: its orders paid on delivery are credit, not capped like a private buyer's
  // (issue 36).
  await becomeBusiness(customer.client, serviceClient());
});

async function orderInput(productId: string, packs: number): Promise<PlaceOrderInput> {
  const dates = await fetchDeliveryDatesWith(asOrderClient(customer.client));
  return {
    lines: [{ product_id: productId, quantity: packs }],
    deliveryDate: dates[1] ?? '',
    paymentMethod: 'cash_on_delivery',
    idempotencyKey: `chk_${randomUUID()}`,
    address: {
      recipient: 'Mario Bianchi',
      street: 'Via Garibaldi 12',
      postal_code: '10122',
      city: 'Torino',
      province: 'TO',
      phone: null,
    },
    notes: 'Citofono Bottega',
  };
}

describe('placing through the shared API', () => {
  it('offers two delivery days, places the order at the quoted price, once per key', async () => {
    const product = await createTestProduct({ price: 6.2, stock_quantity: 20 });
    const client = asOrderClient(customer.client);
    expect(await fetchDeliveryDatesWith(client)).toHaveLength(2);

    const quote = await quoteOrderWith(client, [{ product_id: product.id, quantity: 3 }]);
    expect(quote.subtotal).toBe(18.6);
    expect(quote.shortages).toEqual([]);

    const input = await orderInput(product.id, 3);
    const first = await placeOrderOf(client, input);
    expect(first).toMatchObject({
      status: 'received',
      payment_method: 'cash_on_delivery',
      total: quote.total,
      delivery_date: input.deliveryDate,
      notes: 'Citofono Bottega',
      replayed: false,
    });
    expect(first.items).toEqual([
      expect.objectContaining({ product_id: product.id, quantity: 3, unit_price: 6.2 }),
    ]);

    // A double tap or a retry after a lost answer: the same order, stock taken once.
    const again = await placeOrderOf(client, input);
    expect(again.id).toBe(first.id);
    expect(again.replayed).toBe(true);
    expect(await stockOf(product.id)).toBe(17);
  });

  it('reports a refusal with the stable code and the Italian hint', async () => {
    const product = await createTestProduct({ stock_quantity: 2 });
    const failure = await placeOrderOf(
      asOrderClient(customer.client),
      await orderInput(product.id, 5),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      message: 'insufficient_stock',
      hint: 'Alcuni prodotti non sono disponibili nella quantità richiesta.',
    });
    expect(await stockOf(product.id)).toBe(2);
  });
});

describe('reading and cancelling orders', () => {
  it('shows customers their own orders with lines and timeline, and nobody else’s', async () => {
    const product = await createTestProduct({ stock_quantity: 20 });
    const placed = await placeOrderOf(
      asOrderClient(customer.client),
      await orderInput(product.id, 2),
    );
    // As the Stripe function would, so the success page can find the order by session id.
    const sessionId = `cs_test_${randomUUID().replaceAll('-', '')}`;
    const { error } = await serviceClient()
      .from('orders')
      .update({ payment_reference: sessionId })
      .eq('id', placed.id);
    expect(error).toBeNull();

    const mine = asOrderClient(customer.client);
    const list = (await fetchOrdersPageWith(mine, [customer.id])).orders;
    expect(list.map((order) => order.order_number)).toContain(placed.order_number);
    const detail = await fetchOrderByNumberWith(mine, [customer.id], placed.order_number);
    expect(detail?.items.map((item) => item.product_id)).toEqual([product.id]);
    expect(detail?.history.map((change) => change.to_status)).toEqual(['received']);
    expect(detail?.delivery_address).toMatchObject({ city: 'Torino', province: 'TO' });
    expect((await fetchOrderByReferenceWith(mine, [customer.id], sessionId))?.id).toBe(placed.id);
    expect((await fetchOrderByReferenceWith(mine, [customer.id], placed.order_number))?.id).toBe(
      placed.id,
    );

    const theirs = asOrderClient(stranger.client);
    expect(await fetchOrdersPageWith(theirs, [stranger.id])).toEqual({ orders: [], next: null });
    // Even asking with the owner's id: row level security hides the row.
    expect(await fetchOrderByNumberWith(theirs, [customer.id], placed.order_number)).toBeNull();
    expect(await fetchOrderByReferenceWith(theirs, [customer.id], sessionId)).toBeNull();
  });

  it('lets only the owner cancel, and the timeline says so', async () => {
    const product = await createTestProduct({ stock_quantity: 20 });
    const placed = await placeOrderOf(
      asOrderClient(customer.client),
      await orderInput(product.id, 4),
    );
    const refused = await cancelOrderWith(asOrderClient(stranger.client), placed.id).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ message: 'order_not_found', hint: 'Ordine non trovato.' });

    const cancelled = await cancelOrderWith(asOrderClient(customer.client), placed.id);
    expect(cancelled.status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(20);
    const detail = await fetchOrderByNumberWith(
      asOrderClient(customer.client),
      [customer.id],
      placed.order_number,
    );
    expect(detail?.history.map((change) => change.to_status)).toEqual(['received', 'cancelled']);
    expect(detail?.cancelled_at).not.toBeNull();
  });
});
