// The environment the local stack adds for edge functions: what `supabase secrets set` holds
// in production, pointed at the stack's own stand-ins (test payments, mail outbox, a local
// VAPID key pair for Web Push).
import {
  localVapidPrivateKey,
  localVapidPublicKey,
  localVapidSubject,
} from '../push/local-vapid-keys.ts';

/**
 * The webhook secret of the local test payments (public: it only ever signs events from this
 * stack's test payment page to this stack's stripe-webhook function).
 */
export const localWebhookSecret = 'whsec_local_test_payments_only_valid_on_this_machine';

/** Where the local stack serves its Stripe stand-in (API under /v1) and the payment page. */
export const localStripePrefix = '/_local/stripe';
export const localPayPagePrefix = '/_local/pay';
export const localMailPrefix = '/_local/mail';

export interface LocalFunctionEnvInput {
  apiUrl: string;
  siteUrl: string;
  serviceRoleKey: string;
}

/**
 * LOCAL_TEST_PAYMENTS_URL (used only when STRIPE_SECRET_KEY is absent), the matching webhook
 * secret, SITE_URL for the links in payments and e-mails, a Resend-compatible mail API
 * that drops mails into the outbox, and the local VAPID keys. `apiUrl` is only known once the server listens.
 */
export function localFunctionEnv(input: LocalFunctionEnvInput): Record<string, string> {
  return {
    LOCAL_TEST_PAYMENTS_URL: `${input.apiUrl}${localStripePrefix}`,
    STRIPE_WEBHOOK_SECRET: localWebhookSecret,
    SITE_URL: input.siteUrl,
    MAIL_API_URL: `${input.apiUrl}${localMailPrefix}`,
    MAIL_API_KEY: input.serviceRoleKey,
    VAPID_PUBLIC_KEY: localVapidPublicKey,
    VAPID_PRIVATE_KEY: localVapidPrivateKey,
    VAPID_SUBJECT: localVapidSubject,
    // Tests start their push service on 127.0.0.1 over plain http; hosted push services are https.
    PUSH_ALLOW_LOCAL_HTTP: 'true',
  };
}
