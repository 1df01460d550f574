// The part of Stripe's API that the shop's functions use — coupons, Checkout Sessions (create,
// retrieve, expire) and refunds of their payments — kept in memory. The local stack serves it for its test payment
// page, and the integration tests' Stripe double records requests around it. It answers in
// Stripe's shapes (objects, `{error: {type, message, param, code}}`), in test mode only.
import { buildCoupon, buildSession } from './emulated-builders.ts';
import {
  type EmulatedCoupon,
  type EmulatedRefund,
  type EmulatedSession,
  randomId,
  type StoredSession,
} from './emulated-objects.ts';
import { EmulatorError, metadataParam, textParam } from './emulator-params.ts';
import { decodeStripeForm, type FormObject } from './stripe-form.ts';

export type { EmulatedLineItem, EmulatedSession, StoredSession } from './emulated-objects.ts';

export interface CheckoutEmulator {
  /** Serves `request`, whose path below the API base is `path` (`/v1/checkout/sessions`…). */
  handle(request: Request, path: string): Promise<Response>;
  find(sessionId: string): StoredSession | undefined;
  /** The customer paid with `method` (one the session offers, default its first): open → complete. */
  complete(sessionId: string, method?: string): StoredSession;
  /** Back to open (the local page does this when the webhook failed, so paying can be retried). */
  reopen(sessionId: string): StoredSession;
  expire(sessionId: string): StoredSession;
}

export interface EmulatorOptions {
  /** The URL a session's customer opens, e.g. the local test payment page. */
  sessionUrl(sessionId: string): string;
  /** Seconds since the epoch (tests move time). */
  now?: () => number;
}

function stripeJson(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'request-id': randomId('req_', 14) },
  });
}

const invalidKey = {
  error: { type: 'invalid_request_error', message: 'Invalid API Key provided (test keys only).' },
};

export function createCheckoutEmulator(options: EmulatorOptions): CheckoutEmulator {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const coupons = new Map<string, EmulatedCoupon>();
  const sessions = new Map<string, StoredSession>();
  // Stripe answers a repeated Idempotency-Key with the first answer (the SDK's retries rely on it).
  const answered = new Map<string, { status: number; body: unknown }>();
  const refunds = new Map<string, EmulatedRefund>();

  function refund(params: FormObject): EmulatedRefund {
    const paymentIntent = textParam(params, 'payment_intent', '');
    const paid = [...sessions.values()].find(
      (entry) => entry.session.payment_intent === paymentIntent,
    );
    if (!paid) {
      const message = `No such payment_intent: '${paymentIntent}'`;
      throw new EmulatorError(404, message, 'payment_intent', 'resource_missing');
    }
    if ([...refunds.values()].some((done) => done.payment_intent === paymentIntent)) {
      const message = `Charge for ${paymentIntent} has already been refunded.`;
      throw new EmulatorError(400, message, 'payment_intent', 'charge_already_refunded');
    }
    const made: EmulatedRefund = {
      id: randomId('re_'),
      object: 'refund',
      amount: paid.session.amount_total,
      currency: paid.session.currency,
      payment_intent: paymentIntent,
      reason: textParam(params, 'reason', '', false) ?? null,
      status: 'succeeded',
      metadata: metadataParam(params.metadata),
      created: now(),
    };
    refunds.set(made.id, made);
    return made;
  }

  function stored(sessionId: string): StoredSession {
    const entry = sessions.get(sessionId);
    if (!entry) {
      const message = `No such checkout.session: '${sessionId}'`;
      throw new EmulatorError(404, message, 'session', 'resource_missing');
    }
    const { session } = entry;
    if (session.status === 'open' && now() >= session.expires_at) {
      Object.assign(session, { status: 'expired', url: null });
    }
    return entry;
  }

  function transition(
    sessionId: string,
    from: EmulatedSession['status'],
    change: Partial<EmulatedSession>,
  ): StoredSession {
    const entry = stored(sessionId);
    if (entry.session.status !== from) {
      const message = `This Checkout Session is ${entry.session.status}, not ${from}.`;
      throw new EmulatorError(400, message, 'session', `checkout_session_not_${from}`);
    }
    Object.assign(entry.session, change);
    return entry;
  }

  async function route(request: Request, path: string): Promise<unknown> {
    const post = request.method === 'POST';
    const params = post ? decodeStripeForm(await request.text()) : {};
    const sessionPath = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)(\/expire)?$/.exec(path);
    if (post && path === '/v1/coupons') {
      const coupon = buildCoupon(params);
      coupons.set(coupon.id, coupon);
      return coupon;
    }
    if (post && path === '/v1/checkout/sessions') {
      const entry = buildSession(params, { now: now(), coupons, sessionUrl: options.sessionUrl });
      sessions.set(entry.session.id, entry);
      return entry.session;
    }
    if (post && path === '/v1/refunds') return refund(params);
    const sessionId = sessionPath?.[1] ?? '';
    if (request.method === 'GET' && sessionPath && !sessionPath[2])
      return stored(sessionId).session;
    if (post && sessionPath?.[2]) {
      return transition(sessionId, 'open', { status: 'expired', url: null }).session;
    }
    throw new EmulatorError(404, `Unrecognized request URL (${request.method}: ${path}).`);
  }

  return {
    async handle(request, path) {
      const key = /^bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
      if (!key.startsWith('sk_test_')) return stripeJson(invalidKey, 401);
      const idempotencyKey =
        request.method === 'POST' ? request.headers.get('idempotency-key') : null;
      const earlier = idempotencyKey ? answered.get(idempotencyKey) : undefined;
      if (earlier) return stripeJson(earlier.body, earlier.status);
      let outcome: { status: number; body: unknown };
      try {
        outcome = { status: 200, body: await route(request, path) };
      } catch (error) {
        if (!(error instanceof EmulatorError)) throw error;
        outcome = { status: error.status, body: error.toJson() };
      }
      if (idempotencyKey) answered.set(idempotencyKey, outcome);
      return stripeJson(outcome.body, outcome.status);
    },
    find(sessionId) {
      return sessions.has(sessionId) ? stored(sessionId) : undefined;
    },
    complete(sessionId, method) {
      const offered = stored(sessionId).session.payment_method_types;
      const paidWith = method ?? offered[0] ?? 'card';
      if (!offered.includes(paidWith)) {
        throw new EmulatorError(400, `This session does not offer ${paidWith}.`, 'payment_method');
      }
      const entry = transition(sessionId, 'open', {
        status: 'complete',
        payment_status: 'paid',
        url: null,
        payment_intent: randomId('pi_'),
      });
      entry.paidWith = paidWith;
      return entry;
    },
    reopen(sessionId) {
      return transition(sessionId, 'complete', {
        status: 'open',
        payment_status: 'unpaid',
        url: options.sessionUrl(sessionId),
        payment_intent: null,
      });
    },
    expire(sessionId) {
      return transition(sessionId, 'open', { status: 'expired', url: null });
    },
  };
}
