// Sends the order e-mails the database queued (cancelled, shipped, refunded), through the
// claim-send-finish loop; the idempotency key is the order and the kind.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Mailer } from '../_shared/mailer.ts';
import { type NotificationRun, sendClaimedMails } from './claimed-mails.ts';
import { claimedNotifications } from './follow-up-data.ts';
import { buildFollowUpEmail } from './follow-up-email.ts';

/** Sends one batch of queued order e-mails. */
export function sendQueuedNotifications(
  admin: SupabaseClient,
  mailer: Mailer,
  ordersUrl: string,
): Promise<NotificationRun> {
  return sendClaimedMails(mailer, {
    flow: 'order e-mail',
    async claim() {
      const { data, error } = await admin.rpc('claim_order_notifications', { max_count: 20 });
      if (error) throw new Error(`claim_order_notifications: ${error.message}`);
      return claimedNotifications.parse(data);
    },
    async finish(notification, sent) {
      const { error } = await admin.rpc('finish_order_notification', {
        notification_id: notification.id,
        sent,
      });
      if (error) throw new Error(`finish_order_notification: ${error.message}`);
    },
    compose({ kind, order, shop }) {
      // Nobody to tell (an erased account): nothing will ever change that, so it is done.
      if (!order.customer_email) return undefined;
      const email = buildFollowUpEmail(kind, order, shop, ordersUrl);
      return {
        to: order.customer_email,
        ...email,
        // Cancelled and shipped are status e-mails, as order-status-notification's are.
        kind: kind === 'refunded' ? 'order-refund' : 'order-status',
        idempotencyKey: `order-${kind}:${order.id}`,
      };
    },
    describe: ({ order }) => order.order_number,
  });
}
