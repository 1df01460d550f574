import { AuthClient } from '@supabase/auth-js';
import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/types/database.gen';

/**
 * What the shop asks of Supabase: the database (PostgREST), Auth and the Edge Functions. The
 * console's Realtime channel and Storage uploads go through `supabase-console.ts` instead.
 */
export type ShopSupabaseClient = Pick<
  SupabaseClient<Database>,
  'from' | 'rpc' | 'auth' | 'functions'
>;

/** The client's settings (spec §7/§9), as `createClient` took them. */
export interface ShopClientOptions {
  storage: Storage;
}

/**
 * The shop's client, built from supabase-js's own sub-clients (decision 009): `createClient`
 * also builds a Realtime and a Storage client (≈ 90 KiB of the 216 a customer's device kept)
 * that only the console uses. Requests carry what supabase-js sends: the anon key as
 * `apikey`, and the signed-in user's access token (else the anon key) as the bearer. Auth keeps
 * supabase-js's session key (`sb-<host>-auth-token`), so a session survives the change.
 */
export function createShopClient(
  supabaseUrl: string,
  anonKey: string,
  { storage }: ShopClientOptions,
): ShopSupabaseClient {
  const base = new URL(supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`);
  const auth = new AuthClient({
    url: new URL('auth/v1', base).href,
    headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
    storageKey: `sb-${base.hostname.split('.')[0]}-auth-token`,
    flowType: 'pkce',
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    storage,
  });
  const fetchWithAuth: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', anonKey);
    if (!headers.has('Authorization')) {
      const { data } = await auth.getSession();
      headers.set('Authorization', `Bearer ${data.session?.access_token ?? anonKey}`);
    }
    // The global fetch looked up on each call, as supabase-js does (tests may replace it).
    return globalThis.fetch(input, { ...init, headers });
  };
  const rest = new PostgrestClient<Database>(new URL('rest/v1', base).href, {
    schema: 'public',
    fetch: fetchWithAuth,
  });
  const functionsUrl = new URL('functions/v1', base).href;
  return {
    auth,
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
    get functions() {
      return new FunctionsClient(functionsUrl, { customFetch: fetchWithAuth });
    },
  };
}
