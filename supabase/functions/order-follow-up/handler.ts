// Edge function `order-follow-up` (issue 21): the work an order owes after a change, done on
// the server whoever caused the change. It refunds cancelled paid card orders through Stripe
// (locally the stack's Stripe stand-in) and sends the queued e-mails: cancelled, shipped,
// refunded, the standing orders' reminders and notices (issue 23) and the business accounts'
// e-mails (issue 36), and the Web Push messages queued with them (issue 42). A pg_cron job calls it every minute with the service role key; the app
// calls it with the user's token right after an action so the e-mail leaves at once.
// It only does what the database says is due, so any signed-in caller may trigger it.
// Answers: 200 { refunded, refund_failures, sent, send_failures, pushed, push_failures }, 401, 405, 500 misconfigured,
// 502 the database could not be read.
import { errorResponse, jsonResponse, preflightResponse } from '../_shared/http.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import { createMailer } from '../_shared/mailer.ts';
import { choosePaymentProvider } from '../_shared/payment-provider.ts';
import { createStripeClient } from '../_shared/stripe-client.ts';
import { createPushSender } from '../_shared/web-push/push-sender.ts';
import {
  authenticateCaller,
  createServiceClient,
  isServiceRoleRequest,
} from '../_shared/supabase-clients.ts';
import { sendAccountMails } from './account-mails.ts';
import { sendQueuedNotifications } from './notifications.ts';
import { sendQueuedPushes } from './pushes.ts';
import { refundCancelledPayments, type RefundRun } from './refunds.ts';
import { sendStandingOrderMails } from './standing-mails.ts';

/** Web-standard handler; index.ts serves it on Deno, the local stack imports it in Node. */
export function createHandler(env: FunctionEnv): (request: Request) => Promise<Response> {
  const admin = createServiceClient(env);
  const mailer = createMailer(env);
  const siteUrl = env.SITE_URL?.trim().replace(/\/+$/, '');
  const provider = choosePaymentProvider(env);
  const stripe = provider.kind === 'unavailable' ? undefined : createStripeClient(provider);
  // Undefined without VAPID keys: then the queued pushes fall back to their e-mails.
  const pushSender = createPushSender(env);

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
    if (!isServiceRoleRequest(request, env)) {
      const caller = await authenticateCaller(request, env);
      if (!caller.ok) return caller.response;
    }

    try {
      // Refunds first: the refund e-mail they queue then leaves in this same run.
      const refunds: RefundRun = stripe
        ? await refundCancelledPayments(admin, stripe)
        : { refunded: 0, failed: 0 };
      // Pushes before e-mails: an event no device took is e-mailed in this same run. A push
      // that cannot be claimed never keeps the e-mails from leaving.
      const pushes = await sendQueuedPushes(admin, pushSender).catch((pushError: unknown) => {
        console.error('order-follow-up: pushes:', String(pushError));
        return { sent: 0, failed: 0 };
      });
      const mails = await sendQueuedNotifications(admin, mailer, `${siteUrl}/orders`);
      const standing = await sendStandingOrderMails(admin, mailer, `${siteUrl}/ordine-fisso`);
      const accounts = await sendAccountMails(admin, mailer, siteUrl);
      return jsonResponse(200, {
        refunded: refunds.refunded,
        refund_failures: refunds.failed,
        sent: mails.sent + standing.sent + accounts.sent,
        send_failures: mails.failed + standing.failed + accounts.failed,
        pushed: pushes.sent,
        push_failures: pushes.failed,
      });
    } catch (error) {
      console.error('order-follow-up:', String(error));
      return errorResponse(
        502,
        'upstream_error',
        'Non è stato possibile completare le operazioni.',
      );
    }
  };
}
