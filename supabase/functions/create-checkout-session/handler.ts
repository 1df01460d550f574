// Edge function `create-checkout-session` (issue 7): the signed-in customer sends
// { order_id } for one of their card orders and gets back { url, sessionId } — a Stripe
// Checkout page, or on a developer machine without a Stripe key the local test payment page.
// Amounts come from the order in the database; nothing else in the body is read.
// Answers: 200, 400 bad body, 401 not signed in, 404 no such order for this customer,
// 405, 409 not payable / already paid / concurrent request, 500 misconfigured,
// 502 Stripe or database failure, 503 card payments not configured.
import Stripe from 'stripe';
import { z } from 'zod';
import { errorResponse, jsonResponse, preflightResponse } from '../_shared/http.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import { onlinePaymentMethods } from '../_shared/online-payment-methods.ts';
import { choosePaymentProvider } from '../_shared/payment-provider.ts';
import { readJsonBody } from '../_shared/request-body.ts';
import { createStripeClient } from '../_shared/stripe-client.ts';
import { authenticateCaller, createServiceClient } from '../_shared/supabase-clients.ts';
import {
  checkoutAmounts,
  checkoutSessionParams,
  discountCouponParams,
  InconsistentAmountsError,
  sessionExpiresAt,
} from './checkout-session-params.ts';
import { checkPayable, loadOrderForCheckout } from './order-for-checkout.ts';
import { findReusableSession } from './reusable-session.ts';
import { loadPaymentSettings } from './payment-settings.ts';

const requestBody = z.object({ order_id: z.uuid() });

/** Web-standard handler; index.ts serves it on Deno, the local stack imports it in Node. */
export function createHandler(env: FunctionEnv): (request: Request) => Promise<Response> {
  const provider = choosePaymentProvider(env);
  const stripe = provider.kind === 'unavailable' ? undefined : createStripeClient(provider);
  if (provider.kind === 'unavailable') {
    console.error('create-checkout-session: card payments unavailable:', provider.reason);
  }
  const admin = createServiceClient(env);
  const siteUrl = env.SITE_URL?.trim();

  return async (request) => {
    if (request.method === 'OPTIONS') return preflightResponse(request);
    if (request.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use POST.');
    if (!stripe) {
      return errorResponse(
        503,
        'payments_unavailable',
        'Il pagamento con carta non è disponibile in questo momento.',
      );
    }
    if (!admin || !siteUrl) {
      return errorResponse(
        500,
        'misconfigured',
        'SUPABASE_SERVICE_ROLE_KEY or SITE_URL is missing.',
      );
    }

    const caller = await authenticateCaller(request, env);
    if (!caller.ok) return caller.response;
    const body = await readJsonBody(request, requestBody, 'Expected { order_id: uuid }.');
    if (!body.ok) return body.response;

    const lookup = await loadOrderForCheckout(caller.client, body.value.order_id);
    if (lookup.kind === 'failed') {
      console.error('create-checkout-session: order lookup failed:', lookup.reason);
      return errorResponse(502, 'upstream_error', 'Non è stato possibile leggere l’ordine.');
    }
    if (lookup.kind === 'not_found') {
      return errorResponse(404, 'order_not_found', 'Ordine non trovato.');
    }
    const order = lookup.order;
    const now = new Date();
    const payability = checkPayable(order, now);
    if (!payability.payable) return errorResponse(409, payability.code, payability.message);

    try {
      // Coming back to pay (after "Annulla" or a reload) reuses the open session: two open
      // sessions for one order could both be paid.
      if (order.payment_reference) {
        const existing = await findReusableSession(stripe, order.payment_reference);
        if (existing.kind === 'open') {
          return jsonResponse(200, { url: existing.url, sessionId: existing.id });
        }
        if (existing.kind === 'complete') {
          return errorResponse(
            409,
            'payment_completed',
            'Il pagamento risulta già completato: l’ordine si aggiornerà a breve.',
          );
        }
      }

      const settings = await loadPaymentSettings(admin);
      const amounts = checkoutAmounts(order);
      const expiresAt = sessionExpiresAt(order.payment_due_at, now);
      const coupon =
        amounts.discountCents > 0
          ? await stripe.coupons.create(discountCouponParams(order, amounts))
          : undefined;
      const session = await stripe.checkout.sessions.create(
        checkoutSessionParams(order, amounts, {
          siteUrl,
          couponId: coupon?.id,
          expiresAt,
          paymentMethods: onlinePaymentMethods(settings),
        }),
      );
      if (!session.url) throw new Error(`session ${session.id} has no url`);

      const stored = await admin.rpc('record_checkout_session', {
        order_id: order.id,
        session_id: session.id,
        previous_session_id: order.payment_reference,
        expires_at: new Date(expiresAt * 1000).toISOString(),
      });
      if (stored.error) {
        console.error('create-checkout-session: storing the session failed:', stored.error.message);
        return errorResponse(502, 'upstream_error', 'Non è stato possibile avviare il pagamento.');
      }
      // Another request attached its session first; its URL is the one to use (retry).
      if (stored.data !== true) {
        return errorResponse(
          409,
          'checkout_conflict',
          'Il pagamento è già in preparazione: riprova.',
        );
      }
      return jsonResponse(200, { url: session.url, sessionId: session.id });
    } catch (error) {
      if (error instanceof InconsistentAmountsError) {
        console.error(`create-checkout-session: order ${order.id}:`, error.message);
        return errorResponse(500, 'order_amounts_inconsistent', 'L’ordine non può essere pagato.');
      }
      const detail = error instanceof Stripe.errors.StripeError ? error.message : String(error);
      console.error('create-checkout-session: Stripe request failed:', detail);
      return errorResponse(
        502,
        'payment_provider_error',
        'Il servizio di pagamento non risponde, riprova.',
      );
    }
  };
}
