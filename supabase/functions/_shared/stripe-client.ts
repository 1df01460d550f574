// The official Stripe SDK set up the same way on Deno (hosted) and Node (local stack, tests):
// fetch for HTTP and Web Crypto for webhook signatures, so no Node built-ins are needed.
import Stripe from 'stripe';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * The key the SDK sends to the local stack's test payments. It unlocks nothing: the local
 * endpoint exists only on a developer machine and never reaches Stripe.
 */
export const localTestSecretKey = 'sk_test_local_test_payments';

/** A fetch that sends the SDK's `https://api.stripe.com/v1/…` requests to `apiBase/v1/…`. */
function fetchRebasedOn(apiBase: string): typeof fetch {
  const base = new URL(apiBase);
  const prefix = base.pathname.replace(/\/+$/, '');
  return (input, init) => {
    const requested = new URL(input instanceof Request ? input.url : String(input));
    return fetch(new URL(`${prefix}${requested.pathname}${requested.search}`, base.origin), init);
  };
}

/** A Stripe client for the chosen provider (never for 'unavailable'). */
export function createStripeClient(
  provider: Exclude<PaymentProvider, { kind: 'unavailable' }>,
): Stripe {
  const secretKey = provider.kind === 'stripe' ? provider.secretKey : localTestSecretKey;
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(
      provider.apiBase ? fetchRebasedOn(provider.apiBase) : undefined,
    ),
    // Retried POSTs carry an idempotency key the SDK adds, so a retry never makes two sessions.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'bottega-del-bun-shop' },
  });
}

/** Verifies `Stripe-Signature` with Web Crypto (Stripe's Node crypto is not on Deno). */
export const webhookCryptoProvider = Stripe.createSubtleCryptoProvider();
