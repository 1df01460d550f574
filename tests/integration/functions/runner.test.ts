import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  FunctionsHttpError,
  FunctionsRelayError,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { keyClient, startFixtureStack, userToken } from '../storage/fixture-stack.ts';

const fixtureDir = fileURLToPath(new URL('./fixture', import.meta.url));

interface Echo {
  method: string;
  path: string;
  search: string;
  headers: { authorization: string | null; contentType: string | null; custom: string | null };
  body: string | null;
  env: Record<string, unknown>;
  handlersCreated: number;
}

let stack: RunningStack;
let anon: SupabaseClient;

beforeAll(async () => {
  stack = await startFixtureStack({
    supabaseDir: fixtureDir,
    seed: false,
    functionEnv: { EXTRA_SETTING: 'from-options' },
  });
  anon = keyClient(stack, stack.anonKey);
});
afterAll(() => stack.stop());

const functionUrl = (path: string) => `${stack.url}/functions/v1/${path}`;

describe('running a function', () => {
  it('passes method, headers and JSON body through, and returns what the handler answers', async () => {
    const { data, error } = await anon.functions.invoke<Echo>('echo', {
      body: { order: 42 },
      headers: { 'x-custom': 'yes' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/functions/v1/echo',
      body: '{"order":42}',
      headers: {
        authorization: `Bearer ${stack.anonKey}`,
        contentType: 'application/json',
        custom: 'yes',
      },
    });
  });

  it('gives the function the project URL and keys, plus the stack options, but no database URL', async () => {
    const { data } = await anon.functions.invoke<Echo>('echo', { body: {} });
    expect(data?.env).toEqual({
      SUPABASE_URL: stack.url,
      SUPABASE_ANON_KEY: stack.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
      hasDbUrl: false,
      EXTRA_SETTING: 'from-options',
    });
  });

  it('keeps the path after the function name and the query string', async () => {
    const response = await fetch(functionUrl('echo/orders/7?view=full'), {
      headers: { authorization: `Bearer ${stack.anonKey}` },
    });
    const echo = (await response.json()) as Echo;
    expect(echo).toMatchObject({
      method: 'GET',
      path: '/functions/v1/echo/orders/7',
      search: '?view=full',
      body: null,
    });
  });

  it('creates each handler once and reuses it, like a warm worker', async () => {
    const first = await anon.functions.invoke<Echo>('echo', { body: {} });
    const second = await anon.functions.invoke<Echo>('echo', { body: {} });
    expect(first.data?.handlersCreated).toBe(second.data?.handlersCreated);
  });

  it("returns the handler's own error statuses as FunctionsHttpError", async () => {
    const { error } = await anon.functions.invoke('echo?status=418', { body: {} });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect((error as FunctionsHttpError).context.status).toBe(418);
  });

  it('installs a global WebSocket so supabase-js works inside functions on Node 20', async () => {
    const { data, error } = await anon.functions.invoke<{ created: boolean; error: string | null }>(
      'realtime-client',
    );
    expect(error).toBeNull();
    expect(data).toEqual({ created: true, buckets: [], error: null });
  });
});

describe('verify_jwt', () => {
  it('refuses a request without Authorization, like the hosted gateway', async () => {
    const response = await fetch(functionUrl('echo'), { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: 'Missing authorization header' });
  });

  it('refuses an invalid or expired JWT', async () => {
    for (const token of ['not-a-jwt', await userToken(stack, randomUUID(), -60)]) {
      const response = await fetch(functionUrl('echo'), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 401, message: 'Invalid JWT' });
    }
  });

  it('lets the anon key and user tokens through', async () => {
    const token = await userToken(stack, randomUUID());
    const response = await fetch(functionUrl('echo'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
  });

  it('is skipped for functions configured with verify_jwt = false', async () => {
    const response = await fetch(functionUrl('open-echo'), { method: 'POST', body: 'hi' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Echo).body).toBe('hi');
  });
});

describe('failures', () => {
  it('answers 404 for unknown functions, _shared and invalid names', async () => {
    for (const name of ['nope', '_shared', 'Echo', '..%2Fecho']) {
      const response = await fetch(functionUrl(name), {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.anonKey}` },
      });
      expect(response.status, name).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('reports a handler that throws as a relay error', async () => {
    const { error } = await anon.functions.invoke('throws', { body: {} });
    expect(error).toBeInstanceOf(FunctionsRelayError);
  });

  it('reports a function that cannot load, or breaks the contract, as a relay error', async () => {
    for (const name of ['broken', 'no-factory']) {
      const response = await fetch(functionUrl(name), {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.anonKey}` },
      });
      expect(response.status).toBe(500);
      expect(response.headers.get('x-relay-error')).toBe('true');
      expect(await response.json()).toMatchObject({ code: 'BOOT_ERROR' });
    }
  });
});

describe('CORS preflight', () => {
  it('hands a browser preflight to the function without a JWT check, so it answers CORS itself', async () => {
    const response = await fetch(functionUrl('echo'), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-handled-by')).toBe('echo');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info');
  });
});
