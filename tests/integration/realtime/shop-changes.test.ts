import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uniqueEmail } from '../../support/supabase-clients.ts';
import {
  createCustomer,
  createTestProduct,
  placeOrder,
  type PlacedOrder,
  serviceClient,
  signInDemo,
  type SignedIn,
} from '../schema/schema-helpers.ts';
import { byRecordId, flush, realtimeClient, type Row, subscribe } from './realtime-helpers.ts';

// The admin console and the customers' order pages over the shop's real schema: orders and
// admin_notifications are in publication supabase_realtime (migration *_realtime.sql) and every
// change reaches only subscribers whose RLS lets them read the row.

const stackUrl = inject('stackUrl');
const anonKey = inject('anonKey');

let admin: SignedIn;
let customer: SignedIn;
let otherCustomer: SignedIn;
let productId: string;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  [admin, customer, otherCustomer] = await Promise.all([
    signInDemo('Amministratore'),
    createCustomer('Cliente in tempo reale'),
    createCustomer('Altro cliente'),
  ]);
  clients.push(admin.client, customer.client, otherCustomer.client);
  productId = (await createTestProduct({ stock_quantity: 500 })).id;
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
});

async function orderFor(who: SignedIn): Promise<PlacedOrder> {
  const { data, error } = await placeOrder(who.client, {
    lines: [{ product_id: productId, quantity: 2 }],
  });
  if (error || !data) throw new Error(`place_order: ${error?.message}`);
  return data;
}

async function moveOrder(orderId: string, status: string): Promise<void> {
  const { error } = await admin.client.from('orders').update({ status }).eq('id', orderId);
  if (error) throw new Error(`status ${status}: ${error.message}`);
}

describe('the admin console', () => {
  it('sees a new registration as it is announced', async () => {
    const watch = await subscribe(admin.client, [
      { event: 'INSERT', schema: 'public', table: 'admin_notifications' },
    ]);
    expect(await watch.system.waitFor(() => true, 'the readiness message')).toEqual({
      channel: expect.any(String),
      extension: 'postgres_changes',
      message: 'Subscribed to PostgreSQL',
      status: 'ok',
    });

    const email = uniqueEmail('realtime');
    const created = await serviceClient().auth.admin.createUser({
      email,
      password: 'Realtime-Bun-2026',
      email_confirm: true,
      user_metadata: { name: 'Nadia Realtime' },
    });
    const userId = created.data.user?.id;
    const announced = await realtimeClient(stackUrl, anonKey).functions.invoke(
      'admin-notifications',
      { body: { type: 'new_user', userData: { id: userId, name: 'Nadia Realtime', email } } },
    );
    expect(announced.error).toBeNull();

    const change = await watch.changes.waitFor(
      (c) => ((c.new as Row).payload as Row | undefined)?.user_id === userId,
      'the new_user notification',
    );
    expect(change).toMatchObject({
      schema: 'public',
      table: 'admin_notifications',
      eventType: 'INSERT',
      errors: null,
      old: {},
      new: { type: 'new_user', read_at: null, payload: { user_id: userId, email } },
    });
    expect(change.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((change.new as Row).created_at).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+\+00:00$/);
  });

  it('sees a new order, its notification and its status changes on one channel', async () => {
    const watch = await subscribe(admin.client, [
      { event: '*', schema: 'public', table: 'orders' },
      { event: 'INSERT', schema: 'public', table: 'admin_notifications' },
    ]);
    const order = await orderFor(customer);

    const placed = await watch.changes.waitFor(byRecordId(order.id), 'the new order');
    expect(placed).toMatchObject({ binding: 0, eventType: 'INSERT', table: 'orders' });
    // Values arrive converted by column type: numeric → number, jsonb → object.
    expect(placed.new).toMatchObject({
      id: order.id,
      user_id: customer.id,
      status: 'received',
      total: order.total,
      delivery_address: order.delivery_address,
      invoice_data: null,
    });
    const notice = await watch.changes.waitFor(
      (c) => ((c.new as Row).payload as Row | undefined)?.order_id === order.id,
      'the new_order notification',
    );
    expect(notice).toMatchObject({ binding: 1, table: 'admin_notifications' });
    expect((notice.new as Row).type).toBe('new_order');

    await moveOrder(order.id, 'in_preparation');
    const moved = await watch.changes.waitFor(
      (c) => c.eventType === 'UPDATE' && (c.new as Row).id === order.id,
      'the status change',
    );
    expect(moved).toMatchObject({ binding: 0, new: { status: 'in_preparation' } });
    // Without REPLICA IDENTITY FULL the old row is its primary key, as over replication.
    expect(moved.old).toEqual({ id: order.id });
  });
});

describe("customers' order pages", () => {
  it('follow their own order and never see another customer’s', async () => {
    const mine = await subscribe(customer.client, [
      { event: 'UPDATE', schema: 'public', table: 'orders' },
    ]);
    const theirs = await subscribe(otherCustomer.client, [
      { event: 'UPDATE', schema: 'public', table: 'orders' },
    ]);
    const myOrder = await orderFor(customer);
    const theirOrder = await orderFor(otherCustomer);

    await moveOrder(myOrder.id, 'in_preparation');
    await moveOrder(theirOrder.id, 'in_preparation');

    await mine.changes.waitFor(byRecordId(myOrder.id), 'my status change');
    // Changes are delivered in commit order: once theirs arrived, mine was decided before it.
    await theirs.changes.waitFor(byRecordId(theirOrder.id), 'their status change');
    await flush(customer.client);
    expect(mine.changes.items.map((c) => (c.new as Row).id)).toEqual([myOrder.id]);
    expect(theirs.changes.items.map((c) => (c.new as Row).id)).toEqual([theirOrder.id]);
  });

  it('receive only what the filters ask for', async () => {
    const order = await orderFor(customer);
    const watch = await subscribe(customer.client, [
      { event: 'UPDATE', schema: 'public', table: 'orders', filter: `id=eq.${order.id}` },
      { event: 'UPDATE', schema: 'public', table: 'orders', filter: 'status=eq.shipped' },
      {
        event: 'UPDATE',
        schema: 'public',
        table: 'orders',
        filter: 'status=in.(cancelled,delivered)',
      },
      { event: 'UPDATE', schema: 'public', table: 'orders', filter: 'status=neq.in_preparation' },
      { event: 'UPDATE', schema: 'public', table: 'orders', filter: 'total=gt.100000' },
      {
        event: 'UPDATE',
        schema: 'public',
        table: 'orders',
        filter: `cancelled_at=is.null,order_number=like.BDB-%,id=eq.${order.id}`,
      },
      { event: '*', schema: 'public', table: 'orders', filter: `status=not.in.(received)` },
    ]);
    for (const status of ['in_preparation', 'shipped', 'delivered']) {
      await moveOrder(order.id, status);
    }
    await watch.changes.waitFor(
      (c) => c.binding === 0 && (c.new as Row).status === 'delivered',
      'the last update',
    );
    await flush(customer.client);

    const statusesOf = (binding: number) =>
      watch.changes.items
        .filter((c) => c.binding === binding && (c.new as Row).id === order.id)
        .map((c) => (c.new as Row).status);
    expect(statusesOf(0)).toEqual(['in_preparation', 'shipped', 'delivered']);
    expect(statusesOf(1)).toEqual(['shipped']);
    expect(statusesOf(2)).toEqual(['delivered']);
    expect(statusesOf(3)).toEqual(['shipped', 'delivered']);
    expect(statusesOf(4)).toEqual([]);
    expect(statusesOf(5)).toEqual(['in_preparation', 'shipped', 'delivered']);
    expect(statusesOf(6)).toEqual(['in_preparation', 'shipped', 'delivered']);
  });
});

describe('row level security', () => {
  it('gives anon nothing from orders or admin notifications', async () => {
    const anon = realtimeClient(stackUrl, anonKey);
    clients.push(anon);
    const anonWatch = await subscribe(anon, [
      { event: '*', schema: 'public', table: 'orders' },
      { event: '*', schema: 'public', table: 'admin_notifications' },
    ]);
    await anonWatch.system.waitFor((m) => m.status === 'ok', 'the readiness message');
    const adminWatch = await subscribe(admin.client, [
      { event: 'INSERT', schema: 'public', table: 'admin_notifications' },
    ]);

    const order = await orderFor(customer);
    await adminWatch.changes.waitFor(
      (c) => ((c.new as Row).payload as Row | undefined)?.order_id === order.id,
      'the admin’s copy',
    );
    await flush(anon);
    expect(anonWatch.changes.items).toEqual([]);
  });

  it('sends a DELETE (primary key only) to those who could read the row', async () => {
    const { data: note } = await serviceClient()
      .from('admin_notifications')
      .insert({ type: 'contact_message', title: 'Da cancellare', payload: { test: 'delete' } })
      .select('id')
      .single();
    const noteId = (note as { id: string }).id;
    const adminWatch = await subscribe(admin.client, [
      { event: 'DELETE', schema: 'public', table: 'admin_notifications' },
      { event: '*', schema: 'public', table: 'admin_notifications', filter: `id=eq.${noteId}` },
    ]);
    const customerWatch = await subscribe(customer.client, [
      { event: '*', schema: 'public', table: 'admin_notifications' },
    ]);

    const { error } = await admin.client.from('admin_notifications').delete().eq('id', noteId);
    expect(error).toBeNull();

    // The service role's INSERT above may still be on its way to the stack when the admin
    // subscribes (hosted Realtime reads the WAL just as late), so wait for the DELETE itself.
    const deleted = await adminWatch.changes.waitFor(
      (c) => c.eventType === 'DELETE' && byRecordId(noteId)(c),
      'the deletion',
    );
    expect(deleted).toMatchObject({ eventType: 'DELETE', new: {}, old: { id: noteId } });
    // RLS is on: the old row is reduced to its primary key, as hosted Realtime does.
    expect(Object.keys(deleted.old)).toEqual(['id']);
    await adminWatch.changes.waitFor(
      (c) => c.binding === 1 && c.eventType === 'DELETE',
      'the filtered wildcard binding',
    );
    await flush(customer.client);
    expect(customerWatch.changes.items).toEqual([]);
  });
});
