import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  cancelQueuedOrder,
  confirmNewPrices,
  outboxEntriesOf,
  queueOrder,
} from '../../../src/offline/outbox/order-outbox.ts';
import type { OutboxOrderRequest } from '../../../src/offline/outbox/order-outbox-types.ts';
import { sendOutbox } from '../../../src/offline/outbox/outbox-sender.ts';
import { supabaseOutboxTransport } from '../../../src/offline/outbox/outbox-transport.ts';
import { fetchDeliveryDatesWith, quoteOrderWith } from '../../../src/domain/orders/order-rpc.ts';
import type { OrderClient } from '../../../src/domain/orders/order-client.ts';
import {
  createCustomer,
  createTestProduct,
  serviceClient,
  type SignedIn,
  stockOf,
} from '../schema/schema-helpers.ts';

// The offline order outbox (IndexedDB through Dexie, here fake-indexeddb) sending through the
// real quote_order / place_order of the local stack: exactly one order per queued entry, and
// nothing placed at prices the buyer did not see.

const asShopClient = (client: SupabaseClient) => client as unknown as OrderClient;

async function request(
  customer: SignedIn,
  productId: string,
  packs: number,
): Promise<OutboxOrderRequest> {
  const dates = await fetchDeliveryDatesWith(asShopClient(customer.client));
  return {
    lines: [{ product_id: productId, quantity: packs }],
    deliveryDate: dates[0] ?? '',
    paymentMethod: 'cash_on_delivery',
    idempotencyKey: `chk_${randomUUID()}`,
    address: {
      recipient: 'Osteria del Borgo',
      street: 'Via Garibaldi 12',
      postal_code: '10122',
      city: 'Torino',
      province: 'TO',
    },
  };
}

async function ordersOf(userId: string): Promise<{ id: string; total: number }[]> {
  const { data, error } = await serviceClient()
    .from('orders')
    .select('id, total')
    .eq('user_id', userId);
  expect(error).toBeNull();
  return data as { id: string; total: number }[];
}

describe('the order outbox', () => {
  it('places a queued order exactly once, however often it is sent', async () => {
    const customer = await createCustomer('Ristorante offline');
    const product = await createTestProduct({ price: 5.5, stock_quantity: 30 });
    const client = asShopClient(customer.client);
    const order = await request(customer, product.id, 4);
    const quote = await quoteOrderWith(client, order.lines);

    const queued = await queueOrder(customer.id, order, quote);
    // A double tap queues nothing new.
    await queueOrder(customer.id, order, quote);
    expect((await outboxEntriesOf(customer.id)).map((entry) => entry.id)).toEqual([queued.id]);

    const transport = supabaseOutboxTransport(client);
    // Two triggers at once (the `online` event and a Background Sync) and a later one.
    await Promise.all([sendOutbox(transport), sendOutbox(transport)]);
    await sendOutbox(transport);

    const [entry] = await outboxEntriesOf(customer.id);
    expect(entry).toMatchObject({ status: 'placed', orderNumber: expect.any(String) });
    const placed = await ordersOf(customer.id);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.total).toBe(quote.total);
    expect(await stockOf(product.id)).toBe(26);
    // A placed order cannot be cancelled from the outbox any more.
    expect(await cancelQueuedOrder(queued.id)).toBe(false);
  });

  it('asks the buyer first when the price changed while offline, then places at the new price', async () => {
    const customer = await createCustomer('Ristorante prezzi cambiati');
    const product = await createTestProduct({ price: 4, stock_quantity: 30 });
    const client = asShopClient(customer.client);
    const order = await request(customer, product.id, 5);
    await queueOrder(customer.id, order, await quoteOrderWith(client, order.lines));

    const repriced = await serviceClient()
      .from('products')
      .update({ price: 4.4 })
      .eq('id', product.id);
    expect(repriced.error).toBeNull();
    const transport = supabaseOutboxTransport(client);
    await sendOutbox(transport);

    const [waiting] = await outboxEntriesOf(customer.id);
    expect(waiting?.status).toBe('needs-confirmation');
    expect(waiting?.newQuote?.subtotal).toBe(22);
    expect(await ordersOf(customer.id)).toEqual([]);

    await confirmNewPrices(waiting?.id ?? '');
    await sendOutbox(transport);
    expect((await outboxEntriesOf(customer.id))[0]?.status).toBe('placed');
    expect((await ordersOf(customer.id)).map((placed) => placed.total)).toEqual([
      waiting?.newQuote?.total,
    ]);
  });

  it('a cancelled entry is never sent, and a sold-out product is reported, not retried', async () => {
    const customer = await createCustomer('Ristorante annulla');
    const product = await createTestProduct({ price: 4, stock_quantity: 2 });
    const client = asShopClient(customer.client);
    const cancelled = await request(customer, product.id, 1);
    const tooMany = await request(customer, product.id, 5);
    await queueOrder(customer.id, cancelled, await quoteOrderWith(client, cancelled.lines));
    await queueOrder(
      customer.id,
      tooMany,
      await quoteOrderWith(client, tooMany.lines),
      Date.now() + 1,
    );

    expect(await cancelQueuedOrder(cancelled.idempotencyKey)).toBe(true);
    await sendOutbox(supabaseOutboxTransport(client));

    const entries = await outboxEntriesOf(customer.id);
    expect(entries.map((entry) => entry.id)).toEqual([tooMany.idempotencyKey]);
    expect(entries[0]).toMatchObject({
      status: 'failed',
      problem: expect.stringContaining('Disponibilità insufficiente'),
    });
    expect(await ordersOf(customer.id)).toEqual([]);
  });

  it("sends only the signed-in customer's orders", async () => {
    const owner = await createCustomer('Titolare');
    const other = await createCustomer('Altra persona');
    const product = await createTestProduct({ price: 4, stock_quantity: 10 });
    const order = await request(owner, product.id, 1);
    await queueOrder(
      owner.id,
      order,
      await quoteOrderWith(asShopClient(owner.client), order.lines),
    );

    await sendOutbox(supabaseOutboxTransport(asShopClient(other.client)));
    expect((await outboxEntriesOf(owner.id))[0]?.status).toBe('waiting');
    expect(await ordersOf(other.id)).toEqual([]);
  });
});
