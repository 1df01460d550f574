import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningStack, startStack } from '../../../supabase/local/stack.ts';
import { uniqueEmail } from '../../support/supabase-clients.ts';
import { authClient, authFetch, uniqueIp } from './auth-helpers.ts';

/**
 * Per-IP rate limits key on the client address in the rate-limit header, as GoTrue's do with
 * `GOTRUE_RATE_LIMIT_HEADER` (hosted Supabase sets it; these stacks name `X-Forwarded-For`, the
 * header the stack's front fills in). A client's own `X-Forwarded-For` says nothing about who it
 * is: trusted, rotating it would reset every limit (30 wrong logins per 5 minutes,
 * recovery-code guesses). The stack trusts it only when told it sits behind a proxy. Without a
 * rate-limit header, as under the Supabase CLI's local Auth, no per-IP limit applies.
 */
const loginLimit = 3;
const limits = {
  signInSignUpsPer5Min: loginLimit,
  emailSentPerHour: 100,
  tokenRefreshPer5Min: 100,
  tokenVerificationsPer5Min: 100,
};
const rateLimitHeader = 'X-Forwarded-For';
let direct: RunningStack;
let behindProxy: RunningStack;

beforeAll(async () => {
  [direct, behindProxy] = await Promise.all([
    startStack({
      port: 0,
      memory: true,
      seed: false,
      rateLimitHeader,
      auth: { rateLimits: limits },
    }),
    startStack({
      port: 0,
      memory: true,
      seed: false,
      trustProxy: true,
      rateLimitHeader,
      auth: { rateLimits: limits },
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([direct?.stop(), behindProxy?.stop()]);
});

/** A wrong password sent straight to /token with a fresh, made-up X-Forwarded-For each time. */
function wrongLoginFrom(stack: RunningStack, ip: string): Promise<Response> {
  return authFetch(
    stack.url,
    '/token?grant_type=password',
    {
      method: 'POST',
      headers: { 'x-forwarded-for': ip },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    },
    stack.anonKey,
  );
}

describe('a stack not told it sits behind a proxy (the default)', () => {
  it('ignores a rotating X-Forwarded-For: the limit counts the real client', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= loginLimit; attempt += 1) {
      statuses.push((await wrongLoginFrom(direct, uniqueIp())).status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await wrongLoginFrom(direct, uniqueIp());
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    // supabase-js with yet another made-up address is the same client, still limited.
    const client = authClient(direct.url, direct.anonKey, { ip: uniqueIp() });
    const { error } = await client.auth.signInWithPassword({
      email: uniqueEmail('xff'),
      password: 'wrong-password',
    });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('a stack told it sits behind a proxy (trustProxy)', () => {
  it('counts each forwarded address on its own', async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < loginLimit; attempt += 1) {
      expect((await wrongLoginFrom(behindProxy, ip)).status).toBe(400);
    }
    expect((await wrongLoginFrom(behindProxy, ip)).status).toBe(429);
    // Another address behind the same proxy is another person.
    const other = authClient(behindProxy.url, behindProxy.anonKey, { ip: uniqueIp() });
    const { error } = await other.auth.signInWithPassword({
      email: uniqueEmail('xff'),
      password: 'wrong-password',
    });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });
});

describe('a stack with no rate-limit header (the default, as the Supabase CLI runs Auth)', () => {
  let withoutHeader: RunningStack;
  beforeAll(async () => {
    withoutHeader = await startStack({
      port: 0,
      memory: true,
      seed: false,
      auth: { rateLimits: { ...limits, emailSentPerHour: 1 } },
    });
  });
  afterAll(async () => {
    await withoutHeader?.stop();
  });

  it('applies no per-IP limit to sign-ins and sign-ups from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < loginLimit + 2; attempt += 1) {
      statuses.push((await wrongLoginFrom(withoutHeader, '127.0.0.1')).status);
    }
    expect(statuses).toEqual(Array.from({ length: loginLimit + 2 }, () => 400));
  });

  it('still applies the project-wide e-mail limit', async () => {
    const client = authClient(withoutHeader.url, withoutHeader.anonKey);
    const first = await client.auth.signUp({ email: uniqueEmail('xff'), password: 'Forno-2026' });
    expect(first.error).toBeNull();
    const second = await client.auth.signUp({ email: uniqueEmail('xff'), password: 'Forno-2026' });
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });
});
