import type { Queryable } from '../db/types.ts';
import { signAccessToken } from '../http/jwt.ts';
import type { StackContext } from '../http/types.ts';
import { AuthError } from './errors.ts';
import type { JsonObject } from './request.ts';
import { clientIp } from './request.ts';
import { newRefreshToken } from './secrets.ts';
import { findUserById, isUuid, toUserJson, type UserRow } from './users.ts';

/** How a session was started; becomes the `amr` claim (GoTrue models.AuthenticationMethod). */
export type AuthenticationMethod =
  | 'password'
  | 'otp'
  | 'magiclink'
  | 'email/signup'
  | 'recovery'
  | 'invite'
  | 'email_change'
  | 'token_refresh'
  | 'totp';

/** The Session JSON GoTrue answers (AccessTokenResponse, SUPABASE-API.md §1.3). */
export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: JsonObject;
  weak_password?: { message: string; reasons: string[] };
}

interface AmrEntry {
  method: string;
  timestamp: number;
}

async function sessionAmr(db: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const result = await db.query<{ method: string; timestamp: string }>(
    `select authentication_method as method, extract(epoch from created_at)::bigint::text as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by created_at desc`,
    [sessionId],
  );
  return result.rows.map((row) => ({ method: row.method, timestamp: Number(row.timestamp) }));
}

/**
 * The session's assurance level: aal2 once a second factor was verified in it, aal1 again once
 * that factor is removed. GoTrue decides factor changes on this (`Session.IsAAL2`), not on the
 * token's `aal` claim, which stays aal2 until the token is refreshed.
 */
export async function sessionAal(db: Queryable, sessionId: string): Promise<'aal1' | 'aal2'> {
  const result = await db.query<{ aal: string | null }>(
    'select aal::text as aal from auth.sessions where id = $1::uuid',
    [sessionId],
  );
  return result.rows[0]?.aal === 'aal2' ? 'aal2' : 'aal1';
}

/** Signs the access token with the claims of SUPABASE-API.md §1.4. */
export async function accessTokenFor(
  db: Queryable,
  ctx: StackContext,
  user: UserRow,
  sessionId: string,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + ctx.config.auth.jwtExpirySeconds;
  const token = await signAccessToken(
    {
      aud: user.aud ?? 'authenticated',
      exp: expiresAt,
      iat: issuedAt,
      iss: `${ctx.apiUrl}/auth/v1`,
      sub: user.id,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role || 'authenticated',
      aal: await sessionAal(db, sessionId),
      amr: await sessionAmr(db, sessionId),
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    ctx.keys,
  );
  return { token, expiresAt };
}

export async function insertRefreshToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4::uuid, now(), now())`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** Builds the Session JSON for a session whose refresh token is already known. */
export async function sessionJson(
  db: Queryable,
  ctx: StackContext,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<SessionJson> {
  const user = await findUserById(db, userId);
  if (!user) throw new AuthError(500, 'unexpected_failure', 'User disappeared while signing in');
  const { token, expiresAt } = await accessTokenFor(db, ctx, user, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.auth.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toUserJson(user),
  };
}

/**
 * Starts a session (GoTrue `IssueRefreshToken`): an auth.sessions row, its AMR claim, the first
 * refresh token, last_sign_in_at; answers the Session JSON.
 */
export async function issueSession(
  db: Queryable,
  ctx: StackContext,
  request: Request,
  userId: string,
  method: AuthenticationMethod,
): Promise<SessionJson> {
  const created = await db.query<{ id: string }>(
    `insert into auth.sessions (user_id, aal, user_agent, ip, created_at, updated_at, refreshed_at)
     values ($1::uuid, 'aal1', $2, $3, now(), now(), now() at time zone 'UTC') returning id::text as id`,
    [userId, request.headers.get('user-agent'), clientIp(request)],
  );
  const sessionId = created.rows[0]?.id;
  if (!sessionId) throw new Error('auth.sessions insert returned no id');
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
     values ($1::uuid, $2, now(), now())`,
    [sessionId, method],
  );
  await db.query(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1',
    [userId],
  );
  await db.query(
    `update auth.identities set last_sign_in_at = now(), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId],
  );
  const refreshToken = await insertRefreshToken(db, userId, sessionId, null);
  return sessionJson(db, ctx, userId, sessionId, refreshToken);
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  if (!isUuid(sessionId)) return false;
  const result = await db.query('select 1 from auth.sessions where id = $1::uuid', [sessionId]);
  return result.rows.length > 0;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions; their refresh tokens go with them (foreign key cascade), as in GoTrue. */
export async function endSessions(
  db: Queryable,
  userId: string,
  currentSessionId: string | undefined,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'local') {
    if (currentSessionId) {
      await db.query('delete from auth.sessions where id = $1::uuid', [currentSessionId]);
    }
    return;
  }
  if (scope === 'others') {
    await db.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [
      userId,
      currentSessionId ?? '00000000-0000-0000-0000-000000000000',
    ]);
    return;
  }
  await db.query('delete from auth.sessions where user_id = $1::uuid', [userId]);
}
