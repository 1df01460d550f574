import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.gen';

/**
 * The client the cart sync's calls take: the app's `getSupabase()` client, or a Node client in
 * tests (typed here so a test's type-check never reaches `@/lib/env`).
 */
export type CartClient = SupabaseClient<Database>;
