// Sends the account e-mails the database queued (issue 36) through the claim-send-finish loop;
// the idempotency key is the mail's id.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Mailer } from '../_shared/mailer.ts';
import { parseAccountMails } from './account-mail-data.ts';
import { buildAccountEmail } from './account-mail-email.ts';
import { type NotificationRun, sendClaimedMails } from './claimed-mails.ts';

export function sendAccountMails(
  admin: SupabaseClient,
  mailer: Mailer,
  siteUrl: string,
): Promise<NotificationRun> {
  return sendClaimedMails(mailer, {
    flow: 'account e-mail',
    async claim() {
      const { data, error } = await admin.rpc('claim_account_mails', { max_count: 50 });
      if (error) throw new Error(`claim_account_mails: ${error.message}`);
      return parseAccountMails(data);
    },
    async finish(mail, sent) {
      const { error } = await admin.rpc('finish_account_mail', { mail_id: mail.id, sent });
      if (error) throw new Error(`finish_account_mail: ${error.message}`);
    },
    compose: (mail) => ({
      to: mail.recipient_email,
      ...buildAccountEmail(mail, siteUrl),
      kind: `account-${mail.kind.replaceAll('_', '-')}`,
      idempotencyKey: `account-mail:${mail.id}`,
    }),
    describe: (mail) => `${mail.kind} ${mail.id}`,
  });
}
