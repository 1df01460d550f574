import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader, SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningStack, startStack } from '../../../supabase/local/stack.ts';
import { uniqueEmail } from '../../support/supabase-clients.ts';
import { authClient } from './auth-helpers.ts';

// Access tokens signed as on a current hosted project (decision 016): an asymmetric key from
// config.toml's signing_keys_path (ES256 here, RS256 on its own stack below), its public half at
// the JWKS endpoint, `getClaims()` verifying locally; the legacy HS256 demo keys still pass.

const stackUrl = inject('stackUrl');
const anonKey = inject('anonKey');
const serviceRoleKey = inject('serviceRoleKey');
const password = 'Chiavi-2026';

async function signedInClient(url: string, anon: string, service: string) {
  const email = uniqueEmail('keys');
  await authClient(url, service).auth.admin.createUser({ email, password, email_confirm: true });
  const client = authClient(url, anon);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, token: data.session.access_token };
}

describe('signing keys (ES256, config.toml)', () => {
  it('signs access tokens with the published key and getClaims verifies them', async () => {
    const { client, token } = await signedInClient(stackUrl, anonKey, serviceRoleKey);
    const header = decodeProtectedHeader(token);
    expect(header.alg).toBe('ES256');
    const jwks = (await (await fetch(`${stackUrl}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: { kid: string }[];
    };
    expect(jwks.keys.map((key) => key.kid)).toContain(header.kid);
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.header.alg).toBe('ES256');
    expect(claims.data?.claims.role).toBe('authenticated');
    // The same token opens the REST API (RLS sees the user).
    const own = await client.from('profiles').select('id');
    expect(own.error).toBeNull();
    expect(own.data).toHaveLength(1);
  });

  it('refuses a token signed with another key that claims the published kid', async () => {
    const { token } = await signedInClient(stackUrl, anonKey, serviceRoleKey);
    const { kid } = decodeProtectedHeader(token);
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(privateKey);
    const response = await fetch(`${stackUrl}/rest/v1/profiles?select=id`, {
      headers: { apikey: anonKey, authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(401);
  });

  it('still accepts the legacy HS256 anon and service_role keys', async () => {
    expect(decodeProtectedHeader(serviceRoleKey).alg).toBe('HS256');
    const service = authClient(stackUrl, serviceRoleKey);
    const { error } = await service.from('profiles').select('id').limit(1);
    expect(error).toBeNull();
  });
});

describe('signing keys (RS256)', () => {
  let stack: RunningStack;
  let keysDir: string;

  beforeAll(async () => {
    keysDir = mkdtempSync(join(tmpdir(), 'rs256-keys-'));
    stack = await startStack({
      port: 0,
      memory: true,
      seed: false,
      signingKeysPath: join(keysDir, 'signing_keys.json'),
      signingAlgorithm: 'RS256',
    });
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(keysDir, { recursive: true, force: true });
  });

  it('signs with the RSA key from the file and publishes its public half', async () => {
    const { client, token } = await signedInClient(stack.url, stack.anonKey, stack.serviceRoleKey);
    expect(decodeProtectedHeader(token).alg).toBe('RS256');
    const jwks = (await (await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const claims = await client.auth.getClaims();
    expect(claims.data?.header.alg).toBe('RS256');
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('answers the JWKS a key set that any JOSE library imports', async () => {
    const jwks = (await (await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: Record<string, unknown>[];
    };
    const { publicKey } = await generateKeyPair('RS256', { extractable: true });
    // Same members as a freshly exported RSA public key, plus kid, alg, use and key_ops.
    expect(Object.keys(jwks.keys[0] ?? {}).sort()).toEqual(
      [...Object.keys(await exportJWK(publicKey)), 'kid', 'alg', 'use', 'key_ops'].sort(),
    );
  });
});
