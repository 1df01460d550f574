import { getSupabase } from '@/lib/supabase';

/**
 * Whether the signed-in session passed a second factor (`aal` = aal2 in its access token), the
 * level the database requires for admin work (decision 016). Read with `getClaims()`: with the
 * project's asymmetric keys supabase-js checks the token's signature against the published
 * keys (`/auth/v1/.well-known/jwks.json`) before trusting a claim; with the legacy secret it
 * asks Auth. Online only, as the console is.
 */
export async function sessionHasSecondFactor(): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.getClaims();
  if (error || !data) return false;
  return data.claims.aal === 'aal2';
}
