import { getSupabase } from '@/lib/supabase';

/**
 * The signed-in user's id as supabase-js knows it (stored session, refreshed if it is about to
 * expire), for route guards that run before any component. Waits for supabase-js to finish
 * reading the address (a confirmation or recovery link) first.
 */
export async function signedInUserId(): Promise<string | null> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  return data.session?.user.id ?? null;
}
