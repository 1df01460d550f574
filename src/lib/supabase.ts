import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.gen';
import { env } from '@/lib/env';

export type ShopSupabaseClient = SupabaseClient<Database>;

let clientPromise: Promise<ShopSupabaseClient> | undefined;

const realtimeReconnectDelaysMs = [1_000, 2_000, 5_000];

/**
 * The app's one Supabase client, created on first use. supabase-js is loaded on demand so it
 * stays off the first screen's critical path (STACK.md); every data function is async anyway.
 * Auth per spec §7/§9: PKCE, session in localStorage, auto-refresh (30 s tick), session
 * detected in the URL (e-mail confirmation and recovery links). Realtime per spec §9: reconnect
 * after 1, 2, 5, then 10 s; 10 s timeout; heartbeat every 30 s (the library's default is 25).
 */
export function getSupabase(): Promise<ShopSupabaseClient> {
  clientPromise ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        storage: globalThis.localStorage,
      },
      realtime: {
        timeout: 10_000,
        heartbeatIntervalMs: 30_000,
        reconnectAfterMs: (tries: number) => realtimeReconnectDelaysMs[tries - 1] ?? 10_000,
      },
    }),
  );
  return clientPromise;
}
