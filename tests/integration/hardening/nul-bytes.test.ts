import { describe, expect, inject, it } from 'vitest';
import { createNodeClient } from '../../support/supabase-clients.ts';

/**
 * PostgreSQL text cannot hold a NUL byte: sent as is, such a value fails the statement. Every
 * service must answer it as the real one does — as an unknown value, or PostgREST's 400 — and
 * never with a 500, which supabase-js would treat as a retryable outage.
 */
const stackUrl = inject('stackUrl');
const anonKey = inject('anonKey');
const serviceRoleKey = inject('serviceRoleKey');
const anon = createNodeClient(stackUrl, anonKey);
const service = createNodeClient(stackUrl, serviceRoleKey);
const nul = '\u0000';

function call(
  path: string,
  init: { method?: string; body?: unknown; key?: string } = {},
): Promise<Response> {
  const key = init.key ?? anonKey;
  return fetch(`${stackUrl}${path}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

describe('auth (GoTrue): a NUL byte is an unknown value', () => {
  it('answers a login with a NUL in the e-mail as wrong credentials', async () => {
    const { error } = await anon.auth.signInWithPassword({
      email: `giulia${nul}@example.com`,
      password: 'Qualunque-2026',
    });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    const raw = await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: { email: `a${nul}@example.com`, password: 'x' },
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('answers a NUL token, refresh token or auth code as not found', async () => {
    const link = await call('/auth/v1/verify?token=%00&type=recovery');
    expect(link.status).toBe(303);
    const location = new URL(link.headers.get('location') ?? '');
    expect(new URLSearchParams(location.hash.slice(1)).get('error_code')).toBe('otp_expired');
    const otp = await anon.auth.verifyOtp({ token_hash: nul, type: 'recovery' });
    expect(otp.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const refresh = await anon.auth.refreshSession({ refresh_token: `x${nul}` });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const pkce = await call('/auth/v1/token?grant_type=pkce', {
      method: 'POST',
      body: { auth_code: nul, code_verifier: 'v'.repeat(43) },
    });
    expect(pkce.status).toBe(404);
    expect(await pkce.json()).toMatchObject({ code: 'flow_state_not_found' });
  });
});

describe('storage: a NUL byte names no bucket', () => {
  it('answers NoSuchBucket (HTTP 400, statusCode 404) for a bucket id with a NUL', async () => {
    const raw = await call('/storage/v1/bucket/%00', { key: serviceRoleKey });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });
    const viaClient = await service.storage.getBucket(nul);
    expect(viaClient.error).toMatchObject({ statusCode: '404' });
    const download = await anon.storage.from(nul).download('x.png');
    expect(download.error).not.toBeNull();
    const publicFile = await call('/storage/v1/object/public/%00/x.png');
    expect(publicFile.status).toBe(400);
    // Listing an unknown bucket finds nothing, as the Storage server's search does.
    const listed = await call('/storage/v1/object/list/%00', {
      method: 'POST',
      key: serviceRoleKey,
      body: { prefix: '' },
    });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual([]);
  });
});

describe('REST (PostgREST): a NUL byte is refused with PostgreSQL 22021', () => {
  const refused = {
    code: '22021',
    message: 'invalid byte sequence for encoding "UTF8": 0x00',
    details: null,
    hint: null,
  };

  it('refuses it in a filter instead of cutting the value short', async () => {
    const viaClient = await anon.from('products').select('id').eq('slug', `bun-classico${nul}x`);
    expect(viaClient.status).toBe(400);
    expect(viaClient.error).toEqual(refused);
    const raw = await call('/rest/v1/products?select=id&slug=in.(%00)');
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual(refused);
  });

  it('refuses it in a body (22P05 for JSON text)', async () => {
    const { status, error } = await anon
      .from('newsletter_subscribers')
      .insert({ email: `a${nul}@example.com`, privacy_accepted: true });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22P05', message: 'unsupported Unicode escape sequence' });
  });
});
