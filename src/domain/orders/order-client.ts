import type { ShopSupabaseClient } from '@/lib/supabase-shop-client';

/**
 * The client the order functions take: the app's `getSupabase()` client, or a Node client in
 * the integration tests (typed here so the tests' type-check never reaches `@/lib/env`).
 */
export type OrderClient = ShopSupabaseClient;
