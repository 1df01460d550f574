// Edge function `order-confirmation` (issue 7): the signed-in customer sends { order_id } of
// their order and the shop e-mails the confirmation — once per order, whoever asks again.
// The checkout calls it right after place_order for bank transfer and cash on delivery; card
// orders are confirmed by stripe-webhook once paid (calling this for them before is a 409, after
// it an `already_sent`), so the success page may call it for any order as a safety net.
// Answers: 200 { status: 'sent' | 'already_sent' }, 400, 401, 404 not the caller's order,
// 405, 409 payment_pending / order_cancelled / no_recipient, 500 misconfigured, 502 mail failed.
import { z } from 'zod';
import { errorResponse, jsonResponse, preflightResponse } from '../_shared/http.ts';
import { sendOrderConfirmation } from '../_shared/order-confirmation.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import { readJsonBody } from '../_shared/request-body.ts';
import { authenticateCaller, createServiceClient } from '../_shared/supabase-clients.ts';

const requestBody = z.object({ order_id: z.uuid() });

/** Web-standard handler; index.ts serves it on Deno, the local stack imports it in Node. */
export function createHandler(env: FunctionEnv): (request: Request) => Promise<Response> {
  const admin = createServiceClient(env);

  return async (request) => {
    if (request.method === 'OPTIONS') return preflightResponse(request);
    if (request.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use POST.');
    if (!admin) {
      return errorResponse(500, 'misconfigured', 'SUPABASE_SERVICE_ROLE_KEY is missing.');
    }
    const caller = await authenticateCaller(request, env);
    if (!caller.ok) return caller.response;
    const body = await readJsonBody(request, requestBody, 'Expected { order_id: uuid }.');
    if (!body.ok) return body.response;

    // Ownership through row level security, and only the customer's own orders (not an
    // admin's view of everyone's): the e-mail goes to the customer of the order.
    const { data, error } = await caller.client
      .from('orders')
      .select('id')
      .eq('id', body.value.order_id)
      .eq('user_id', caller.userId)
      .maybeSingle();
    if (error) {
      console.error('order-confirmation: order lookup failed:', error.message);
      return errorResponse(502, 'upstream_error', 'Non è stato possibile leggere l’ordine.');
    }
    if (!data) return errorResponse(404, 'order_not_found', 'Ordine non trovato.');

    const outcome = await sendOrderConfirmation(admin, body.value.order_id, env);
    switch (outcome.kind) {
      case 'sent':
      case 'already_sent':
        return jsonResponse(200, { status: outcome.kind });
      case 'payment_pending':
        return errorResponse(
          409,
          'payment_pending',
          'L’ordine sarà confermato appena arriva il pagamento.',
        );
      case 'order_cancelled':
        return errorResponse(409, 'order_cancelled', 'L’ordine è stato annullato.');
      case 'no_recipient':
        return errorResponse(409, 'no_recipient', 'L’ordine non ha un indirizzo e-mail.');
      case 'order_not_found':
        return errorResponse(404, 'order_not_found', 'Ordine non trovato.');
      case 'mail_unconfigured':
        return errorResponse(
          500,
          'misconfigured',
          'MAIL_API_URL, MAIL_API_KEY or SITE_URL is missing.',
        );
      case 'mail_failed':
      case 'failed':
        console.error('order-confirmation:', outcome.reason);
        return errorResponse(
          502,
          'mail_failed',
          'Non è stato possibile inviare l’e-mail, riprova.',
        );
    }
  };
}
