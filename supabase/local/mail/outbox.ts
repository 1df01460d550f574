import type { Database } from '../db/types.ts';

/** What a sender hands to the outbox. `kind` says which flow sent it (signup, recovery, order …). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
}

export interface StoredMail extends OutgoingMail {
  id: number;
  createdAt: string;
}

/** The local stand-in for SMTP: mails are stored, never delivered. */
export interface MailOutbox {
  send(mail: OutgoingMail): Promise<StoredMail>;
  /** Newest first; optionally only those to one address (case-insensitive). */
  list(filter?: { to?: string; limit?: number }): Promise<StoredMail[]>;
  get(id: number): Promise<StoredMail | undefined>;
}

interface MailRow {
  id: string | number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
  created_at: string;
}

function fromRow(row: MailRow): StoredMail {
  return {
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    kind: row.kind,
    createdAt: row.created_at,
  };
}

const columns =
  'id, to_address, subject, text_body, html_body, kind, created_at::text as created_at';

export function createMailOutbox(db: Database): MailOutbox {
  return {
    async send(mail) {
      const result = await db.query<MailRow>(
        `insert into local_stack.mail_outbox (to_address, subject, text_body, html_body, kind)
         values ($1, $2, $3, $4, $5) returning ${columns}`,
        [mail.to, mail.subject, mail.text, mail.html, mail.kind],
      );
      const row = result.rows[0];
      if (!row) throw new Error('mail outbox insert returned no row');
      return fromRow(row);
    },
    async list(filter = {}) {
      const limit = Math.min(Math.max(filter.limit ?? 100, 1), 500);
      const result = filter.to
        ? await db.query<MailRow>(
            `select ${columns} from local_stack.mail_outbox where lower(to_address) = lower($1) order by id desc limit $2`,
            [filter.to, limit],
          )
        : await db.query<MailRow>(
            `select ${columns} from local_stack.mail_outbox order by id desc limit $1`,
            [limit],
          );
      return result.rows.map(fromRow);
    },
    async get(id) {
      const result = await db.query<MailRow>(
        `select ${columns} from local_stack.mail_outbox where id = $1`,
        [id],
      );
      return result.rows[0] ? fromRow(result.rows[0]) : undefined;
    },
  };
}
