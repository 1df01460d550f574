import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningStack, startStack } from '../../../supabase/local/stack.ts';
import { uniqueEmail } from '../../support/supabase-clients.ts';
import {
  authClient,
  authFetch,
  latestMail,
  linkFromMail,
  followLink,
  uniqueIp,
} from './auth-helpers.ts';

/**
 * Settings the shared stack does not have: confirmations off (autoconfirm), a 1 s refresh-token
 * reuse interval, 2 s access tokens, and the real (small) rate limits. Every test sends its own
 * X-Forwarded-For so the per-IP counters of one test never touch another's.
 */
let stack: RunningStack;
const password = 'Impostazioni-2026';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  stack = await startStack({
    port: 0,
    memory: true,
    seed: false,
    // Every test sends its own X-Forwarded-For (see above), the header the per-IP limits
    // count, as on hosted Supabase.
    trustProxy: true,
    rateLimitHeader: 'X-Forwarded-For',
    auth: {
      enableConfirmations: false,
      refreshTokenReuseIntervalSeconds: 1,
      jwtExpirySeconds: 2,
      emailMaxFrequencySeconds: 60,
      rateLimits: {
        signInSignUpsPer5Min: 4,
        emailSentPerHour: 3,
        tokenRefreshPer5Min: 100,
        tokenVerificationsPer5Min: 100,
      },
    },
  });
});

afterAll(async () => {
  await stack?.stop();
});

async function signedUp(ip: string) {
  const client = authClient(stack.url, stack.anonKey, { ip });
  const email = uniqueEmail('own');
  const { data, error } = await client.auth.signUp({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, email, session: data.session };
}

// Independent tests (own addresses and IPs); concurrent so the sleeps overlap.
describe.concurrent('a stack with confirmations off and short token lifetimes', () => {
  it('signs up straight into a session and answers user_already_exists for a taken address', async () => {
    const ip = uniqueIp();
    const { email, session } = await signedUp(ip);
    expect(session.user.email_confirmed_at).toEqual(expect.any(String));
    expect(session.expires_in).toBe(2);

    const again = await authClient(stack.url, stack.anonKey, { ip }).auth.signUp({
      email,
      password,
    });
    expect(again.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });

  it('expires access tokens after jwt_expiry while the refresh token still works', async () => {
    const { client, session } = await signedUp(uniqueIp());
    await sleep(2100);
    const expired = await authFetch(stack.url, '/user', {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ code: 'bad_jwt' });
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect((await client.auth.getUser(refreshed.data.session?.access_token)).error).toBeNull();
  });

  it('revokes the whole session when a refresh token is replayed after the reuse interval', async () => {
    const { session } = await signedUp(uniqueIp());
    const refresh = (token: string) =>
      authFetch(stack.url, '/token?grant_type=refresh_token', {
        method: 'POST',
        body: JSON.stringify({ refresh_token: token }),
      });
    const first = session.refresh_token;
    const second = ((await (await refresh(first)).json()) as { refresh_token: string })
      .refresh_token;
    const third = ((await (await refresh(second)).json()) as { refresh_token: string })
      .refresh_token;
    expect(new Set([first, second, third]).size).toBe(3);

    await sleep(1100);
    const replay = await refresh(first);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // The family was revoked: once the reuse window passes, the newest token is dead too.
    await sleep(1100);
    const newest = await refresh(third);
    expect(newest.status).toBe(400);
    expect(await newest.json()).toMatchObject({ code: 'refresh_token_already_used' });
  });

  it('signs in users that a seed inserted directly with pgcrypto hashes', async () => {
    const email = uniqueEmail('seeded');
    await stack.ctx.db.query(
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
       values (gen_random_uuid(), $1, extensions.crypt($2, extensions.gen_salt('bf')), now(),
               '{"name": "Seme"}'::jsonb)`,
      [email, password],
    );
    const client = authClient(stack.url, stack.anonKey, { ip: uniqueIp() });
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { name: 'Seme' }, identities: [] });
    // The token is for that user. (Not asked back through /user: on this stack it lives 2 s,
    // which a busy machine's bcrypt check alone can use up.)
    const claims = JSON.parse(
      Buffer.from(data.session?.access_token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { sub?: string };
    expect(claims.sub).toBe(data.user?.id);
  });

  it('rate-limits sign-ins per client IP with over_request_rate_limit', async () => {
    const ip = uniqueIp();
    const { email } = await signedUp(ip); // 1 of 4
    const client = authClient(stack.url, stack.anonKey, { ip });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    }
    const limited = await client.auth.signInWithPassword({ email, password });
    expect(limited.error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    const otherIp = authClient(stack.url, stack.anonKey, { ip: uniqueIp() });
    expect((await otherIp.auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it('limits recovery mails per user (max_frequency) and per hour (email_sent)', async () => {
    const emails = [];
    for (let i = 0; i < 4; i++) emails.push((await signedUp(uniqueIp())).email);
    const client = authClient(stack.url, stack.anonKey, { ip: uniqueIp() });
    const [first = '', second = '', third = '', fourth = ''] = emails;

    expect((await client.auth.resetPasswordForEmail(first)).error).toBeNull();
    const tooSoon = await client.auth.resetPasswordForEmail(first);
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(tooSoon.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );

    expect((await client.auth.resetPasswordForEmail(second)).error).toBeNull();
    expect((await client.auth.resetPasswordForEmail(third)).error).toBeNull();
    const overBudget = await client.auth.resetPasswordForEmail(fourth);
    expect(overBudget.error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'Email rate limit exceeded',
    });
    await latestMail(stack.url, third, 'recovery');
  });
});

describe('a stack with sign-ups disabled', () => {
  let closed: RunningStack;
  beforeAll(async () => {
    closed = await startStack({
      port: 0,
      memory: true,
      seed: false,
      auth: { enableSignup: false },
    });
  });
  afterAll(async () => {
    await closed?.stop();
  });

  it('answers signup_disabled while the admin API can still create accounts', async () => {
    const { error } = await authClient(closed.url, closed.anonKey).auth.signUp({
      email: uniqueEmail('closed'),
      password,
    });
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
    const created = await authClient(closed.url, closed.serviceRoleKey).auth.admin.createUser({
      email: uniqueEmail('invited'),
      password,
      email_confirm: true,
    });
    expect(created.error).toBeNull();
  });

  it('expires a PKCE auth code 300 s after the link was followed', async () => {
    const email = uniqueEmail('slow');
    await authClient(closed.url, closed.serviceRoleKey).auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    });
    const client = authClient(closed.url, closed.anonKey, { flowType: 'pkce' });
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const { location } = await followLink(linkFromMail(await latestMail(closed.url, email)));
    const code = location.searchParams.get('code') ?? '';
    // Five minutes pass (the flow state's clock is moved rather than the test waiting).
    await closed.ctx.db.query(
      `update auth.flow_state set auth_code_issued_at = now() - interval '301 seconds'
        where auth_code = $1`,
      [code],
    );
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toMatchObject({ status: 422, code: 'flow_state_expired' });
  });
});
