import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createCheckoutEmulator } from './checkout-emulator.ts';

// The emulator driven by the official SDK itself (its fetch handed straight to the emulator),
// so the local test payments and the tests' Stripe double answer the way the SDK expects.

function emulatorWithSdk(key = 'sk_test_emulator') {
  let clock = 1_800_000_000;
  const emulator = createCheckoutEmulator({
    sessionUrl: (id) => `http://127.0.0.1/_local/pay/${id}`,
    now: () => clock,
  });
  const stripe = new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient((input, init) => {
      const request = new Request(input instanceof Request ? input : String(input), init);
      return emulator.handle(request, new URL(request.url).pathname);
    }),
    maxNetworkRetries: 0,
  });
  return { emulator, stripe, advance: (seconds: number) => (clock += seconds) };
}

const lineItem = (name: string, unitAmount: number, quantity: number) => ({
  quantity,
  price_data: { currency: 'eur', unit_amount: unitAmount, product_data: { name } },
});

describe('the Checkout emulator', () => {
  it('totals lines, coupon and shipping like Stripe, and expires sessions on time', async () => {
    const { stripe, advance } = emulatorWithSdk();
    const coupon = await stripe.coupons.create({
      amount_off: 245,
      currency: 'eur',
      duration: 'once',
    });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      currency: 'eur',
      line_items: [lineItem('Bun Classico', 450, 2), lineItem('Bun di Patate', 490, 5)],
      discounts: [{ coupon: coupon.id }],
      shipping_options: [
        {
          shipping_rate_data: {
            type: 'fixed_amount',
            display_name: 'Corriere refrigerato',
            fixed_amount: { amount: 790, currency: 'eur' },
          },
        },
      ],
      success_url: 'http://127.0.0.1:4173/checkout/success/{CHECKOUT_SESSION_ID}',
      metadata: { order_id: 'order-1' },
      expires_at: 1_800_000_000 + 3_600,
    });
    expect(session).toMatchObject({
      status: 'open',
      amount_subtotal: 3350,
      amount_total: 3350 - 245 + 790,
      metadata: { order_id: 'order-1' },
      url: `http://127.0.0.1/_local/pay/${session.id}`,
    });

    advance(3_600);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'expired',
      url: null,
    });
  });

  it("answers unknown sessions, bad parameters and live keys with Stripe's errors", async () => {
    const { stripe } = emulatorWithSdk();
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
    });
    await expect(
      stripe.checkout.sessions.create({ mode: 'payment', success_url: 'http://x', line_items: [] }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'line_items' });
    await expect(
      emulatorWithSdk('sk_live_real').stripe.coupons.create({ percent_off: 10 }),
    ).rejects.toMatchObject({ type: 'StripeAuthenticationError' });
  });
});
