import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import { type RunningStack, type StackOptions, startStack } from '../../../supabase/local/stack.ts';

export const storageFixtureDir = fileURLToPath(new URL('./fixture', import.meta.url));

/** A database of its own on the DATABASE_URL server, so a fixture stack never touches the shared one. */
async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fixture_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A stack for one test file over a fixture `supabase/` folder: in-memory PGlite, or a fresh
 * database on the PostgreSQL server when the suite runs with DATABASE_URL.
 */
export async function startFixtureStack(options: StackOptions): Promise<RunningStack> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return startStack({ port: 0, memory: true, ...options });
  const database = await createScratchDatabase(serverUrl);
  const stack = await startStack({ port: 0, ...options, databaseUrl: database.url });
  return {
    ...stack,
    async stop() {
      await stack.stop();
      await database.drop();
    },
  };
}

const transport = WebSocket as unknown as typeof globalThis.WebSocket;

/** supabase-js as a client holding `key` (anon or service role). */
export function keyClient(stack: RunningStack, key: string): SupabaseClient {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport },
  });
}

/** An access token for a signed-in user, signed like GoTrue's (storage only checks the JWT). */
export function userToken(
  stack: RunningStack,
  userId: string,
  expiresInSeconds = 3600,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      sub: userId,
      role: 'authenticated',
      aud: 'authenticated',
      iat: now,
      exp: now + expiresInSeconds,
    },
    stack.jwtSecret,
  );
}

/** supabase-js acting as the user `userId` (third-party-token mode: the token is sent as is). */
export function userClient(stack: RunningStack, userId: string): SupabaseClient {
  const token = userToken(stack, userId);
  return createClient(stack.url, stack.anonKey, {
    accessToken: () => token,
    realtime: { transport },
  });
}
