import { describe, expect, it } from 'vitest';
import { createNodeClient } from '../../support/supabase-clients.ts';
import {
  cents,
  newCustomer,
  newProduct,
  paymentState,
  placeOrder,
  serviceClient,
  sharedStack,
} from './payment-fixtures.ts';

// The payment writes are the service role's alone: neither a visitor nor the order's own
// customer can mark an order paid, attach a session, cancel it by expiry or reset its e-mail.

const stack = sharedStack();

async function unpaidCardOrder() {
  const customer = await newCustomer(stack);
  const product = await newProduct(stack);
  const order = await placeOrder(stack, customer, {
    lines: [{ product_id: product.id, quantity: 2 }],
  });
  return { customer, order };
}

describe('payment functions', () => {
  it('cannot be called by visitors or customers', async () => {
    const { customer, order } = await unpaidCardOrder();
    const visitor = createNodeClient(stack.url, stack.anonKey);
    const calls: [string, Record<string, unknown>][] = [
      [
        'mark_order_paid',
        {
          order_id: order.id,
          session_id: 'cs_test_x',
          amount_cents: cents(order.total),
          currency: 'eur',
        },
      ],
      ['record_checkout_session', { order_id: order.id, session_id: 'cs_test_x' }],
      ['expire_checkout_session', { order_id: order.id, session_id: 'cs_test_x' }],
      ['claim_order_confirmation', { order_id: order.id }],
      ['release_order_confirmation', { order_id: order.id }],
    ];
    for (const [fn, args] of calls) {
      for (const client of [visitor, customer.client]) {
        const { error } = await client.rpc(fn, args);
        expect(error?.code, `${fn} must be refused`).toBe('42501');
      }
    }
    expect(await paymentState(stack, order.id)).toMatchObject({
      payment_status: 'pending',
      payment_reference: null,
      confirmation_sent_at: null,
    });
  });

  it('leave a customer no other way to mark their order paid', async () => {
    const { customer, order } = await unpaidCardOrder();
    await customer.client.from('orders').update({ payment_status: 'paid' }).eq('id', order.id);
    const reset = await customer.client
      .from('orders')
      .update({ confirmation_sent_at: null })
      .eq('id', order.id);
    expect(reset.error?.code).toBe('42501');
    expect((await paymentState(stack, order.id)).payment_status).toBe('pending');
  });

  it('are idempotent for the service role', async () => {
    const { order } = await unpaidCardOrder();
    const admin = serviceClient(stack);
    const args = {
      order_id: order.id,
      session_id: 'cs_test_direct',
      amount_cents: cents(order.total),
      currency: 'EUR',
    };
    expect((await admin.rpc('mark_order_paid', args)).data).toMatchObject({ outcome: 'paid' });
    expect((await admin.rpc('mark_order_paid', args)).data).toMatchObject({
      outcome: 'already_paid',
    });
    expect(
      (await admin.rpc('mark_order_paid', { ...args, session_id: 'cs_test_second' })).data,
    ).toMatchObject({ outcome: 'paid_by_another_session' });
    expect((await paymentState(stack, order.id)).payment_reference).toBe('cs_test_direct');
  });
});
