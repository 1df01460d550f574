import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/**
 * A push service on 127.0.0.1 for the tests (RFC 8030's side of Web Push): it checks each
 * request's VAPID signature (RFC 8292) against the key it was told to expect, decrypts the body
 * with the subscription's private key as a browser would (RFC 8291), and answers what the test
 * asks for each subscription (201 by default; 410, 429 with Retry-After, 500 …).
 */
export interface TestSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface ReceivedPush {
  subscription: string;
  message: { title: string; body: string; url: string; tag: string };
  headers: { ttl: string | undefined; topic: string | undefined; urgency: string | undefined };
}

export interface TestPushService {
  url: string;
  /** A new browser subscription: its key pair and auth secret live only in this test. */
  subscribe(): TestSubscription;
  /** The next answers for a subscription's endpoint, in order; then 201. */
  answerWith(endpoint: string, ...answers: { status: number; retryAfter?: string }[]): void;
  received(endpoint?: string): ReceivedPush[];
  /** Requests refused before their body was read (bad VAPID signature, wrong key, …). */
  refused(): string[];
  stop(): Promise<void>;
}

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

/** The P-256 public key of an uncompressed point (0x04 ‖ x ‖ y), as a KeyObject. */
function publicKeyOf(point: Buffer) {
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: base64url(point.subarray(1, 33)),
      y: base64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
}

/** RFC 8292 §2–3: `vapid t=<JWT>, k=<key>`, an ES256 JWT for this origin, signed by `k`. */
function checkVapid(
  header: string | undefined,
  origin: string,
  expectedKey: string,
): string | undefined {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return `no vapid authorization: ${header ?? '(none)'}`;
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== expectedKey) return 'signed with another key';
  const [head, claims, signature] = token.split('.');
  if (!head || !claims || !signature) return 'not a JWT';
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKeyOf(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) return 'bad signature';
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (header64.alg !== 'ES256') return `alg ${header64.alg}`;
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== origin) return `aud ${body.aud}`;
  const now = Date.now() / 1000;
  if (!body.exp || body.exp < now || body.exp > now + 24 * 3600 + 60) return `exp ${body.exp}`;
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return `sub ${body.sub}`;
  return undefined;
}

export async function startTestPushService(expectedVapidKey: string): Promise<TestPushService> {
  const keys = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const answers = new Map<string, { status: number; retryAfter?: string }[]>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const subscription = keys.get(endpoint);
      const problem =
        (!subscription && 'unknown subscription') ||
        checkVapid(request.headers.authorization, origin, expectedVapidKey) ||
        (request.headers['content-encoding'] !== 'aes128gcm' &&
          `content-encoding ${request.headers['content-encoding']}`);
      if (problem || !subscription) {
        refused.push(String(problem));
        response.writeHead(problem === 'unknown subscription' ? 404 : 403).end();
        return;
      }
      const next = answers.get(endpoint)?.shift();
      if (next && next.status !== 201) {
        response
          .writeHead(next.status, next.retryAfter ? { 'retry-after': next.retryAfter } : {})
          .end();
        return;
      }
      const plaintext = decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: subscription.ecdh,
        authSecret: subscription.auth,
      });
      received.push({
        subscription: endpoint,
        message: JSON.parse(plaintext.toString('utf8')) as ReceivedPush['message'],
        headers: {
          ttl: request.headers.ttl as string | undefined,
          topic: request.headers.topic as string | undefined,
          urgency: request.headers.urgency as string | undefined,
        },
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(8).toString('hex')}`;
      keys.set(endpoint, { ecdh, auth });
      return { endpoint, p256dh: base64url(ecdh.getPublicKey()), auth: base64url(auth) };
    },
    answerWith(endpoint, ...next) {
      answers.set(endpoint, [...(answers.get(endpoint) ?? []), ...next]);
    },
    received: (endpoint) => received.filter((push) => !endpoint || push.subscription === endpoint),
    refused: () => [...refused],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
