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

export type CallerResult =
  { ok: true; userId: string; client: SupabaseClient } | { ok: false; response: Response };

function bearerToken(request: Request): string | undefined {
  const match = /^bearer\s+(.+)$/i.exec(request.headers.get('authorization')?.trim() ?? '');
  return match?.[1]?.trim() || undefined;
}

/**
 * The signed-in customer behind the request, with a client that acts as them. The gateway's
 * verify_jwt also lets the anon key through, so the user is checked with auth here.
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
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) return { ok: false, response: notSignedIn };
  return { ok: true, userId: data.user.id, client };
}
