import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  createCustomer,
  createTestProduct,
  expectPgError,
  placeOrder,
  type PlacedOrder,
  serviceClient,
  signInDemo,
  type SignedIn,
  stockOf,
} from './schema-helpers.ts';

// After placement: the customer may cancel within 2 hours while the order is still 'received'
// (public.cancel_order); admins move orders along received → in_preparation → shipped →
// delivered (or cancel before shipping) with plain updates guarded by a trigger.

let customer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  customer = await createCustomer('Cliente annullamenti');
  admin = await signInDemo('Amministratore');
});

async function freshOrder(packs = 3): Promise<{ order: PlacedOrder; productId: string }> {
  const product = await createTestProduct({ stock_quantity: 30 });
  const { data, error } = await placeOrder(customer.client, {
    lines: [{ product_id: product.id, quantity: packs }],
  });
  if (error || !data) throw new Error(`place_order: ${error?.message}`);
  return { order: data, productId: product.id };
}

async function statusOf(
  orderId: string,
): Promise<{ status: string; cancelled_at: string | null; paid_at: string | null }> {
  const { data } = await serviceClient()
    .from('orders')
    .select('status, cancelled_at, paid_at')
    .eq('id', orderId)
    .single();
  return data as { status: string; cancelled_at: string | null; paid_at: string | null };
}

async function timeline(
  orderId: string,
): Promise<{ from_status: string | null; to_status: string; changed_by: string | null }[]> {
  const { data } = await serviceClient()
    .from('order_status_history')
    .select('from_status, to_status, changed_by')
    .eq('order_id', orderId)
    .order('id');
  return data as { from_status: string | null; to_status: string; changed_by: string | null }[];
}

describe('cancel_order', () => {
  it("cancels the customer's own fresh order and returns the packs to stock", async () => {
    const { order, productId } = await freshOrder(3);
    expect(await stockOf(productId)).toBe(27);
    const { data, error } = await customer.client.rpc('cancel_order', { order_id: order.id });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: order.id,
      status: 'cancelled',
      cancelled_at: expect.any(String),
    });
    expect(await stockOf(productId)).toBe(30);
    expect(await timeline(order.id)).toEqual([
      { from_status: null, to_status: 'received', changed_by: customer.id },
      { from_status: 'received', to_status: 'cancelled', changed_by: customer.id },
    ]);
    const notes = await admin.client
      .from('admin_notifications')
      .select('type')
      .eq('payload->>order_id', order.id);
    expect((notes.data ?? []).map((note: { type: string }) => note.type).sort()).toEqual([
      'new_order',
      'order_cancelled',
    ]);
  });

  it('does not let anyone else cancel it', async () => {
    const { order, productId } = await freshOrder();
    const stranger = await createCustomer('Estraneo');
    const { error } = await stranger.client.rpc('cancel_order', { order_id: order.id });
    expectPgError(error, 'P0001', 'order_not_found');
    const byAnon = await anonClient().rpc('cancel_order', { order_id: order.id });
    expectPgError(byAnon.error, '42501');
    expect((await statusOf(order.id)).status).toBe('received');
    expect(await stockOf(productId)).toBe(27);
  });

  it('cancels only once', async () => {
    const { order, productId } = await freshOrder();
    expect((await customer.client.rpc('cancel_order', { order_id: order.id })).error).toBeNull();
    const again = await customer.client.rpc('cancel_order', { order_id: order.id });
    expectPgError(again.error, 'P0001', 'order_not_cancellable');
    expect(await stockOf(productId)).toBe(30);
  });

  it('refuses once the bakery has started preparing the order', async () => {
    const { order } = await freshOrder();
    expect(
      (await admin.client.from('orders').update({ status: 'in_preparation' }).eq('id', order.id))
        .error,
    ).toBeNull();
    const { error } = await customer.client.rpc('cancel_order', { order_id: order.id });
    expectPgError(error, 'P0001', 'order_not_cancellable');
  });

  it('refuses after two hours', async () => {
    const { order, productId } = await freshOrder();
    // Only the service role can move created_at: pretend the order is 2 hours and 1 minute old.
    const backdated = await serviceClient()
      .from('orders')
      .update({ created_at: new Date(Date.now() - 121 * 60_000).toISOString() })
      .eq('id', order.id);
    expect(backdated.error).toBeNull();
    const { error } = await customer.client.rpc('cancel_order', { order_id: order.id });
    expectPgError(error, 'P0001', 'cancellation_window_expired');
    expect((await statusOf(order.id)).status).toBe('received');
    expect(await stockOf(productId)).toBe(27);
  });
});

describe('admin status changes', () => {
  it('follow received → in_preparation → shipped → delivered, recorded in the timeline', async () => {
    const { order } = await freshOrder();
    for (const status of ['in_preparation', 'shipped', 'delivered']) {
      const { error } = await admin.client.from('orders').update({ status }).eq('id', order.id);
      expect(error).toBeNull();
    }
    expect((await statusOf(order.id)).status).toBe('delivered');
    expect(await timeline(order.id)).toEqual([
      { from_status: null, to_status: 'received', changed_by: customer.id },
      { from_status: 'received', to_status: 'in_preparation', changed_by: admin.id },
      { from_status: 'in_preparation', to_status: 'shipped', changed_by: admin.id },
      { from_status: 'shipped', to_status: 'delivered', changed_by: admin.id },
    ]);
    const late = await admin.client
      .from('orders')
      .update({ status: 'cancelled' })
      .eq('id', order.id);
    expectPgError(late.error, 'P0001', 'invalid_status_transition');
  });

  it('cannot skip steps or go back', async () => {
    const { order } = await freshOrder();
    const skip = await admin.client
      .from('orders')
      .update({ status: 'delivered' })
      .eq('id', order.id);
    expectPgError(skip.error, 'P0001', 'invalid_status_transition');
    expect(skip.status).toBe(400);
    await admin.client.from('orders').update({ status: 'in_preparation' }).eq('id', order.id);
    const back = await admin.client
      .from('orders')
      .update({ status: 'received' })
      .eq('id', order.id);
    expectPgError(back.error, 'P0001', 'invalid_status_transition');
    const unknown = await admin.client.from('orders').update({ status: 'lost' }).eq('id', order.id);
    expectPgError(unknown.error, 'P0001', 'invalid_status_transition');
  });

  it('may cancel an order in preparation, which restocks it', async () => {
    const { order, productId } = await freshOrder(5);
    await admin.client.from('orders').update({ status: 'in_preparation' }).eq('id', order.id);
    expect(
      (await admin.client.from('orders').update({ status: 'cancelled' }).eq('id', order.id)).error,
    ).toBeNull();
    expect(await statusOf(order.id)).toMatchObject({
      status: 'cancelled',
      cancelled_at: expect.any(String),
    });
    expect(await stockOf(productId)).toBe(30);
  });

  it('moves payments pending → paid → refunded and stamps paid_at, whoever writes', async () => {
    const { order } = await freshOrder();
    // Admins record payments through record_payment (issue 21), never with a plain update.
    const byAdmin = await admin.client
      .from('orders')
      .update({ payment_status: 'paid' })
      .eq('id', order.id);
    expectPgError(byAdmin.error, '42501');
    // The transition trigger guards even the service role (the payment functions' writes).
    const paid = await serviceClient()
      .from('orders')
      .update({ payment_status: 'paid', payment_reference: 'cs_test_123' })
      .eq('id', order.id);
    expect(paid.error).toBeNull();
    expect((await statusOf(order.id)).paid_at).toEqual(expect.any(String));
    const backToPending = await serviceClient()
      .from('orders')
      .update({ payment_status: 'pending' })
      .eq('id', order.id);
    expectPgError(backToPending.error, 'P0001', 'invalid_payment_transition');
    expect(
      (
        await serviceClient()
          .from('orders')
          .update({ payment_status: 'refunded' })
          .eq('id', order.id)
      ).error,
    ).toBeNull();
  });

  it('cannot touch the amounts, even with the service role', async () => {
    const { order } = await freshOrder();
    const byAdmin = await admin.client.from('orders').update({ total: 0.01 }).eq('id', order.id);
    expectPgError(byAdmin.error, '42501');
    const byService = await serviceClient()
      .from('orders')
      .update({ subtotal: 0, total: 7.9 })
      .eq('id', order.id);
    expectPgError(byService.error, 'P0001', 'order_amounts_immutable');
  });
});
