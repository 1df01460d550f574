// A small local HTTP double of the Stripe endpoints create-checkout-session calls (coupons,
// Checkout Sessions). It answers like Stripe — the same emulator the local stack uses for its
// test payments — and records every request, decoded, so tests can check what was sent.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CheckoutEmulator,
  createCheckoutEmulator,
} from '../../supabase/local/payments/checkout-emulator.ts';
import { decodeStripeForm, type FormObject } from '../../supabase/local/payments/stripe-form.ts';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  params: FormObject;
}

export interface StripeDouble {
  /** The base URL to give functions as STRIPE_API_BASE. */
  url: string;
  requests: RecordedStripeRequest[];
  /** Sessions and their state changes (complete = the customer paid, expire). */
  checkout: CheckoutEmulator;
  stop(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the double on a free 127.0.0.1 port. */
export async function startStripeDouble(): Promise<StripeDouble> {
  const requests: RecordedStripeRequest[] = [];
  let baseUrl = '';
  const checkout = createCheckoutEmulator({
    sessionUrl: (id) => `${baseUrl}/c/pay/${id}`,
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', baseUrl);
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      authorization: req.headers.authorization,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      params: decodeStripeForm(req.method === 'GET' ? url.search.slice(1) : body),
    });
    const response = await checkout.handle(
      new Request(url, {
        method: req.method ?? 'GET',
        headers: req.headers as Record<string, string>,
        ...(body ? { body } : {}),
      }),
      url.pathname,
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(await response.text());
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    requests,
    checkout,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
