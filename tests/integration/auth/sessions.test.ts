import { AuthSessionMissingError, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { uniqueEmail } from '../../support/supabase-clients.ts';
import { authClient, authFetch, jwtPayload } from './auth-helpers.ts';

const stackUrl = inject('stackUrl');
const anonKey = inject('anonKey');
const serviceRoleKey = inject('serviceRoleKey');
const jwtSecret = inject('jwtSecret');
const password = 'Sessione-2026';

/** A confirmed account made through the admin API (no mail round trip needed here). */
async function confirmedUser(prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const admin = authClient(stackUrl, serviceRoleKey);
  const { error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { name: 'Cliente' },
  });
  if (error) throw error;
  return email;
}

async function signedIn(email: string): Promise<SupabaseClient> {
  const client = authClient(stackUrl, anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

async function refreshRaw(refreshToken: string): Promise<Response> {
  return authFetch(stackUrl, '/token?grant_type=refresh_token', {
    method: 'POST',
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
}

describe('password sign-in, tokens and sessions', () => {
  let email: string;
  beforeAll(async () => {
    email = await confirmedUser('session');
  });

  it('signs in with a GoTrue session whose access token carries the Supabase claims', async () => {
    const client = authClient(stackUrl, anonKey);
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    const session = data.session;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session?.refresh_token).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(session?.user.last_sign_in_at).toEqual(expect.any(String));

    const claims = jwtPayload(session?.access_token ?? '');
    expect(claims).toMatchObject({
      iss: `${stackUrl}/auth/v1`,
      aud: 'authenticated',
      sub: session?.user.id,
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Cliente' },
      session_id: expect.any(String),
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(session?.expires_at).toBe(claims.exp);
  });

  it('answers invalid_credentials for a wrong password and an unknown address alike', async () => {
    const client = authClient(stackUrl, anonKey);
    const wrong = await client.auth.signInWithPassword({ email, password: 'sbagliata' });
    const unknown = await client.auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password,
    });
    for (const { error } of [wrong, unknown]) {
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('rotates refresh tokens and gives the active one back when its parent is replayed', async () => {
    const client = await signedIn(email);
    const first = (await client.auth.getSession()).data.session?.refresh_token ?? '';
    const rotated = await client.auth.refreshSession();
    expect(rotated.error).toBeNull();
    const second = rotated.data.session?.refresh_token ?? '';
    expect(second).not.toBe(first);

    // A client that lost the answer replays its old token within the reuse interval.
    const replay = await refreshRaw(first);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ refresh_token: second });

    const unknown = await refreshRaw('doesnotexist');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });

  it('ends the right sessions for the logout scopes', async () => {
    const phone = await signedIn(email);
    const tablet = await signedIn(email);
    const laptop = await signedIn(email);
    const tabletToken = await accessToken(tablet);
    const laptopRefresh = (await laptop.auth.getSession()).data.session?.refresh_token ?? '';

    // local: only the phone's session ends; it can no longer read its user.
    const phoneToken = await accessToken(phone);
    expect((await phone.auth.signOut({ scope: 'local' })).error).toBeNull();
    const phoneUser = await authClient(stackUrl, anonKey).auth.getUser(phoneToken);
    expect(phoneUser.error).toBeInstanceOf(AuthSessionMissingError);
    expect((await tablet.auth.getUser()).error).toBeNull();

    // others: the tablet keeps its session, the laptop loses it (refresh token too).
    expect((await tablet.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await tablet.auth.getUser()).error).toBeNull();
    const laptopAfter = await refreshRaw(laptopRefresh);
    expect(laptopAfter.status).toBe(400);

    // global: nothing is left.
    expect((await tablet.auth.signOut()).error).toBeNull();
    const raw = await authFetch(stackUrl, '/user', {
      headers: { authorization: `Bearer ${tabletToken}` },
    });
    expect(raw.status).toBe(403);
    expect(raw.headers.get('x-sb-error-code')).toBe('session_not_found');

    const invalidScope = await authFetch(stackUrl, '/logout?scope=everything', {
      method: 'POST',
      headers: { authorization: `Bearer ${tabletToken}` },
    });
    expect(invalidScope.status).toBe(400);
    expect(await invalidScope.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('rejects forged, foreign and key-only tokens on /user with GoTrue codes', async () => {
    const client = await signedIn(email);
    const token = await accessToken(client);
    const forged = `${token.slice(0, -4)}AAAA`;
    const sub = String(jwtPayload(token).sub);
    const otherSecret = await new SignJWT({ sub, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    const expired = await new SignJWT({ sub, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(jwtSecret));

    for (const bad of [forged, otherSecret, expired, anonKey]) {
      const response = await authFetch(stackUrl, '/user', {
        headers: { authorization: `Bearer ${bad}` },
      });
      expect(response.status).toBe(403);
      expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect((await response.json()) as { code: string }).toMatchObject({ code: 'bad_jwt' });
    }
    const missing = await authFetch(stackUrl, '/user');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('updates user metadata and the password of the signed-in user', async () => {
    const own = await confirmedUser('update');
    const client = await signedIn(own);
    const merged = await client.auth.updateUser({ data: { phone_note: 'citofono 3' } });
    expect(merged.error).toBeNull();
    expect(merged.data.user?.user_metadata).toEqual({ name: 'Cliente', phone_note: 'citofono 3' });

    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const short = await client.auth.updateUser({ password: 'abc' });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password' });

    const changed = await client.auth.updateUser({ password: 'Nuova-Password-1' });
    expect(changed.error).toBeNull();
    const relogin = await authClient(stackUrl, anonKey).auth.signInWithPassword({
      email: own,
      password: 'Nuova-Password-1',
    });
    expect(relogin.error).toBeNull();
  });
});
