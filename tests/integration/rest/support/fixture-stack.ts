import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signJwt } from '../../../../supabase/local/http/jwt.ts';
import { type RunningStack, startStack } from '../../../../supabase/local/stack.ts';
import { createScratchDatabase } from '../../../support/scratch-database.ts';
import { createNodeClient } from '../../../support/supabase-clients.ts';

const fixtureDir = fileURLToPath(new URL('../fixtures/supabase', import.meta.url));

export interface FixtureStack {
  url: string;
  restUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  databaseKind: RunningStack['databaseKind'];
  /** supabase-js as the anon role. */
  anon: SupabaseClient;
  /** supabase-js with the service_role key (bypasses RLS). */
  service: SupabaseClient;
  /** supabase-js sending `token` as its bearer (apikey stays the anon key). */
  clientWithToken(token: string): SupabaseClient;
  /** An `authenticated` access token for user `sub`, signed like GoTrue's. */
  userToken(
    sub: string,
    claims?: Record<string, unknown>,
    expiresInSeconds?: number,
  ): Promise<string>;
  /** Raw fetch under /rest/v1 with the anon key, for headers supabase-js does not expose. */
  rest(path: string, init?: RequestInit): Promise<Response>;
  /** Runs SQL as the database owner (DDL while the stack runs). */
  adminSql(sql: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the REST fixture schema on in-memory PGlite, or on PostgreSQL when DATABASE_URL is set. */
export async function startFixtureStack(): Promise<FixtureStack> {
  const adminUrl = process.env.DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl) : undefined;
  const stack = await startStack({
    port: 0,
    memory: true,
    supabaseDir: fixtureDir,
    ...(scratch ? { databaseUrl: scratch.url } : {}),
  });
  const restUrl = `${stack.url}/rest/v1`;
  return {
    url: stack.url,
    restUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    databaseKind: stack.databaseKind,
    anon: createNodeClient(stack.url, stack.anonKey),
    service: createNodeClient(stack.url, stack.serviceRoleKey),
    clientWithToken(token) {
      // supabase-js's third-party-auth hook: the token becomes the bearer of every request.
      return createClient(stack.url, stack.anonKey, {
        accessToken: async () => token,
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      });
    },
    userToken(sub, claims = {}, expiresInSeconds = 3600) {
      const now = Math.floor(Date.now() / 1000);
      return signJwt(
        {
          sub,
          role: 'authenticated',
          aud: 'authenticated',
          iat: now,
          exp: now + expiresInSeconds,
          ...claims,
        },
        stack.jwtSecret,
      );
    },
    rest(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('apikey')) headers.set('apikey', stack.anonKey);
      return fetch(`${restUrl}${path}`, { ...init, headers });
    },
    adminSql(sql) {
      return stack.ctx.db.exec(sql);
    },
    async stop() {
      await stack.stop();
      await scratch?.drop();
    },
  };
}
