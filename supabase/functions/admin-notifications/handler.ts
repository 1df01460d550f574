// Edge function `admin-notifications` (spec §7): the client calls it right after a successful
// registration, usually without a session (e-mail confirmation is on), with
//   { type: 'new_user', userData: { id, name, email } }.
// Nothing in the body is trusted: notify-new-user.ts checks it against auth before writing.
// Answers: 201 created, 200 already notified, 400 bad body, 403 sign-up not recent,
// 404 unknown user, 405 wrong method, 500 misconfigured, 502 upstream failure.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { errorResponse, jsonResponse, preflightResponse } from '../_shared/http.ts';
import { notifyNewUser } from './notify-new-user.ts';

const requestBody = z.object({
  type: z.literal('new_user'),
  userData: z.object({
    id: z.uuid(),
    name: z.string().trim().min(1).max(200),
    email: z.email().max(254),
  }),
});

function serviceClient(env: Record<string, string | undefined>): SupabaseClient | undefined {
  const url = env.SUPABASE_URL;
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceRoleKey) return undefined;
  return createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** Web-standard handler; index.ts serves it on Deno, the local stack imports it in Node. */
export function createHandler(
  env: Record<string, string | undefined>,
): (request: Request) => Promise<Response> {
  const admin = serviceClient(env);

  return async (request) => {
    if (request.method === 'OPTIONS') return preflightResponse(request);
    if (request.method !== 'POST') {
      return errorResponse(405, 'method_not_allowed', 'Use POST.');
    }
    if (!admin) {
      return errorResponse(
        500,
        'misconfigured',
        'SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is missing.',
      );
    }

    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return errorResponse(400, 'invalid_json', 'The body must be JSON.');
    }
    const parsed = requestBody.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }));
      return errorResponse(
        400,
        'invalid_body',
        "Expected { type: 'new_user', userData: { id, name, email } }.",
        issues,
      );
    }

    const outcome = await notifyNewUser(admin, parsed.data.userData, new Date());
    switch (outcome.kind) {
      case 'created':
        return jsonResponse(201, { status: 'created', notification_id: outcome.notificationId });
      case 'already_notified':
        return jsonResponse(200, { status: 'already_notified' });
      case 'unknown_user':
        return errorResponse(404, 'user_not_found', 'No user with this id and e-mail.');
      case 'not_recent':
        return errorResponse(
          403,
          'sign_up_not_recent',
          'Only sign-ups of the last 15 minutes can be announced.',
        );
      case 'failed':
        console.error('admin-notifications:', outcome.reason);
        return errorResponse(502, 'upstream_error', 'The notification could not be written.');
    }
  };
}
