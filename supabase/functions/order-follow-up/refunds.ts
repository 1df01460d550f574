// Gives back the money of paid card orders that were cancelled (by the customer, by an admin, or
// paid after their hold had run out): Stripe refunds the Checkout session's payment, then the
// database records it (paid → refunded), which queues the refund e-mail. Stripe's idempotency
// key is the order's, so a retry after a crash between the two steps never refunds twice.
import type { SupabaseClient } from '@supabase/supabase-js';
import type Stripe from 'stripe';
import { type RefundableOrder, refundableOrders } from './follow-up-data.ts';

export interface RefundRun {
  refunded: number;
  failed: number;
}

async function paymentIntentOf(stripe: Stripe, sessionId: string): Promise<string | undefined> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const intent = session.payment_intent;
  return typeof intent === 'string' ? intent : intent?.id;
}

/** Refunds one order and records it; throws, with the reason in Italian or Stripe's, if not. */
async function refundOne(
  admin: SupabaseClient,
  stripe: Stripe,
  order: RefundableOrder,
): Promise<void> {
  if (!order.payment_reference) throw new Error('ordine pagato senza sessione di pagamento');
  const paymentIntent = await paymentIntentOf(stripe, order.payment_reference);
  if (!paymentIntent) throw new Error('la sessione di pagamento non ha un pagamento');
  const refund = await stripe.refunds.create(
    {
      payment_intent: paymentIntent,
      reason: 'requested_by_customer',
      metadata: { order_id: order.id, order_number: order.order_number },
    },
    { idempotencyKey: `refund-order-${order.id}` },
  );
  const marked = await admin.rpc('mark_order_refunded', {
    order_id: order.id,
    refund_id: refund.id,
  });
  if (marked.error) throw new Error(marked.error.message);
}

/**
 * Tells the database a refund failed: the order waits before its next attempt, so it never
 * blocks the refunds behind it, and the admins hear of it at the third failure.
 */
async function recordFailure(admin: SupabaseClient, order: RefundableOrder, reason: string) {
  console.error(`order-follow-up: refund of ${order.order_number} failed:`, reason);
  const recorded = await admin.rpc('record_refund_failure', { order_id: order.id, error: reason });
  if (recorded.error)
    console.error(`order-follow-up: could not record the failed refund:`, recorded.error.message);
}

/** Refunds every cancelled paid card order whose turn has come (a bounded batch per run). */
export async function refundCancelledPayments(
  admin: SupabaseClient,
  stripe: Stripe,
): Promise<RefundRun> {
  const { data, error } = await admin.rpc('orders_to_refund', { max_count: 20 });
  if (error) throw new Error(`orders_to_refund: ${error.message}`);
  const run: RefundRun = { refunded: 0, failed: 0 };
  for (const order of refundableOrders.parse(data)) {
    try {
      await refundOne(admin, stripe, order);
      run.refunded += 1;
    } catch (refundError) {
      run.failed += 1;
      await recordFailure(
        admin,
        order,
        refundError instanceof Error ? refundError.message : String(refundError),
      );
    }
  }
  return run;
}
