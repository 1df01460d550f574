import type { ShopSupabaseClient } from '@/lib/supabase-shop-client';

/**
 * The client the account API functions take: the app's `getSupabase()` client, or a Node
 * client in the integration tests. Typed here rather than imported from `@/lib/supabase` so
 * the tests' type-check does not reach the browser-only build configuration.
 */
export type ApiClient = ShopSupabaseClient;
