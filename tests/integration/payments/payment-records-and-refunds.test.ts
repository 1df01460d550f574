import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../supabase/local/demo-accounts.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { createNodeClient, outboxFor } from '../../support/supabase-clients.ts';
import { testAuthOverrides } from '../../support/test-stack-options.ts';
import { startFixtureStack } from '../storage/fixture-stack.ts';
import {
  newBusinessCustomer,
  type Customer,
  invoke,
  newCustomer,
  newProduct,
  payOnTestPage,
  placeOrder,
  serviceClient,
  type StackHandle,
} from './payment-fixtures.ts';
import { signInAsAdmin } from '../../support/admin-sign-in.ts';

// Who records money and how it goes back (issue 21): only admins record a bank transfer or
// cash, through record_payment; a paid card order that is cancelled is refunded through the
// Stripe stand-in by order-follow-up; payment_status only moves along its transitions; the
// customer is e-mailed about the cancellation, the refund, the shipment and an expired payment.

let stack: RunningStack;
let handle: StackHandle;
let admin: SupabaseClient;
let adminId: string;

const adminAccount = demoAccounts[0]!;

beforeAll(async () => {
  stack = await startFixtureStack({ auth: testAuthOverrides });
  handle = stack;
  admin = createNodeClient(stack.url, stack.anonKey);
  adminId = (await signInAsAdmin(admin, adminAccount)).userId;
  const settings = await serviceClient(handle)
    .from('shop_settings')
    .update({ iban: 'IT60X0542811101000000123456', satispay_enabled: true })
    .eq('id', true);
  if (settings.error) throw new Error(settings.error.message);
});
afterAll(async () => {
  await stack?.stop();
});

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

function businessCustomer(): Promise<Customer> {
  return newBusinessCustomer(handle, 'Osteria Pagamenti');
}

async function orderRow(orderId: string) {
  const { data, error } = await serviceClient(handle)
    .from('orders')
    .select(
      'status, payment_status, paid_at, payment_received_on, payment_recorded_by, refund_reference',
    )
    .eq('id', orderId)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

/** Pays a card order on the local test payment page with `method`, as a buyer would. */
async function payOnline(customer: Customer, orderId: string, method: string): Promise<void> {
  expect(await payOnTestPage(customer, orderId, method)).toContain('value="paypal"');
}

async function mailSubjects(email: string): Promise<string[]> {
  return (await outboxFor(stack.url, email)).map((mail) => mail.subject);
}

describe('recording payments', () => {
  it('is refused to customers, for their own orders too', async () => {
    const customer = await businessCustomer();
    const product = await newProduct(handle);
    const order = await placeOrder(handle, customer, {
      lines: [{ product_id: product.id, quantity: 1 }],
      payment_method: 'bank_transfer',
    });
    const recorded = await customer.client.rpc('record_payment', {
      order_id: order.id,
      received_on: today(),
    });
    expect(recorded.error?.code).toBe('42501');
    const updated = await customer.client
      .from('orders')
      .update({ payment_status: 'paid' })
      .eq('id', order.id);
    expect(updated.error).not.toBeNull();
    const refunded = await customer.client.rpc('mark_order_refunded', {
      order_id: order.id,
      refund_id: 're_fake',
    });
    expect(refunded.error).not.toBeNull();
    expect((await orderRow(order.id)).payment_status).toBe('pending');
  });

  it('lets an admin record a bank transfer once, with the day and who', async () => {
    const customer = await businessCustomer();
    const product = await newProduct(handle);
    const order = await placeOrder(handle, customer, {
      lines: [{ product_id: product.id, quantity: 2 }],
      payment_method: 'bank_transfer',
    });
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    const early = await admin.rpc('record_payment', { order_id: order.id, received_on: tomorrow });
    expect(early.error?.message).toBe('invalid_received_on');

    const recorded = await admin.rpc('record_payment', {
      order_id: order.id,
      received_on: today(),
    });
    expect(recorded.error).toBeNull();
    expect(await orderRow(order.id)).toMatchObject({
      payment_status: 'paid',
      payment_received_on: today(),
      payment_recorded_by: adminId,
      paid_at: expect.any(String),
    });
    const again = await admin.rpc('record_payment', { order_id: order.id, received_on: today() });
    expect(again.error?.message).toBe('payment_already_recorded');

    const summary = await admin.rpc('admin_payment_summary');
    expect(summary.error).toBeNull();
    expect(summary.data).toMatchObject({ paid_last_30_days: { orders: expect.any(Number) } });
    expect((await customer.client.rpc('admin_payment_summary')).error?.code).toBe('42501');
  });

  it('refuses card orders and cancelled orders', async () => {
    const customer = await newCustomer(handle);
    const product = await newProduct(handle);
    const card = await placeOrder(handle, customer, {
      lines: [{ product_id: product.id, quantity: 1 }],
    });
    const byCard = await admin.rpc('record_payment', { order_id: card.id, received_on: today() });
    expect(byCard.error?.message).toBe('payment_not_recordable');

    const cash = await placeOrder(handle, customer, {
      lines: [{ product_id: product.id, quantity: 1 }],
      payment_method: 'cash_on_delivery',
    });
    await admin.from('orders').update({ status: 'cancelled' }).eq('id', cash.id);
    const cancelled = await admin.rpc('record_payment', {
      order_id: cash.id,
      received_on: today(),
    });
    expect(cancelled.error?.message).toBe('order_cancelled');
    expect((await orderRow(cash.id)).payment_status).toBe('pending');
  });
});

describe('a paid card order that is cancelled', () => {
  it('is refunded through Stripe once, ends refunded and the customer is told', async () => {
    const customer = await newCustomer(handle, 'Giulia Rimborso');
    const product = await newProduct(handle);
    const order = await placeOrder(handle, customer, {
      lines: [{ product_id: product.id, quantity: 3 }],
    });
    await payOnline(customer, order.id, 'paypal');
    expect((await orderRow(order.id)).payment_status).toBe('paid');

    // Not cancelled: nothing to give back, and the database says so.
    const early = await serviceClient(handle).rpc('mark_order_refunded', {
      order_id: order.id,
      refund_id: 're_test_early',
    });
    expect(early.data).toEqual({ outcome: 'not_refundable' });

    expect(
      (await admin.from('orders').update({ status: 'cancelled' }).eq('id', order.id)).error,
    ).toBeNull();
    const run = await invoke<{ refunded: number }>(admin, 'order-follow-up', {});
    expect(run.status).toBe(200);
    expect(run.body.refunded).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refund_reference: expect.stringMatching(/^re_/),
    });

    // Refunded is the end: no way back to paid, and a second run refunds nothing more.
    const back = await serviceClient(handle)
      .from('orders')
      .update({ payment_status: 'paid' })
      .eq('id', order.id);
    expect(back.error?.message).toBe('invalid_payment_transition');
    await invoke(admin, 'order-follow-up', {});
    const subjects = await mailSubjects(customer.email);
    expect(
      subjects.filter(
        (subject) => subject === `Il tuo ordine ${order.order_number} è stato annullato`,
      ),
    ).toHaveLength(1);
    expect(
      subjects.filter((subject) => subject === `Rimborso dell’ordine ${order.order_number}`),
    ).toHaveLength(1);
    const refundMail = (await outboxFor(stack.url, customer.email)).find(
      (mail) => mail.kind === 'order-refund',
    );
    expect(refundMail?.subject).toBe(`Rimborso dell’ordine ${order.order_number}`);
    expect(refundMail?.text).toContain('P. IVA');
  });
});

describe('order e-mails', () => {
  it('tell the customer about the shipment with the tracking link', async () => {
    const customer = await newCustomer(handle, 'Marco Spedizione');
    const product = await newProduct(handle);
    const order = await placeOrder(handle, customer, {
      lines: [{ product_id: product.id, quantity: 1 }],
      payment_method: 'cash_on_delivery',
    });
    const trackingUrl = 'https://corriere.example.com/traccia/ABC123';
    await admin.from('orders').update({ status: 'in_preparation' }).eq('id', order.id);
    const shipped = await admin
      .from('orders')
      .update({ status: 'shipped', tracking_url: trackingUrl })
      .eq('id', order.id);
    expect(shipped.error).toBeNull();
    await invoke(customer.client, 'order-follow-up', {});
    const mail = (await outboxFor(stack.url, customer.email)).find(
      (entry) => entry.kind === 'order-status',
    );
    expect(mail?.subject).toBe(`Il tuo ordine ${order.order_number} è stato spedito`);
    expect(mail?.html).toContain(trackingUrl);
  });

  it('tell the customer when the payment expired, sent by the scheduled jobs alone', async () => {
    const customer = await newCustomer(handle, 'Anna Scaduta');
    const product = await newProduct(handle);
    const order = await placeOrder(handle, customer, {
      lines: [{ product_id: product.id, quantity: 1 }],
    });
    await serviceClient(handle)
      .from('orders')
      .update({ payment_due_at: new Date(Date.now() - 1000).toISOString() })
      .eq('id', order.id);

    // At minute 7 of an hour the payment reminders are due too: assert what this test needs,
    // not the whole list, so the test holds at every time of day.
    const run = await stack.scheduledJobs.runDue(new Date());
    expect(run.ran).toEqual(
      expect.arrayContaining(['release-expired-payment-holds', 'order-follow-up']),
    );
    expect(run.failed).toEqual([]);
    const mail = (await outboxFor(stack.url, customer.email)).find(
      (entry) => entry.kind === 'order-status',
    );
    expect(mail?.subject).toBe(`Ordine ${order.order_number} annullato: pagamento non completato`);
    expect(mail?.text).toContain('Non ti è stato addebitato nulla.');
  });

  it('answer nobody who is not signed in', async () => {
    const anon = createNodeClient(stack.url, stack.anonKey);
    expect((await invoke(anon, 'order-follow-up', {})).status).toBe(401);
  });
});

describe('a refund Stripe refuses', () => {
  it('waits before its next attempt, and the admins are told once at the third failure', async () => {
    const customer = await newCustomer(handle, 'Paolo Rimborso Difficile');
    const product = await newProduct(handle);
    const [refused, fine] = [
      await placeOrder(handle, customer, { lines: [{ product_id: product.id, quantity: 1 }] }),
      await placeOrder(handle, customer, { lines: [{ product_id: product.id, quantity: 2 }] }),
    ];
    for (const order of [refused, fine]) {
      await payOnline(customer, order.id, 'card');
      expect(
        (await admin.from('orders').update({ status: 'cancelled' }).eq('id', order.id)).error,
      ).toBeNull();
    }
    // A session Stripe does not know (as when the payment was made on another account).
    const { rows: paidWith } = await stack.ctx.db.query<{ payment_reference: string }>(
      `select payment_reference from public.orders where id = $1`,
      [refused.id],
    );
    await stack.ctx.db.query(`update public.orders set payment_reference = $2 where id = $1`, [
      refused.id,
      'cs_test_sconosciuta_al_rimborso',
    ]);
    const attempt = () =>
      stack.ctx.db.query<{ failures: number; waits: boolean }>(
        `select failures, next_attempt_at > now() as waits from private.refund_attempts
         where order_id = $1`,
        [refused.id],
      );
    const runFollowUp = async () => {
      const run = await invoke<{ refunded: number; refund_failures: number }>(
        admin,
        'order-follow-up',
        {},
      );
      expect(run.status).toBe(200);
      return run.body;
    };
    const notices = async () =>
      (
        await admin
          .from('admin_notifications')
          .select('title, body, payload')
          .eq('type', 'refund_failed')
          .eq('payload->>order_id', refused.id)
      ).data ?? [];

    expect(await runFollowUp()).toMatchObject({ refund_failures: 1 });
    // The order behind it is refunded all the same; the refused one waits its turn.
    expect((await orderRow(fine.id)).payment_status).toBe('refunded');
    expect((await attempt()).rows).toEqual([{ failures: 1, waits: true }]);
    expect(await runFollowUp()).toMatchObject({ refund_failures: 0 });
    expect((await attempt()).rows[0]?.failures).toBe(1);

    for (const failures of [2, 3, 4]) {
      await stack.ctx.db.query(
        `update private.refund_attempts set next_attempt_at = now() where order_id = $1`,
        [refused.id],
      );
      expect(await runFollowUp()).toMatchObject({ refund_failures: 1 });
      expect((await attempt()).rows[0]?.failures).toBe(failures);
      expect(await notices()).toHaveLength(failures < 3 ? 0 : 1);
    }
    const [notice] = await notices();
    expect(notice?.title).toBe('Rimborso non riuscito');
    expect(notice?.body).toContain(
      `Il rimborso dell’ordine ${refused.order_number} non è riuscito per 3 volte`.replace(
        '’',
        "'",
      ),
    );
    expect((await orderRow(refused.id)).payment_status).toBe('paid');

    // Once the payment is found again, the refund goes through and leaves no attempts behind.
    await stack.ctx.db.query(`update public.orders set payment_reference = $2 where id = $1`, [
      refused.id,
      paidWith[0]?.payment_reference,
    ]);
    await stack.ctx.db.query(
      `update private.refund_attempts set next_attempt_at = now() where order_id = $1`,
      [refused.id],
    );
    expect(await runFollowUp()).toMatchObject({ refund_failures: 0 });
    expect((await orderRow(refused.id)).payment_status).toBe('refunded');
    expect((await attempt()).rows).toEqual([]);
  });
});
