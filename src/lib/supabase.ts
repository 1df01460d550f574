import { env } from '@/lib/env';
import type { ShopSupabaseClient } from '@/lib/supabase-shop-client';

export type { ShopSupabaseClient } from '@/lib/supabase-shop-client';

let clientPromise: Promise<ShopSupabaseClient> | undefined;

/**
 * The app's one Supabase client, created on first use. It is loaded on demand so it stays off
 * the first screen's critical path (STACK.md); every data function is async anyway. Auth per
 * spec §7/§9: PKCE, session in localStorage, auto-refresh (30 s tick), session detected in the
 * URL (e-mail confirmation and recovery links). Realtime (the console's) is in
 * `supabase-console.ts`.
 */
export function getSupabase(): Promise<ShopSupabaseClient> {
  clientPromise ??= import('@/lib/supabase-shop-client').then(({ createShopClient }) =>
    createShopClient(env.supabaseUrl, env.supabaseAnonKey, { storage: globalThis.localStorage }),
  );
  return clientPromise;
}
