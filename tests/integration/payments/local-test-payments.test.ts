import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHandler } from '../../../supabase/functions/create-checkout-session/handler.ts';
import { choosePaymentProvider } from '../../../supabase/functions/_shared/payment-provider.ts';
import { loadProjectConfig } from '../../../supabase/local/config.ts';
import { ensureGlobalWebSocket } from '../../../supabase/local/functions/websocket-global.ts';
import { defaultSupabaseDir } from '../../../supabase/local/stack.ts';
import {
  invoke,
  newCustomer,
  newProduct,
  orderMails,
  paymentState,
  placeOrder,
  sharedStack,
} from './payment-fixtures.ts';

// The shared stack has no Stripe key: create-checkout-session sends customers to the stack's
// own test payment page, which pays through the real, signed webhook path.

const stack = sharedStack();
const siteUrl = loadProjectConfig(join(defaultSupabaseDir, 'config.toml')).auth.siteUrl;
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

interface SessionAnswer {
  url: string;
  sessionId: string;
}

async function openTestPayment(productName?: string) {
  const customer = await newCustomer(stack);
  const product = await newProduct(stack, {
    price: 5.2,
    ...(productName ? { name: productName } : {}),
  });
  const order = await placeOrder(stack, customer, {
    lines: [{ product_id: product.id, quantity: 3 }],
  });
  const answer = await invoke<SessionAnswer>(customer.client, 'create-checkout-session', {
    order_id: order.id,
  });
  expect(answer.status).toBe(200);
  return { customer, product, order, session: answer.body };
}

describe('the local test payment page', () => {
  it('takes a card order from the page to paid, confirmed and on the success URL', async () => {
    const { customer, product, order, session } = await openTestPayment();
    expect(session.url).toBe(`${stack.url}/_local/pay/${session.sessionId}`);

    const page = await fetch(session.url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Pagamento di prova — nessun addebito reale');
    expect(html).toContain(order.order_number);
    expect(html).toContain(`3 × ${product.name}`);
    expect(html).toContain(euro.format(order.total));
    expect(html).toContain('Paga (prova)');
    expect(html).toContain(
      `<a href="${siteUrl}/checkout?order=${order.id}&amp;payment=cancelled">Annulla</a>`,
    );

    const paid = await fetch(session.url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${siteUrl}/checkout/success/${session.sessionId}`);

    const seen = await customer.client
      .from('orders')
      .select('payment_status, payment_reference, paid_at')
      .eq('payment_reference', session.sessionId)
      .single();
    expect(seen.data).toMatchObject({
      payment_status: 'paid',
      payment_reference: session.sessionId,
      paid_at: expect.any(String),
    });
    expect(await orderMails(stack, customer.email)).toHaveLength(1);

    // A second click, or the page reloaded: nothing is paid twice.
    const before = await paymentState(stack, order.id);
    const again = await fetch(session.url, { method: 'POST', redirect: 'manual' });
    expect(again.headers.get('location')).toBe(paid.headers.get('location'));
    expect(await (await fetch(session.url)).text()).toContain('Pagamento già completato');
    expect(await paymentState(stack, order.id)).toEqual(before);
    expect(await orderMails(stack, customer.email)).toHaveLength(1);
  });

  it('escapes the names it shows', async () => {
    const { session } = await openTestPayment('Bun <img src=x onerror=alert(1)> "speciale"');
    const html = await (await fetch(session.url)).text();
    expect(html).toContain('Bun &lt;img src=x onerror=alert(1)&gt; &quot;speciale&quot;');
    expect(html).not.toContain('<img src=x');
  });

  it('answers 404 for a session it does not know', async () => {
    const response = await fetch(`${stack.url}/_local/pay/cs_test_unknown`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Sessione di pagamento non trovata');
  });

  it('serves its Stripe stand-in only to test keys', async () => {
    const response = await fetch(`${stack.url}/_local/stripe/v1/checkout/sessions`, {
      method: 'POST',
      body: 'mode=payment',
    });
    expect(response.status).toBe(401);
  });
});

describe('choosing the payment provider', () => {
  const loopback = {
    SUPABASE_URL: 'http://127.0.0.1:54321',
    LOCAL_TEST_PAYMENTS_URL: 'http://127.0.0.1:54321/_local/stripe',
  };

  it('uses Stripe whenever a secret key is set', () => {
    expect(choosePaymentProvider({ ...loopback, STRIPE_SECRET_KEY: 'sk_live_x' })).toEqual({
      kind: 'stripe',
      secretKey: 'sk_live_x',
      apiBase: undefined,
    });
  });

  it('uses the local test payments only on this machine and only without a key', () => {
    expect(choosePaymentProvider(loopback).kind).toBe('local_test');
    expect(
      choosePaymentProvider({ ...loopback, SUPABASE_URL: 'https://abcd.supabase.co' }).kind,
    ).toBe('unavailable');
    expect(
      choosePaymentProvider({ ...loopback, LOCAL_TEST_PAYMENTS_URL: 'https://pay.example.com/x' })
        .kind,
    ).toBe('unavailable');
    expect(choosePaymentProvider({ SUPABASE_URL: loopback.SUPABASE_URL }).kind).toBe('unavailable');
  });

  it('makes a deployed function without a Stripe key answer 503, not a test page', async () => {
    // The handler's supabase-js clients need a WebSocket, as in the local runner.
    ensureGlobalWebSocket();
    const handler = createHandler({
      ...loopback,
      SUPABASE_URL: 'https://abcd.supabase.co',
      SUPABASE_ANON_KEY: 'anon',
      SUPABASE_SERVICE_ROLE_KEY: 'service',
      SITE_URL: 'https://www.bottegadelbun.it',
    });
    const response = await handler(
      new Request('https://abcd.supabase.co/functions/v1/create-checkout-session', {
        method: 'POST',
        headers: { authorization: 'Bearer token', 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e01' }),
      }),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'payments_unavailable' });
  });
});
