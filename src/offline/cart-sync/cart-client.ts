import type { ShopSupabaseClient } from '@/lib/supabase-shop-client';

/**
 * The client the cart sync's calls take: the app's `getSupabase()` client, or a Node client in
 * tests (typed here so a test's type-check never reaches `@/lib/env`).
 */
export type CartClient = ShopSupabaseClient;
