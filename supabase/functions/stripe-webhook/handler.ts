// Edge function `stripe-webhook` (issue 7; verify_jwt = false in config.toml: Stripe sends no
// Supabase JWT). Every request must carry a valid `Stripe-Signature` for the raw body, made
// with STRIPE_WEBHOOK_SECRET, at most 5 minutes old (the SDK's tolerance). Then:
//   checkout.session.completed (paid)  → the order is paid; its confirmation e-mail is sent
//   checkout.session.expired           → the unpaid order is cancelled (stock returned)
//   anything else                      → 200, ignored
// Answers: 200 handled or ignored (also for replays), 400 bad or stale signature,
// 405, 500 misconfigured or a failure worth Stripe's retry (database, mail provider).
import Stripe from 'stripe';
import { errorResponse, jsonResponse } from '../_shared/http.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import { webhookCryptoProvider } from '../_shared/stripe-client.ts';
import { createServiceClient } from '../_shared/supabase-clients.ts';
import { handleCheckoutCompleted, handleCheckoutExpired } from './checkout-events.ts';

/** Web-standard handler; index.ts serves it on Deno, the local stack imports it in Node. */
export function createHandler(env: FunctionEnv): (request: Request) => Promise<Response> {
  const admin = createServiceClient(env);
  const secret = env.STRIPE_WEBHOOK_SECRET?.trim();

  return async (request) => {
    if (request.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use POST.');
    if (!admin || !secret) {
      return errorResponse(
        500,
        'misconfigured',
        'STRIPE_WEBHOOK_SECRET or SUPABASE_SERVICE_ROLE_KEY is missing.',
      );
    }
    const signature = request.headers.get('stripe-signature');
    if (!signature) return errorResponse(400, 'missing_signature', 'Stripe-Signature is missing.');

    // The signature covers the exact bytes Stripe sent, so the body is read as is, never re-encoded.
    const payload = await request.text();
    let event: Stripe.Event;
    try {
      event = await Stripe.webhooks.constructEventAsync(
        payload,
        signature,
        secret,
        undefined,
        webhookCryptoProvider,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return errorResponse(400, 'invalid_signature', 'The webhook signature is not valid.', reason);
    }

    const { status, ...result } =
      event.type === 'checkout.session.completed'
        ? await handleCheckoutCompleted(admin, env, event.data.object)
        : event.type === 'checkout.session.expired'
          ? await handleCheckoutExpired(admin, event.data.object)
          : { status: 200 as const, outcome: 'ignored' };
    return jsonResponse(status, { received: true, event: event.id, type: event.type, ...result });
  };
}
