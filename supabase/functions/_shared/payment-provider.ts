// Which card payment provider create-checkout-session talks to. Real Stripe whenever a secret
// key is configured; otherwise the local stack's test payments, but only when every sign says
// "developer machine" — so a production deployment without a key fails loudly instead of
// sending customers to a fake payment page.
import type { FunctionEnv } from './function-env.ts';

export type PaymentProvider =
  | { kind: 'stripe'; secretKey: string; apiBase: string | undefined }
  | { kind: 'local_test'; apiBase: string }
  | { kind: 'unavailable'; reason: string };

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** True for http(s) URLs on this machine: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackUrl(value: string | undefined): boolean {
  if (!value) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return loopbackHosts.has(url.hostname) || /^127(\.\d{1,3}){3}$/.test(url.hostname);
}

/**
 * STRIPE_SECRET_KEY → Stripe (STRIPE_API_BASE redirects the SDK, for tests). No key → the local
 * test payments at LOCAL_TEST_PAYMENTS_URL, which only the local stack sets, and only when both
 * that URL and SUPABASE_URL are loopback addresses. Anything else → unavailable.
 */
export function choosePaymentProvider(env: FunctionEnv): PaymentProvider {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (secretKey) {
    return { kind: 'stripe', secretKey, apiBase: env.STRIPE_API_BASE?.trim() || undefined };
  }
  const localBase = env.LOCAL_TEST_PAYMENTS_URL?.trim();
  if (!localBase) {
    return { kind: 'unavailable', reason: 'STRIPE_SECRET_KEY is not set' };
  }
  if (!isLoopbackUrl(env.SUPABASE_URL) || !isLoopbackUrl(localBase)) {
    return {
      kind: 'unavailable',
      reason: 'local test payments need SUPABASE_URL and LOCAL_TEST_PAYMENTS_URL on this machine',
    };
  }
  return { kind: 'local_test', apiBase: localBase };
}
