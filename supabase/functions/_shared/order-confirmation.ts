// Sends an order's confirmation e-mail at most once: the database hands out the right to send
// (claim_order_confirmation), and gives it back if the mail provider fails, so a later call —
// a Stripe webhook retry or the success page — can try again.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { createMailer, MailDeliveryError } from './mailer.ts';
import { claimedConfirmation } from './order-email-data.ts';
import { composeOrderConfirmation } from './order-email.ts';
import type { FunctionEnv } from './function-env.ts';

export type ConfirmationOutcome =
  | { kind: 'sent'; mailId: string }
  | { kind: 'already_sent' }
  | { kind: 'payment_pending' }
  | { kind: 'order_cancelled' }
  | { kind: 'no_recipient' }
  | { kind: 'order_not_found' }
  | { kind: 'mail_unconfigured' }
  | { kind: 'mail_failed'; reason: string }
  | { kind: 'failed'; reason: string };

const notClaimed = z.object({
  outcome: z.enum([
    'already_sent',
    'payment_pending',
    'order_cancelled',
    'no_recipient',
    'order_not_found',
  ]),
});

async function releaseClaim(admin: SupabaseClient, orderId: string): Promise<void> {
  const { error } = await admin.rpc('release_order_confirmation', { order_id: orderId });
  if (error)
    console.error('order confirmation: could not release the claim', orderId, error.message);
}

/**
 * Sends the confirmation of `orderId` unless it was sent already or is not due yet (card orders
 * are confirmed once paid, cancelled orders never). Needs the service-role client.
 */
export async function sendOrderConfirmation(
  admin: SupabaseClient,
  orderId: string,
  env: FunctionEnv,
): Promise<ConfirmationOutcome> {
  const mailer = createMailer(env);
  const siteUrl = env.SITE_URL?.trim();
  // Checked before claiming: a misconfigured function must not use up the one send.
  if (!mailer || !siteUrl) return { kind: 'mail_unconfigured' };

  const claim = await admin.rpc('claim_order_confirmation', { order_id: orderId });
  if (claim.error) return { kind: 'failed', reason: claim.error.message };
  const skipped = notClaimed.safeParse(claim.data);
  if (skipped.success) return { kind: skipped.data.outcome };

  const claimed = claimedConfirmation.safeParse(claim.data);
  if (!claimed.success) {
    await releaseClaim(admin, orderId);
    return { kind: 'failed', reason: `unexpected claim payload: ${claimed.error.message}` };
  }
  const { order, shop } = claimed.data;
  const email = composeOrderConfirmation(order, shop, siteUrl);
  try {
    const { id } = await mailer.send({
      to: order.customer_email,
      subject: email.subject,
      html: email.html,
      text: email.text,
      replyTo: shop.email,
      kind: 'order',
      idempotencyKey: `order-confirmation/${order.id}`,
    });
    return { kind: 'sent', mailId: id };
  } catch (error) {
    await releaseClaim(admin, orderId);
    const reason = error instanceof MailDeliveryError ? error.message : String(error);
    return { kind: 'mail_failed', reason };
  }
}
