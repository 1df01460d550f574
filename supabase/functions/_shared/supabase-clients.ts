// supabase-js clients for the shop's edge functions: the service role for the writes only the
// server may do, and the caller's own client so that row level security decides what they see.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { errorResponse } from './http.ts';
import type { FunctionEnv } from './function-env.ts';

const serverSideAuth = {
  persistSession: false,
  autoRefreshToken: false,
  detectSessionInUrl: false,
} as const;

/** The service-role client, or undefined when the runtime did not provide URL and key. */
export function createServiceClient(env: FunctionEnv): SupabaseClient | undefined {
  if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY) return undefined;
  return createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, { auth: serverSideAuth });
}

/** Whether the request carries the service role key (a pg_cron job calling the function). */
export function isServiceRoleRequest(request: Request, env: FunctionEnv): boolean {
  const key = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  return !!key && request.headers.get('authorization')?.trim() === `Bearer ${key}`;
}

/** The verified claims a function decides on (SUPABASE-API.md §1.4). */
export interface CallerClaims {
  sub: string;
  /** aal2 once the session passed a second factor (admin work needs it, decision 016). */
  aal?: string;
}

export type CallerResult =
  | { ok: true; userId: string; claims: CallerClaims; client: SupabaseClient }
  | { ok: false; response: Response };

function bearerToken(request: Request): string | undefined {
  const match = /^bearer\s+(.+)$/i.exec(request.headers.get('authorization')?.trim() ?? '');
  return match?.[1]?.trim() || undefined;
}

/**
 * The signed-in customer behind the request, with a client that acts as them. The gateway's
 * verify_jwt also lets the anon key through, so the user is checked here with `getClaims()`,
 * as a current hosted project needs: a token signed with the project's asymmetric key is
 * verified against its published keys (`/auth/v1/.well-known/jwks.json`, cached by the
 * client), one signed with the legacy secret is checked by Auth. A token without a `sub`
 * (the anon key) is no customer.
 */
export async function authenticateCaller(
  request: Request,
  env: FunctionEnv,
): Promise<CallerResult> {
  const notSignedIn = errorResponse(401, 'not_authenticated', 'Accedi per continuare.');
  const token = bearerToken(request);
  if (!env.SUPABASE_URL || !env.SUPABASE_ANON_KEY) {
    return {
      ok: false,
      response: errorResponse(
        500,
        'misconfigured',
        'SUPABASE_URL or SUPABASE_ANON_KEY is missing.',
      ),
    };
  }
  if (!token) return { ok: false, response: notSignedIn };
  const client = createClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    auth: serverSideAuth,
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  const { data, error } = await client.auth.getClaims(token);
  const claims = data?.claims;
  if (error || !claims || typeof claims.sub !== 'string' || claims.sub === '') {
    return { ok: false, response: notSignedIn };
  }
  return {
    ok: true,
    userId: claims.sub,
    claims: { sub: claims.sub, aal: typeof claims.aal === 'string' ? claims.aal : undefined },
    client,
  };
}
