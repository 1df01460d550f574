// Sends the order e-mails the database queued (cancelled, shipped, refunded). Each is claimed
// first and finished after the provider answered: sent for good, or released for the next run.
// The provider's idempotency key (order + kind) keeps a retry from mailing twice.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Mailer } from '../_shared/mailer.ts';
import { claimedNotifications } from './follow-up-data.ts';
import { buildFollowUpEmail } from './follow-up-email.ts';

export interface NotificationRun {
  sent: number;
  failed: number;
}

async function finish(admin: SupabaseClient, id: number, sent: boolean): Promise<void> {
  const { error } = await admin.rpc('finish_order_notification', { notification_id: id, sent });
  if (error) throw new Error(`finish_order_notification: ${error.message}`);
}

/** Sends one batch of queued order e-mails. */
export async function sendQueuedNotifications(
  admin: SupabaseClient,
  mailer: Mailer,
  ordersUrl: string,
): Promise<NotificationRun> {
  const { data, error } = await admin.rpc('claim_order_notifications', { max_count: 20 });
  if (error) throw new Error(`claim_order_notifications: ${error.message}`);
  const run: NotificationRun = { sent: 0, failed: 0 };
  for (const notification of claimedNotifications.parse(data)) {
    const { order } = notification;
    const recipient = order.customer_email?.trim();
    // Nobody to tell (an erased account): nothing will ever change that, so it is done.
    if (!recipient) {
      await finish(admin, notification.id, true);
      continue;
    }
    const email = buildFollowUpEmail(notification.kind, order, notification.shop, ordersUrl);
    try {
      await mailer.send({
        to: recipient,
        subject: email.subject,
        text: email.text,
        html: email.html,
        // Cancelled and shipped are status e-mails, as order-status-notification's are.
        kind: notification.kind === 'refunded' ? 'order-refund' : 'order-status',
        idempotencyKey: `order-${notification.kind}:${order.id}`,
      });
      await finish(admin, notification.id, true);
      run.sent += 1;
    } catch (sendError) {
      run.failed += 1;
      console.error(`order-follow-up: e-mail for ${order.order_number}:`, String(sendError));
      await finish(admin, notification.id, false);
    }
  }
  return run;
}
