import type { JWTPayload } from 'jose';
import type { Queryable } from '../db/types.ts';
import { verifyJwt } from '../http/jwt.ts';
import type { StackContext } from '../http/types.ts';
import { AuthError, forbidden } from './errors.ts';
import { sessionExists } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';

export interface Authenticated {
  user: UserRow;
  claims: JWTPayload;
  sessionId: string | undefined;
}

/** GoTrue reads only the Authorization header on its own endpoints (never `apikey`). */
function authorizationToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  const match = header ? /^bearer\s+(\S+)\s*$/i.exec(header.trim()) : null;
  return match?.[1];
}

/** A verified JWT from the Authorization header (internal/api/auth.go `requireAuthentication`). */
export async function requireClaims(request: Request, ctx: StackContext): Promise<JWTPayload> {
  const token = authorizationToken(request);
  if (!token) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const verified = await verifyJwt(token, ctx.keys);
  if (!verified.ok) {
    const detail = verified.expired
      ? 'token has invalid claims: token is expired'
      : 'signature is invalid';
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
  }
  return verified.payload;
}

/** The signed-in user behind a request, with the checks GoTrue makes before `/user` and `/logout`. */
export async function requireUser(
  db: Queryable,
  request: Request,
  ctx: StackContext,
): Promise<Authenticated> {
  const claims = await requireClaims(request, ctx);
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  }
  const user = await findUserById(db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId !== undefined && !(await sessionExists(db, sessionId))) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, claims, sessionId };
}

/** Admin endpoints accept only a service_role (or supabase_admin) JWT. */
export async function requireAdmin(request: Request, ctx: StackContext): Promise<void> {
  const claims = await requireClaims(request, ctx);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw forbidden('not_admin', 'User not allowed');
  }
}
