// Edge function `order-status-notification` (issue 9): after an admin moves an order to a new
// status (a plain UPDATE, checked by RLS and the transition trigger), the admin console posts
// { order_id, status } here and the customer gets an e-mail about that status. The function
// checks the order's timeline (order_status_history, written by a trigger) that the order really
// reached it, so the e-mail cannot claim something that did not happen; it does not require it
// to be the current status, because an admin may click on before the first e-mail is out. The
// provider's idempotency key (order + status) keeps a retry from mailing twice.
// Answers: 200 { status: 'sent', to_status }, 400, 401, 403 not an admin, 404, 405,
// 409 status_not_reached / no_recipient, 500 misconfigured, 502 mail failed.
import { z } from 'zod';
import { errorResponse, jsonResponse, preflightResponse } from '../_shared/http.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import { createMailer } from '../_shared/mailer.ts';
import { readJsonBody } from '../_shared/request-body.ts';
import { authenticateCaller, createServiceClient } from '../_shared/supabase-clients.ts';
import { buildStatusEmail } from './status-email.ts';

const requestBody = z.object({
  order_id: z.uuid(),
  status: z.enum(['in_preparation', 'shipped', 'delivered', 'cancelled']),
});

interface OrderRow {
  order_number: string;
  customer_name: string | null;
  customer_email: string | null;
  delivery_date: string;
}

/** Web-standard handler; index.ts serves it on Deno, the local stack imports it in Node. */
export function createHandler(env: FunctionEnv): (request: Request) => Promise<Response> {
  const admin = createServiceClient(env);
  const mailer = createMailer(env);
  const siteUrl = env.SITE_URL?.trim().replace(/\/+$/, '');

  return async (request) => {
    if (request.method === 'OPTIONS') return preflightResponse(request);
    if (request.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use POST.');
    if (!admin || !mailer || !siteUrl) {
      return errorResponse(
        500,
        'misconfigured',
        'SUPABASE_SERVICE_ROLE_KEY, MAIL_API_URL, MAIL_API_KEY or SITE_URL is missing.',
      );
    }
    const caller = await authenticateCaller(request, env);
    if (!caller.ok) return caller.response;

    // Membership from the database, and a session that passed the second factor (the aal
    // claim, verified with the token): what private.is_admin() requires for admin work.
    const isAdmin = await caller.client.rpc('is_admin', { user_id: caller.userId });
    if (isAdmin.error || isAdmin.data !== true || caller.claims.aal !== 'aal2') {
      return errorResponse(
        403,
        'not_allowed',
        'Solo gli amministratori possono avvisare i clienti.',
      );
    }
    const body = await readJsonBody(
      request,
      requestBody,
      'Expected { order_id: uuid, status: in_preparation | shipped | delivered | cancelled }.',
    );
    if (!body.ok) return body.response;

    const { data, error } = await admin
      .from('orders')
      .select('order_number, customer_name, customer_email, delivery_date')
      .eq('id', body.value.order_id)
      .maybeSingle<OrderRow>();
    if (error) {
      console.error('order-status-notification: order lookup failed:', error.message);
      return errorResponse(502, 'upstream_error', 'Non è stato possibile leggere l’ordine.');
    }
    if (!data) return errorResponse(404, 'order_not_found', 'Ordine non trovato.');
    const { status } = body.value;
    const reached = await admin
      .from('order_status_history')
      .select('id')
      .eq('order_id', body.value.order_id)
      .eq('to_status', status)
      .limit(1);
    if (reached.error) {
      console.error('order-status-notification: timeline lookup failed:', reached.error.message);
      return errorResponse(502, 'upstream_error', 'Non è stato possibile leggere l’ordine.');
    }
    if (reached.data.length === 0) {
      return errorResponse(409, 'status_not_reached', 'L’ordine non ha raggiunto questo stato.');
    }
    const recipient = data.customer_email?.trim();
    if (!recipient)
      return errorResponse(409, 'no_recipient', 'L’ordine non ha un indirizzo e-mail.');

    const email = buildStatusEmail({ ...data, status }, `${siteUrl}/orders`);
    try {
      await mailer.send({
        to: recipient,
        subject: email.subject,
        text: email.text,
        html: email.html,
        kind: 'order-status',
        idempotencyKey: `order-status:${body.value.order_id}:${status}`,
      });
    } catch (mailError) {
      console.error('order-status-notification:', String(mailError));
      return errorResponse(502, 'mail_failed', 'Non è stato possibile inviare l’e-mail, riprova.');
    }
    return jsonResponse(200, { status: 'sent', to_status: status });
  };
}
