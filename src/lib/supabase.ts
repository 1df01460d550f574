import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.gen';
import { env } from '@/lib/env';

export type ShopSupabaseClient = SupabaseClient<Database>;

let clientPromise: Promise<ShopSupabaseClient> | undefined;

/**
 * The app's one Supabase client, created on first use. supabase-js is loaded on demand so it
 * stays off the first screen's critical path (STACK.md); every data function is async anyway.
 * Auth per spec §7/§9: PKCE, session in localStorage, auto-refresh (30 s tick), session
 * detected in the URL (e-mail confirmation and recovery links).
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
    }),
  );
  return clientPromise;
}
