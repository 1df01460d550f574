// `POST /_local/mail/emails`: the Resend API's send endpoint as the local stack's edge
// functions use it (supabase/functions/_shared/mailer.ts). Mails land in the outbox instead of
// being delivered. The service-role key is the API key, so only server code can send.
import { z } from 'zod';
import { bearerToken, verifyJwt } from '../http/jwt.ts';
import type { StackContext } from '../http/types.ts';
import { jsonResponse } from '../http/types.ts';
import { escapeHtml } from './html-page.ts';

const recipients = z.union([z.email(), z.array(z.email()).min(1).max(50)]);

const sendEmailBody = z
  .object({
    from: z.string().min(3).max(320),
    to: recipients,
    subject: z.string().min(1).max(998),
    html: z.string().max(1_000_000).optional(),
    text: z.string().max(1_000_000).optional(),
    reply_to: z.union([z.email(), z.array(z.email())]).optional(),
    tags: z
      .array(z.object({ name: z.string(), value: z.string() }))
      .max(20)
      .optional(),
  })
  .refine((mail) => mail.html !== undefined || mail.text !== undefined, {
    message: 'Give html or text.',
  });

/** Resend's error body: `{statusCode, name, message}`. */
function resendError(statusCode: number, name: string, message: string): Response {
  return jsonResponse({ statusCode, name, message }, statusCode);
}

export async function handleMailApi(request: Request, ctx: StackContext): Promise<Response> {
  if (request.method !== 'POST') {
    return resendError(405, 'method_not_allowed', 'Use POST /_local/mail/emails.');
  }
  const token = bearerToken(request);
  if (!token)
    return resendError(401, 'missing_api_key', 'Missing API key in the authorization header.');
  const verified = await verifyJwt(token, ctx.keys);
  if (!verified.ok || verified.payload.role !== 'service_role') {
    return resendError(403, 'invalid_api_key', 'API key is invalid: use the service_role key.');
  }

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return resendError(422, 'validation_error', 'The body must be JSON.');
  }
  const parsed = sendEmailBody.safeParse(body);
  if (!parsed.success) {
    return resendError(
      422,
      'validation_error',
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  }
  const mail = parsed.data;
  const kind = mail.tags?.find((tag) => tag.name === 'kind')?.value ?? 'order';
  const text = mail.text ?? '';
  const html = mail.html ?? `<pre>${escapeHtml(text)}</pre>`;
  const stored = [];
  for (const to of Array.isArray(mail.to) ? mail.to : [mail.to]) {
    stored.push(await ctx.mail.send({ to, subject: mail.subject, text, html, kind }));
  }
  return jsonResponse({ id: String(stored[0]?.id) });
}
