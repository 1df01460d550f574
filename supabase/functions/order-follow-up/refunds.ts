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

async function refundOne(
  admin: SupabaseClient,
  stripe: Stripe,
  order: RefundableOrder,
): Promise<boolean> {
  if (!order.payment_reference) {
    console.error(`order-follow-up: order ${order.order_number} is paid but has no session`);
    return false;
  }
  const paymentIntent = await paymentIntentOf(stripe, order.payment_reference);
  if (!paymentIntent) {
    console.error(`order-follow-up: session of ${order.order_number} has no payment`);
    return false;
  }
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
  return true;
}

/** Refunds every cancelled paid card order waiting for it (a bounded batch per run). */
export async function refundCancelledPayments(
  admin: SupabaseClient,
  stripe: Stripe,
): Promise<RefundRun> {
  const { data, error } = await admin.rpc('orders_to_refund', { max_count: 20 });
  if (error) throw new Error(`orders_to_refund: ${error.message}`);
  const run: RefundRun = { refunded: 0, failed: 0 };
  for (const order of refundableOrders.parse(data)) {
    try {
      if (await refundOne(admin, stripe, order)) run.refunded += 1;
      else run.failed += 1;
    } catch (refundError) {
      run.failed += 1;
      console.error(
        `order-follow-up: refund of ${order.order_number} failed:`,
        String(refundError),
      );
    }
  }
  return run;
}
