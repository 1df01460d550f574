import type { Database } from '../db/types.ts';
import type { StackContext } from '../http/types.ts';
import { AuthError, badRequest } from './errors.ts';
import { clientIp } from './request.ts';
import { insertRefreshToken, sessionJson, type SessionJson } from './sessions.ts';
import { findUserById } from './users.ts';
import { holdsNul } from '../db/text-values.ts';

interface TokenRow {
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  session_exists: boolean;
  within_reuse_interval: boolean;
}

/**
 * `grant_type=refresh_token` with GoTrue's rotation rules (internal/tokens/service.go
 * `RefreshTokenGrant`):
 * - an active token is swapped for a new child token;
 * - a revoked token that is the parent of the session's active token returns that active
 *   token again (the client lost the previous answer);
 * - another revoked token is swapped if it was revoked within `refresh_token_reuse_interval`;
 * - later reuse revokes every token of the session and answers `refresh_token_already_used`.
 */
export async function refreshTokenGrant(
  db: Database,
  ctx: StackContext,
  request: Request,
  refreshToken: string,
): Promise<SessionJson> {
  const settings = ctx.config.auth;
  if (holdsNul([refreshToken])) {
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  const outcome = await db.transaction(async (tx) => {
    const found = await tx.query<TokenRow>(
      `select rt.token, rt.user_id, rt.revoked, rt.session_id::text as session_id,
              s.id is not null as session_exists,
              rt.updated_at + make_interval(secs => $2) > now() as within_reuse_interval
         from auth.refresh_tokens rt
         left join auth.sessions s on s.id = rt.session_id
        where rt.token = $1
        for update of rt`,
      [refreshToken, settings.refreshTokenReuseIntervalSeconds],
    );
    const row = found.rows[0];
    if (!row)
      throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const user = await findUserById(tx, row.user_id);
    if (!user)
      throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (user.is_banned) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
    if (!row.session_id || !row.session_exists) {
      throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    }
    const sessionId = row.session_id;

    let issued: string | undefined;
    if (row.revoked) {
      const active = await tx.query<{ token: string; parent: string | null }>(
        `select token, parent from auth.refresh_tokens
          where session_id = $1::uuid and revoked = false order by id desc limit 1`,
        [sessionId],
      );
      const activeToken = active.rows[0];
      if (activeToken && activeToken.parent === row.token) {
        issued = activeToken.token;
      } else if (!row.within_reuse_interval) {
        if (settings.enableRefreshTokenRotation) {
          await tx.query(
            `update auth.refresh_tokens set revoked = true, updated_at = now()
              where session_id = $1::uuid and revoked = false`,
            [sessionId],
          );
        }
        // Committed on purpose: the family stays revoked although the request fails.
        return { reuseDetected: true as const };
      }
    }
    if (!issued) {
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
        [row.token],
      );
      issued = await insertRefreshToken(tx, user.id, sessionId, row.token);
    }
    await tx.query(
      `update auth.sessions set refreshed_at = now() at time zone 'UTC', updated_at = now(),
              user_agent = $2, ip = $3
        where id = $1::uuid`,
      [sessionId, request.headers.get('user-agent'), clientIp(request)],
    );
    return { session: await sessionJson(tx, ctx, user.id, sessionId, issued) };
  });
  if ('reuseDetected' in outcome) {
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  return outcome.session;
}
