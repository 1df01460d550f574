// Sends a Checkout event to the stripe-webhook function the way Stripe does: a JSON event
// signed in `Stripe-Signature` with the webhook secret (the SDK's own test helper builds it).
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';

export type CheckoutEventType = 'checkout.session.completed' | 'checkout.session.expired';

/** A Stripe event envelope around a Checkout Session object. */
export function checkoutEvent(type: CheckoutEventType, session: object): Record<string, unknown> {
  return {
    id: `evt_local_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export interface DeliveryResult {
  status: number;
  body: string;
}

/** POSTs the signed event to the webhook URL and reports the function's answer. */
export async function deliverCheckoutEvent(
  webhookUrl: string,
  secret: string,
  type: CheckoutEventType,
  session: object,
): Promise<DeliveryResult> {
  const payload = JSON.stringify(checkoutEvent(type, session), null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signature,
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks; local test payments)',
    },
    body: payload,
  });
  return { status: response.status, body: await response.text() };
}
