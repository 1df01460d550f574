import { describe, expect, inject, it } from 'vitest';
import { uniqueEmail } from '../../support/supabase-clients.ts';
import { authClient, authFetch } from './auth-helpers.ts';

const stackUrl = inject('stackUrl');
const anonKey = inject('anonKey');
const serviceRoleKey = inject('serviceRoleKey');

async function errorOf(
  response: Response,
): Promise<{ status: number; code: string | null; body: unknown }> {
  expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  return {
    status: response.status,
    code: response.headers.get('x-sb-error-code'),
    body: await response.json(),
  };
}

describe('the auth API on the wire', () => {
  it('answers malformed JSON with 400 bad_json in GoTrue shape', async () => {
    const response = await authFetch(stackUrl, '/signup', { method: 'POST', body: '{"email": ' });
    const { status, code, body } = await errorOf(response);
    expect(status).toBe(400);
    expect(code).toBe('bad_json');
    expect(body).toMatchObject({
      code: 'bad_json',
      message: expect.stringMatching(/^Could not parse request body as JSON/),
    });
  });

  it('answers requests without the API version header in the legacy shape', async () => {
    const response = await fetch(`${stackUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('legacy'), password: 'whatever1' }),
    });
    const { status, body } = await errorOf(response);
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('refuses oversized bodies with 413 and never crashes on odd input', async () => {
    const huge = JSON.stringify({ email: 'a@b.it', password: 'x'.repeat(2 * 1024 * 1024) });
    const tooLarge = await authFetch(stackUrl, '/signup', { method: 'POST', body: huge });
    expect((await errorOf(tooLarge)).status).toBe(413);

    const wrongTypes = await authFetch(stackUrl, '/signup', {
      method: 'POST',
      body: JSON.stringify({ email: 42, password: ['x'] }),
    });
    expect((await errorOf(wrongTypes)).status).toBe(400);
    const arrayBody = await authFetch(stackUrl, '/token?grant_type=password', {
      method: 'POST',
      body: '[1,2]',
    });
    expect((await errorOf(arrayBody)).code).toBe('bad_json');
    const noGrant = await authFetch(stackUrl, '/token', { method: 'POST', body: '{}' });
    expect((await errorOf(noGrant)).status).toBe(400);
    const unknownPath = await authFetch(stackUrl, '/nothing-here');
    expect((await errorOf(unknownPath)).status).toBe(404);
    const badId = await authFetch(stackUrl, '/admin/users/not-a-uuid', {
      headers: { authorization: `Bearer ${serviceRoleKey}` },
    });
    expect(await errorOf(badId)).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('validates PKCE exchanges like GoTrue', async () => {
    const exchange = (body: unknown) =>
      authFetch(stackUrl, '/token?grant_type=pkce', { method: 'POST', body: JSON.stringify(body) });
    expect(await errorOf(await exchange({ auth_code: '', code_verifier: '' }))).toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
    expect(
      await errorOf(
        await exchange({ auth_code: crypto.randomUUID(), code_verifier: 'v'.repeat(43) }),
      ),
    ).toMatchObject({ status: 404, code: 'flow_state_not_found' });

    // A real flow state with a verifier that does not match its challenge.
    const email = uniqueEmail('verifier');
    await authClient(stackUrl, serviceRoleKey).auth.admin.createUser({
      email,
      password: 'Verifier-2026',
      email_confirm: true,
    });
    const challenge = 'c'.repeat(43);
    const recover = await authFetch(stackUrl, '/recover', {
      method: 'POST',
      body: JSON.stringify({ email, code_challenge: challenge, code_challenge_method: 'plain' }),
    });
    expect(recover.status).toBe(200);
    const mails = (await (
      await fetch(`${stackUrl}/_local/outbox/messages?to=${encodeURIComponent(email)}`)
    ).json()) as { html: string }[];
    const link = /href="([^"]+verify[^"]+)"/
      .exec(mails[0]?.html ?? '')?.[1]
      ?.replaceAll('&amp;', '&');
    const redirect = await fetch(link ?? '', { redirect: 'manual' });
    const code = new URL(redirect.headers.get('location') ?? '').searchParams.get('code');
    expect(
      await errorOf(await exchange({ auth_code: code, code_verifier: 'd'.repeat(43) })),
    ).toMatchObject({
      status: 400,
      code: 'bad_code_verifier',
    });
    const ok = await exchange({ auth_code: code, code_verifier: challenge });
    expect(ok.status).toBe(200);

    const badChallenge = await authFetch(stackUrl, '/recover', {
      method: 'POST',
      body: JSON.stringify({ email, code_challenge: 'short', code_challenge_method: 's256' }),
    });
    expect(await errorOf(badChallenge)).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('lets browsers read the API version header (CORS expose list)', async () => {
    const origin = 'http://127.0.0.1:4173';
    const preflight = await fetch(`${stackUrl}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'apikey, authorization, x-client-info, x-supabase-api-version, content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-headers')).toContain(
      'x-supabase-api-version',
    );

    const failed = await authFetch(stackUrl, '/token?grant_type=password', {
      method: 'POST',
      headers: { origin },
      body: JSON.stringify({ email: uniqueEmail('cors'), password: 'whatever1' }),
    });
    expect(failed.headers.get('access-control-allow-origin')).toBe(origin);
    const exposed = (failed.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    expect(exposed).toContain('x-supabase-api-version');
    expect(exposed).toContain('x-total-count');
  });

  it('describes itself on /settings, /health and the JWKS endpoint', async () => {
    const settings = await authFetch(stackUrl, '/settings', {}, anonKey);
    expect(await settings.json()).toMatchObject({
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: false,
    });
    const health = await authFetch(stackUrl, '/health');
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
    // The public half of the project's signing key (ES256 by default), never its private part.
    const keys = (await (await authFetch(stackUrl, '/.well-known/jwks.json')).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(keys.keys).toHaveLength(1);
    expect(keys.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys.keys[0]).not.toHaveProperty('d');
  });
});
