// What the shop does with the Checkout Session events it subscribes to. Every database write
// is one SECURITY DEFINER function (payments migration) that is idempotent, so Stripe's
// retries and replays never change an order twice.
import type { SupabaseClient } from '@supabase/supabase-js';
import type Stripe from 'stripe';
import { z } from 'zod';
import { sendOrderConfirmation } from '../_shared/order-confirmation.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';

export interface EventOutcome {
  /** 200 when done or nothing to do; 500 asks Stripe to deliver the event again later. */
  status: 200 | 500;
  outcome: string;
  confirmation?: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const rpcOutcome = z.object({ outcome: z.string(), order_number: z.string().optional() });

/** The shop order a session pays for, as create-checkout-session tagged it. */
function orderIdOf(session: Stripe.Checkout.Session): string | undefined {
  const candidate = session.metadata?.order_id ?? session.client_reference_id ?? undefined;
  return candidate && uuidPattern.test(candidate) ? candidate : undefined;
}

async function callOutcome(
  admin: SupabaseClient,
  fn: 'mark_order_paid' | 'expire_checkout_session',
  args: Record<string, unknown>,
): Promise<string | undefined> {
  const { data, error } = await admin.rpc(fn, args);
  const parsed = rpcOutcome.safeParse(data);
  if (error || !parsed.success) {
    console.error(`stripe-webhook: ${fn} failed:`, error?.message ?? JSON.stringify(data));
    return undefined;
  }
  return parsed.data.outcome;
}

/** A completed and paid session marks its order paid, then confirms the order by e-mail. */
export async function handleCheckoutCompleted(
  admin: SupabaseClient,
  env: FunctionEnv,
  session: Stripe.Checkout.Session,
): Promise<EventOutcome> {
  // Card payments are synchronous: 'unpaid' would only come from delayed methods we never offer.
  if (session.payment_status !== 'paid') return { status: 200, outcome: 'payment_not_completed' };
  const orderId = orderIdOf(session);
  if (!orderId) return { status: 200, outcome: 'not_a_shop_order' };

  const outcome = await callOutcome(admin, 'mark_order_paid', {
    order_id: orderId,
    session_id: session.id,
    amount_cents: session.amount_total,
    currency: session.currency,
  });
  if (!outcome) return { status: 500, outcome: 'database_error' };
  if (outcome === 'paid_after_cancellation' || outcome === 'paid_by_another_session') {
    console.error(`stripe-webhook: order ${orderId} ${outcome} (session ${session.id}): refund it`);
    return { status: 200, outcome };
  }
  if (outcome === 'amount_mismatch') {
    console.error(`stripe-webhook: session ${session.id} does not match order ${orderId}'s total`);
    return { status: 200, outcome };
  }
  if (outcome !== 'paid' && outcome !== 'already_paid') return { status: 200, outcome };

  // Also on a replay: if the e-mail failed the first time, this delivery sends it.
  const confirmation = await sendOrderConfirmation(admin, orderId, env);
  if (confirmation.kind === 'mail_failed' || confirmation.kind === 'failed') {
    console.error(`stripe-webhook: confirmation of order ${orderId} failed:`, confirmation.reason);
    return { status: 500, outcome, confirmation: confirmation.kind };
  }
  if (confirmation.kind === 'mail_unconfigured') {
    console.error('stripe-webhook: MAIL_API_URL, MAIL_API_KEY or SITE_URL is missing');
  }
  return { status: 200, outcome, confirmation: confirmation.kind };
}

/** The order's current session expired unpaid: the order is cancelled and its stock returned. */
export async function handleCheckoutExpired(
  admin: SupabaseClient,
  session: Stripe.Checkout.Session,
): Promise<EventOutcome> {
  const orderId = orderIdOf(session);
  if (!orderId) return { status: 200, outcome: 'not_a_shop_order' };
  const outcome = await callOutcome(admin, 'expire_checkout_session', {
    order_id: orderId,
    session_id: session.id,
  });
  return outcome ? { status: 200, outcome } : { status: 500, outcome: 'database_error' };
}
