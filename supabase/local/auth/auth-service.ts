import type { Service } from '../http/types.ts';
import { AuthError, errorResponse } from './errors.ts';
import { routeAdmin } from './handlers/admin.ts';
import { otp, recover, resend } from './handlers/email-links.ts';
import type { AuthCall, AuthHandler } from './handlers/handler.ts';
import { health, jwks, settings } from './handlers/meta.ts';
import { routeMfa } from './handlers/mfa.ts';
import { signup } from './handlers/signup.ts';
import { token } from './handlers/token.ts';
import { getUser, logout, updateCurrentUser } from './handlers/user.ts';
import { verifyLink, verifyOtp } from './handlers/verify.ts';
import { createAuthLimiters } from './rate-limit.ts';

const PREFIX = '/auth/v1';

/** `METHOD /path` → handler, for the endpoints auth-js calls (SUPABASE-API.md §1.2). */
const routes: Record<string, AuthHandler> = {
  'POST /signup': signup,
  'POST /token': token,
  'GET /verify': verifyLink,
  'POST /verify': verifyOtp,
  'POST /recover': recover,
  'POST /resend': resend,
  'POST /otp': otp,
  'POST /magiclink': otp,
  'GET /user': getUser,
  'PUT /user': updateCurrentUser,
  'POST /logout': logout,
  'GET /settings': settings,
  'GET /health': health,
  'GET /.well-known/jwks.json': jwks,
};

const knownPaths = new Set(Object.keys(routes).map((key) => key.split(' ')[1]));

async function dispatch(call: AuthCall): Promise<Response> {
  const path = call.url.pathname.slice(PREFIX.length).replace(/\/+$/, '') || '/';
  const handler = routes[`${call.request.method} ${path}`];
  if (handler) return handler(call);
  const mfaResponse = await routeMfa(call, path);
  if (mfaResponse) return mfaResponse;
  const adminResponse = await routeAdmin(call, path);
  if (adminResponse) return adminResponse;
  if (knownPaths.has(path)) throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
  throw new AuthError(404, 'not_found', 'Not Found');
}

/**
 * The GoTrue-compatible `/auth/v1` service: sign-up with e-mail confirmation (implicit and
 * PKCE), password and refresh-token grants with rotation, verification links, recovery,
 * user updates, logout scopes and the service-role admin API, with GoTrue's error shapes.
 */
export function createAuthService(): Service {
  // One set of in-memory rate-limit counters per stack.
  const limiters = createAuthLimiters();
  return {
    prefix: PREFIX,
    maxBodyBytes: 1024 * 1024,
    exposeHeaders: ['X-Total-Count', 'Link', 'X-Supabase-Api-Version'],
    payloadTooLarge: () =>
      errorResponse(new AuthError(413, 'request_too_large', 'Request body too large')),
    async handle(request, ctx) {
      const call: AuthCall = { request, url: new URL(request.url), ctx, limiters };
      try {
        return await dispatch(call);
      } catch (error) {
        return errorResponse(error, request);
      }
    },
  };
}
