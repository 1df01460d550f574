// Edge function `delete-account` (GDPR erasure): a signed-in customer deletes their own
// account. The caller is whoever the access token in `Authorization` belongs to, checked
// with auth (the gateway's verify_jwt only proves the token is signed; the anon key is too).
// No body is read: nobody can name another user to delete.
// Answers: 200 deleted, 401 no user token, 405 wrong method, 409 open_orders | admin_account,
// 500 misconfigured, 502 upstream failure.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { errorResponse, jsonResponse, preflightResponse } from '../_shared/http.ts';
import { deleteAccount } from './delete-account.ts';

function serviceClient(env: Record<string, string | undefined>): SupabaseClient | undefined {
  const url = env.SUPABASE_URL;
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceRoleKey) return undefined;
  return createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  return /^bearer\s+(\S+)$/i.exec(header.trim())?.[1];
}

/** Web-standard handler; index.ts serves it on Deno, the local stack imports it in Node. */
export function createHandler(
  env: Record<string, string | undefined>,
): (request: Request) => Promise<Response> {
  const admin = serviceClient(env);

  return async (request) => {
    if (request.method === 'OPTIONS') return preflightResponse(request);
    if (request.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use POST.');
    if (!admin) {
      return errorResponse(
        500,
        'misconfigured',
        'SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is missing.',
      );
    }

    const token = bearerToken(request);
    // The anon key and the service key have no `sub`: getUser refuses them like a bad token.
    const caller = token ? await admin.auth.getUser(token) : undefined;
    const user = caller?.data.user;
    if (!user) {
      return errorResponse(401, 'not_signed_in', 'A signed-in user access token is required.');
    }

    const outcome = await deleteAccount(admin, user.id);
    switch (outcome.kind) {
      case 'deleted':
        return jsonResponse(200, { status: 'deleted' });
      case 'open_orders':
        return errorResponse(
          409,
          'open_orders',
          'The account has orders that are not delivered or cancelled yet.',
          { open_orders: outcome.count },
        );
      case 'admin_account':
        return errorResponse(409, 'admin_account', 'Admin accounts are not deleted this way.');
      case 'failed':
        console.error('delete-account:', outcome.reason);
        return errorResponse(502, 'upstream_error', 'The account could not be deleted.');
    }
  };
}
