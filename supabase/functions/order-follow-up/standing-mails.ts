// Sends the standing-order e-mails the database queued (issue 23) through the claim-send-finish
// loop; the idempotency key is the mail's id.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Mailer } from '../_shared/mailer.ts';
import { type NotificationRun, sendClaimedMails } from './claimed-mails.ts';
import { claimedStandingMails } from './standing-mail-data.ts';
import { buildStandingEmail } from './standing-mail-email.ts';

export function sendStandingOrderMails(
  admin: SupabaseClient,
  mailer: Mailer,
  pageUrl: string,
): Promise<NotificationRun> {
  return sendClaimedMails(mailer, {
    flow: 'standing-order e-mail',
    async claim() {
      const { data, error } = await admin.rpc('claim_standing_order_mails', { max_count: 50 });
      if (error) throw new Error(`claim_standing_order_mails: ${error.message}`);
      return claimedStandingMails.parse(data);
    },
    async finish(mail, sent) {
      const { error } = await admin.rpc('finish_standing_order_mail', { mail_id: mail.id, sent });
      if (error) throw new Error(`finish_standing_order_mail: ${error.message}`);
    },
    compose: (mail) =>
      mail.customer_email
        ? {
            to: mail.customer_email,
            ...buildStandingEmail(mail, pageUrl),
            kind: 'standing-order',
            idempotencyKey: `standing-order-mail:${mail.id}`,
          }
        : undefined,
    describe: (mail) => String(mail.id),
  });
}
