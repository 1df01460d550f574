// Transactional e-mail through a Resend-compatible HTTP API: `POST {MAIL_API_URL}/emails` with
// `Authorization: Bearer {MAIL_API_KEY}`. Hosted: MAIL_API_URL=https://api.resend.com and a
// Resend key; the local stack points it at its own /_local/mail, which fills the outbox.
import type { FunctionEnv } from './function-env.ts';

export const defaultMailFrom = 'Bottega del Bun <ordini@bottegadelbun.it>';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Which flow sent it (the local outbox shows it as the mail's kind). */
  kind: string;
  /** The provider drops a second request with the same key (Resend keeps keys for 24 hours). */
  idempotencyKey?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>;
}

/** The provider refused the mail or could not be reached. */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

/** A mailer for MAIL_API_URL and MAIL_API_KEY (sender: MAIL_FROM), or undefined when unset. */
export function createMailer(env: FunctionEnv): Mailer | undefined {
  const apiUrl = env.MAIL_API_URL?.trim().replace(/\/+$/, '');
  const apiKey = env.MAIL_API_KEY?.trim();
  if (!apiUrl || !apiKey) return undefined;
  const from = env.MAIL_FROM?.trim() || defaultMailFrom;

  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetch(`${apiUrl}/emails`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${apiKey}`,
            'content-type': 'application/json',
            ...(message.idempotencyKey ? { 'idempotency-key': message.idempotencyKey } : {}),
          },
          body: JSON.stringify({
            from,
            to: [message.to],
            subject: message.subject,
            html: message.html,
            text: message.text,
            ...(message.replyTo ? { reply_to: message.replyTo } : {}),
            tags: [{ name: 'kind', value: message.kind }],
          }),
        });
      } catch (error) {
        throw new MailDeliveryError(`mail API unreachable: ${String(error)}`, undefined);
      }
      const body: unknown = await response.json().catch(() => null);
      const id = (body as { id?: unknown } | null)?.id;
      if (!response.ok || typeof id !== 'string') {
        throw new MailDeliveryError(
          `mail API answered ${response.status}: ${JSON.stringify(body)}`,
          response.status,
        );
      }
      return { id };
    },
  };
}
