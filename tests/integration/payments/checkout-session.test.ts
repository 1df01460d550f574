import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { type StripeDouble, startStripeDouble } from '../../support/stripe-double.ts';
import { createNodeClient } from '../../support/supabase-clients.ts';
import { testAuthOverrides } from '../../support/test-stack-options.ts';
import { startFixtureStack } from '../storage/fixture-stack.ts';
import {
  cents,
  type Customer,
  invoke,
  newCustomer,
  newProduct,
  paymentState,
  placeOrder,
  serviceClient,
  type StackHandle,
} from './payment-fixtures.ts';

// create-checkout-session with a Stripe key: the official SDK talks to a local double of the
// Stripe API (STRIPE_API_BASE), on a stack of this file's own.

const secretKey = 'sk_test_double_for_checkout_tests';
let double: StripeDouble;
let stack: RunningStack;
let handle: StackHandle;

beforeAll(async () => {
  double = await startStripeDouble();
  stack = await startFixtureStack({
    auth: testAuthOverrides,
    functionEnv: { STRIPE_SECRET_KEY: secretKey, STRIPE_API_BASE: double.url },
  });
  handle = stack;
});
afterAll(async () => {
  await stack?.stop();
  await double?.stop();
});

interface SessionAnswer {
  url: string;
  sessionId: string;
}

function requestsFor(path: string, orderId?: string) {
  return double.requests.filter(
    (request) =>
      request.method === 'POST' &&
      request.path === path &&
      (orderId === undefined ||
        request.params.client_reference_id === orderId ||
        (request.params.metadata as Record<string, string> | undefined)?.order_id === orderId),
  );
}

async function cardOrder(customer: Customer) {
  const product = await newProduct(handle, { price: 4.5 });
  return placeOrder(handle, customer, { lines: [{ product_id: product.id, quantity: 2 }] });
}

describe('create-checkout-session with Stripe', () => {
  it('charges exactly the database amounts, whatever the client sends', async () => {
    const customer = await newCustomer(handle);
    const classic = await newProduct(handle, { name: 'Bun Classico Prova', price: 4.5 });
    const sesame = await newProduct(handle, { name: 'Bun al Sesamo Prova', price: 5.9 });
    const order = await placeOrder(handle, customer, {
      lines: [
        { product_id: classic.id, quantity: 2, price: 0.01 },
        {
          bundle: [
            { product_id: classic.id, quantity: 3 },
            { product_id: sesame.id, quantity: 2 },
          ],
        },
      ],
    });
    expect(order.discount).toBeGreaterThan(0);

    const answer = await invoke<SessionAnswer>(customer.client, 'create-checkout-session', {
      order_id: order.id,
      amount: 1,
      total: 0.5,
      currency: 'usd',
      line_items: [{ price_data: { unit_amount: 1 }, quantity: 1 }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toBe(`${double.url}/c/pay/${answer.body.sessionId}`);

    const [coupon] = requestsFor('/v1/coupons', order.id);
    const [create] = requestsFor('/v1/checkout/sessions', order.id);
    expect(create?.authorization).toBe(`Bearer ${secretKey}`);
    expect(coupon?.params).toMatchObject({
      amount_off: String(cents(order.discount)),
      currency: 'eur',
      duration: 'once',
      max_redemptions: '1',
    });
    // The session ends with the order's hold: record_checkout_session moved payment_due_at to
    // the expires_at Stripe was given (at least 31 minutes ahead, Stripe's minimum plus margin).
    const expiresAt = Number(create?.params.expires_at);
    expect(expiresAt * 1000).toBeGreaterThanOrEqual(Date.now() + 30 * 60_000);
    const { data: held } = await serviceClient(handle)
      .from('orders')
      .select('payment_due_at')
      .eq('id', order.id)
      .single();
    expect(new Date((held as { payment_due_at: string }).payment_due_at).getTime()).toBe(
      expiresAt * 1000,
    );
    const siteUrl = stack.ctx.config.auth.siteUrl;
    expect(create?.params).toMatchObject({
      mode: 'payment',
      currency: 'eur',
      locale: 'it',
      // Card, and PayPal as the settings' default says (Satispay is off until switched on).
      allowed_payment_method_types: ['card', 'paypal'],
      client_reference_id: order.id,
      metadata: { order_id: order.id, order_number: order.order_number },
      success_url: `${siteUrl}/checkout/success/{CHECKOUT_SESSION_ID}`,
      cancel_url: `${siteUrl}/checkout?order=${order.id}&payment=cancelled`,
      customer_email: customer.email,
      line_items: [
        {
          quantity: '2',
          price_data: { currency: 'eur', unit_amount: '450', product_data: { name: classic.name } },
        },
        {
          quantity: '3',
          price_data: {
            unit_amount: '450',
            product_data: { name: classic.name, description: 'Bundle personalizzato (5 pacchi)' },
          },
        },
        { quantity: '2', price_data: { unit_amount: '590', product_data: { name: sesame.name } } },
      ],
    });
    expect(create?.params.discounts).toEqual([{ coupon: expect.any(String) }]);
    const shipping = (
      create?.params.shipping_options as {
        shipping_rate_data: { fixed_amount: { amount: string } };
      }[]
    )[0];
    expect(Number(shipping?.shipping_rate_data.fixed_amount.amount)).toBe(cents(order.shipping));

    // What Stripe will charge: the lines, less the coupon, plus shipping — the order's total.
    expect(double.checkout.find(answer.body.sessionId)?.session.amount_total).toBe(
      cents(order.total),
    );
    const seenByCustomer = await customer.client
      .from('orders')
      .select('payment_reference')
      .eq('id', order.id)
      .single();
    expect(seenByCustomer.data).toEqual({ payment_reference: answer.body.sessionId });
  });

  it('reuses the open session, opens a new one after expiry, and stops once paid', async () => {
    const customer = await newCustomer(handle);
    const order = await cardOrder(customer);
    const first = await invoke<SessionAnswer>(customer.client, 'create-checkout-session', {
      order_id: order.id,
    });
    const again = await invoke<SessionAnswer>(customer.client, 'create-checkout-session', {
      order_id: order.id,
    });
    expect(again.body).toEqual(first.body);
    expect(requestsFor('/v1/checkout/sessions', order.id)).toHaveLength(1);

    double.checkout.expire(first.body.sessionId);
    const renewed = await invoke<SessionAnswer>(customer.client, 'create-checkout-session', {
      order_id: order.id,
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.sessionId).not.toBe(first.body.sessionId);
    expect((await paymentState(handle, order.id)).payment_reference).toBe(renewed.body.sessionId);

    double.checkout.complete(renewed.body.sessionId);
    const afterPaying = await invoke(customer.client, 'create-checkout-session', {
      order_id: order.id,
    });
    expect(afterPaying).toMatchObject({ status: 409, body: { error: 'payment_completed' } });
  });

  it("refuses another customer's order without calling Stripe", async () => {
    const owner = await newCustomer(handle);
    const stranger = await newCustomer(handle);
    const order = await cardOrder(owner);
    const answer = await invoke(stranger.client, 'create-checkout-session', { order_id: order.id });
    expect(answer).toMatchObject({ status: 404, body: { error: 'order_not_found' } });
    expect(requestsFor('/v1/checkout/sessions', order.id)).toHaveLength(0);
    expect((await paymentState(handle, order.id)).payment_reference).toBeNull();
  });

  it('refuses orders not paid by card, and cancelled ones', async () => {
    const customer = await newCustomer(handle);
    const product = await newProduct(handle);
    const cash = await placeOrder(handle, customer, {
      lines: [{ product_id: product.id, quantity: 1 }],
      payment_method: 'cash_on_delivery',
    });
    const cashAnswer = await invoke(customer.client, 'create-checkout-session', {
      order_id: cash.id,
    });
    expect(cashAnswer).toMatchObject({ status: 409, body: { error: 'not_card_payment' } });

    const cancelled = await cardOrder(customer);
    expect(
      (await customer.client.rpc('cancel_order', { order_id: cancelled.id })).error,
    ).toBeNull();
    const cancelledAnswer = await invoke(customer.client, 'create-checkout-session', {
      order_id: cancelled.id,
    });
    expect(cancelledAnswer).toMatchObject({ status: 409, body: { error: 'order_cancelled' } });
    expect(requestsFor('/v1/checkout/sessions', cash.id)).toHaveLength(0);
  });

  it('needs a signed-in customer and an order id', async () => {
    const visitor = createNodeClient(handle.url, handle.anonKey);
    const customer = await newCustomer(handle);
    const order = await cardOrder(customer);
    expect(await invoke(visitor, 'create-checkout-session', { order_id: order.id })).toMatchObject({
      status: 401,
      body: { error: 'not_authenticated' },
    });
    expect(
      await invoke(customer.client, 'create-checkout-session', { order_id: 'BDB-1' }),
    ).toMatchObject({
      status: 400,
      body: { error: 'invalid_body' },
    });
  });

  it('switches the local test payment page off while a Stripe key is set', async () => {
    const page = await fetch(`${handle.url}/_local/pay/cs_test_anything`);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain('Pagamenti di prova disattivati');
    const api = await fetch(`${handle.url}/_local/stripe/v1/checkout/sessions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_local_test_payments' },
      body: 'mode=payment',
    });
    expect(api.status).toBe(403);
  });
});
