import type { ShopSupabaseClient } from '@/lib/supabase-shop-client';

/**
 * The client the admin API functions take: `getSupabase()` in the app, a Node client in tests.
 * Typed here so the tests' type-check does not reach the browser-only client module.
 */
export type ApiClient = ShopSupabaseClient;
