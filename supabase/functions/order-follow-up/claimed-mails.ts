// The loop every queued e-mail goes through: claim a batch from the database, send each one,
// finish it — sent for good, or released for the next run. The provider's idempotency key keeps
// a retry from mailing twice. Order, standing-order and account e-mails differ only in what is
// claimed and what is written.
import type { MailMessage, Mailer } from '../_shared/mailer.ts';

export interface NotificationRun {
  sent: number;
  failed: number;
}

export interface ClaimedMails<Row> {
  /** What the log calls the flow. */
  flow: string;
  claim(): Promise<Row[]>;
  finish(row: Row, sent: boolean): Promise<void>;
  /** The mail for a row, or undefined when there is nobody to tell (then it is done). */
  compose(row: Row): MailMessage | undefined;
  describe(row: Row): string;
}

export async function sendClaimedMails<Row>(
  mailer: Mailer,
  mails: ClaimedMails<Row>,
): Promise<NotificationRun> {
  const run: NotificationRun = { sent: 0, failed: 0 };
  for (const row of await mails.claim()) {
    const message = mails.compose(row);
    if (!message?.to.trim()) {
      await mails.finish(row, true);
      continue;
    }
    try {
      await mailer.send(message);
      await mails.finish(row, true);
      run.sent += 1;
    } catch (sendError) {
      run.failed += 1;
      console.error(`order-follow-up: ${mails.flow} ${mails.describe(row)}:`, String(sendError));
      await mails.finish(row, false);
    }
  }
  return run;
}
