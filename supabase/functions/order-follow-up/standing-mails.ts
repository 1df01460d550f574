// Sends the standing-order e-mails the database queued (issue 23), claimed and finished like
// the order e-mails; the provider's idempotency key (mail id) keeps a retry from mailing twice.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Mailer } from '../_shared/mailer.ts';
import { claimedStandingMails } from './standing-mail-data.ts';
import { buildStandingEmail } from './standing-mail-email.ts';
import type { NotificationRun } from './notifications.ts';

async function finish(admin: SupabaseClient, id: number, sent: boolean): Promise<void> {
  const { error } = await admin.rpc('finish_standing_order_mail', { mail_id: id, sent });
  if (error) throw new Error(`finish_standing_order_mail: ${error.message}`);
}

export async function sendStandingOrderMails(
  admin: SupabaseClient,
  mailer: Mailer,
  pageUrl: string,
): Promise<NotificationRun> {
  const { data, error } = await admin.rpc('claim_standing_order_mails', { max_count: 50 });
  if (error) throw new Error(`claim_standing_order_mails: ${error.message}`);
  const run: NotificationRun = { sent: 0, failed: 0 };
  for (const mail of claimedStandingMails.parse(data)) {
    const recipient = mail.customer_email?.trim();
    if (!recipient) {
      await finish(admin, mail.id, true);
      continue;
    }
    const email = buildStandingEmail(mail, pageUrl);
    try {
      await mailer.send({
        to: recipient,
        subject: email.subject,
        text: email.text,
        html: email.html,
        kind: 'standing-order',
        idempotencyKey: `standing-order-mail:${mail.id}`,
      });
      await finish(admin, mail.id, true);
      run.sent += 1;
    } catch (sendError) {
      run.failed += 1;
      console.error(`order-follow-up: standing-order e-mail ${mail.id}:`, String(sendError));
      await finish(admin, mail.id, false);
    }
  }
  return run;
}
