import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import type { RunningStack, StackOptions } from '../../../supabase/local/stack.ts';
import { startPrivateStack } from '../../support/scratch-database.ts';

export const storageFixtureDir = fileURLToPath(new URL('./fixture', import.meta.url));

/**
 * A stack for one test file over a fixture `supabase/` folder: in-memory PGlite, or a fresh
 * database on the PostgreSQL server when the suite runs with DATABASE_URL.
 */
export function startFixtureStack(options: StackOptions): Promise<RunningStack> {
  return startPrivateStack(options);
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
