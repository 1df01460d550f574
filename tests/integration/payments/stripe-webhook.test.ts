import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createHandler } from '../../../supabase/functions/stripe-webhook/handler.ts';
import { ensureGlobalWebSocket } from '../../../supabase/local/functions/websocket-global.ts';
import { localWebhookSecret } from '../../../supabase/local/payments/local-function-env.ts';
import { checkoutEvent } from '../../../supabase/local/payments/webhook-delivery.ts';
import {
  cents,
  invoke,
  newCustomer,
  newProduct,
  orderMails,
  paymentState,
  placeOrder,
  sharedStack,
  stockOf,
} from './payment-fixtures.ts';

// stripe-webhook on the shared stack, driven by real signed payloads built with the SDK's own
// test helper and the stack's webhook secret.

const stack = sharedStack();
const webhookUrl = `${stack.url}/functions/v1/stripe-webhook`;

function signature(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? localWebhookSecret,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
}

async function deliver(
  payload: string,
  header = signature(payload),
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A card order with its Checkout session opened through create-checkout-session. */
async function orderAwaitingPayment() {
  const customer = await newCustomer(stack);
  const product = await newProduct(stack, { price: 6.1, stock_quantity: 40 });
  const order = await placeOrder(stack, customer, {
    lines: [{ product_id: product.id, quantity: 4 }],
  });
  const answer = await invoke<{ sessionId: string }>(customer.client, 'create-checkout-session', {
    order_id: order.id,
  });
  expect(answer.status).toBe(200);
  return { customer, product, order, sessionId: answer.body.sessionId };
}

function completedSession(
  order: { id: string; total: number },
  sessionId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id: sessionId,
    object: 'checkout.session',
    status: 'complete',
    payment_status: 'paid',
    amount_total: cents(order.total),
    currency: 'eur',
    client_reference_id: order.id,
    metadata: { order_id: order.id },
    ...overrides,
  };
}

function completedEvent(...args: Parameters<typeof completedSession>): string {
  return JSON.stringify(checkoutEvent('checkout.session.completed', completedSession(...args)));
}

describe('stripe-webhook', () => {
  it('marks the order paid and confirms it once; a replayed event changes nothing', async () => {
    const { customer, order, sessionId } = await orderAwaitingPayment();
    const payload = completedEvent(order, sessionId);

    const first = await deliver(payload);
    expect(first).toMatchObject({ status: 200, body: { outcome: 'paid', confirmation: 'sent' } });
    const paid = await paymentState(stack, order.id);
    expect(paid).toMatchObject({
      payment_status: 'paid',
      payment_reference: sessionId,
      paid_at: expect.any(String),
      confirmation_sent_at: expect.any(String),
    });

    const replay = await deliver(payload);
    expect(replay).toMatchObject({ status: 200, body: { outcome: 'already_paid' } });
    expect(await paymentState(stack, order.id)).toEqual(paid);
    expect(await orderMails(stack, customer.email)).toHaveLength(1);
  });

  it('asks Stripe to retry when the confirmation e-mail fails; the retry sends it', async () => {
    const { customer, order, sessionId } = await orderAwaitingPayment();
    const payload = completedEvent(order, sessionId);
    // The same function against the shared stack, with a mail provider that cannot be reached.
    ensureGlobalWebSocket();
    const failingMail = createHandler({
      SUPABASE_URL: stack.url,
      SUPABASE_ANON_KEY: stack.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
      STRIPE_WEBHOOK_SECRET: localWebhookSecret,
      SITE_URL: 'http://127.0.0.1:4173',
      MAIL_API_URL: 'http://127.0.0.1:9/unreachable',
      MAIL_API_KEY: 'key',
    });
    const failed = await failingMail(
      new Request(webhookUrl, {
        method: 'POST',
        headers: { 'stripe-signature': signature(payload) },
        body: payload,
      }),
    );
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ outcome: 'paid', confirmation: 'mail_failed' });
    expect(await paymentState(stack, order.id)).toMatchObject({
      payment_status: 'paid',
      confirmation_sent_at: null,
    });

    expect(await deliver(payload)).toMatchObject({
      status: 200,
      body: { outcome: 'already_paid', confirmation: 'sent' },
    });
    expect(await orderMails(stack, customer.email)).toHaveLength(1);
  });

  it('refuses a tampered body with 400 and changes nothing', async () => {
    const { order, sessionId } = await orderAwaitingPayment();
    const payload = completedEvent(order, sessionId, { amount_total: 100 });
    const header = signature(payload);
    const tampered = payload.replace('"amount_total":100', `"amount_total":${cents(order.total)}`);
    expect(tampered).not.toBe(payload);

    expect(await deliver(tampered, header)).toMatchObject({
      status: 400,
      body: { error: 'invalid_signature' },
    });
    expect((await paymentState(stack, order.id)).payment_status).toBe('pending');
  });

  it('refuses a signature made with another secret, a stale one, or none', async () => {
    const { order, sessionId } = await orderAwaitingPayment();
    const payload = completedEvent(order, sessionId);

    const wrongSecret = await deliver(
      payload,
      signature(payload, { secret: 'whsec_someone_else' }),
    );
    expect(wrongSecret.status).toBe(400);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const stale = await deliver(payload, signature(payload, { timestamp: tenMinutesAgo }));
    expect(stale).toMatchObject({ status: 400, body: { error: 'invalid_signature' } });
    const unsigned = await fetch(webhookUrl, { method: 'POST', body: payload });
    expect(unsigned.status).toBe(400);
    expect((await paymentState(stack, order.id)).payment_status).toBe('pending');
  });

  it('leaves the order unpaid when the amount is not its total', async () => {
    const { order, sessionId } = await orderAwaitingPayment();
    const answer = await deliver(
      completedEvent(order, sessionId, { amount_total: cents(order.total) - 1 }),
    );
    expect(answer).toMatchObject({ status: 200, body: { outcome: 'amount_mismatch' } });
    expect((await paymentState(stack, order.id)).payment_status).toBe('pending');
  });

  it('answers 200 to events it does not handle, without touching orders', async () => {
    const { order, sessionId } = await orderAwaitingPayment();
    const event = {
      ...checkoutEvent('checkout.session.completed', completedSession(order, sessionId)),
    };
    const payload = JSON.stringify({ ...event, type: 'payment_intent.succeeded' });
    expect(await deliver(payload)).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    expect((await paymentState(stack, order.id)).payment_status).toBe('pending');
  });

  it('cancels the order and returns its stock when its current session expires', async () => {
    const { customer, product, order, sessionId } = await orderAwaitingPayment();
    expect(await stockOf(stack, product.id)).toBe(36);

    const olderSession = JSON.stringify(
      checkoutEvent('checkout.session.expired', {
        ...completedSession(order, 'cs_test_older'),
        status: 'expired',
      }),
    );
    expect(await deliver(olderSession)).toMatchObject({
      status: 200,
      body: { outcome: 'ignored' },
    });
    expect((await paymentState(stack, order.id)).status).toBe('received');

    const expired = JSON.stringify(
      checkoutEvent('checkout.session.expired', {
        ...completedSession(order, sessionId),
        status: 'expired',
        payment_status: 'unpaid',
      }),
    );
    expect(await deliver(expired)).toMatchObject({ status: 200, body: { outcome: 'cancelled' } });
    expect(await paymentState(stack, order.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'failed',
    });
    expect(await stockOf(stack, product.id)).toBe(40);
    // The customer can no longer open a payment for it, and no confirmation goes out.
    const retry = await invoke(customer.client, 'create-checkout-session', { order_id: order.id });
    expect(retry).toMatchObject({ status: 409, body: { error: 'order_cancelled' } });
    expect(await orderMails(stack, customer.email)).toHaveLength(0);
  });

  it('takes only POST, with no Supabase JWT needed', async () => {
    const response = await fetch(webhookUrl);
    expect(response.status).toBe(405);
  });
});
