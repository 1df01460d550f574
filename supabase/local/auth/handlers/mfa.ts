import { requireUser, type Authenticated } from '../authenticate.ts';
import type { Queryable } from '../../db/types.ts';
import { AuthError, forbidden, okJson, unprocessable, validationFailed } from '../errors.ts';
import { deleteFactor, factorsOf, requireFactor, toFactorJson } from '../mfa-factors.ts';
import { clientIp, readJsonBody, stringField } from '../request.ts';
import { insertRefreshToken, sessionAal, sessionJson } from '../sessions.ts';
import { newTotpEnrolment, totpCodeMatches } from '../totp.ts';
import { findUserById, isUuid } from '../users.ts';
import { type AuthCall, enforceIpLimit } from './handler.ts';

/** GoTrue's `MFA_CHALLENGE_EXPIRY_DURATION` default. */
const CHALLENGE_EXPIRY_SECONDS = 300;

/** The session row's level, as GoTrue's `Session.IsAAL2` (a removed factor downgrades it). */
async function isAal2(db: Queryable, signedIn: Authenticated): Promise<boolean> {
  return signedIn.sessionId !== undefined && (await sessionAal(db, signedIn.sessionId)) === 'aal2';
}

function requireTotpEnabled(call: AuthCall): void {
  if (!call.ctx.config.auth.mfaTotpEnabled) {
    throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  }
}

function defaultIssuer(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return siteUrl;
  }
}

/** `POST /factors` (auth-js `mfa.enroll`): a new unverified TOTP factor with its secret. */
async function enroll(call: AuthCall): Promise<Response> {
  const signedIn = await requireUser(call.ctx.db, call.request, call.ctx);
  // GoTrue's EnrollFactor (internal/api/mfa.go) before anything else: a token naming no
  // session enrols nothing.
  if (signedIn.sessionId === undefined) {
    throw new AuthError(
      500,
      'unexpected_failure',
      'A valid session and a registered user are required to enroll a factor',
    );
  }
  const body = await readJsonBody(call.request);
  const factorType = stringField(body, 'factor_type');
  if (factorType === 'phone' || factorType === 'webauthn') {
    throw unprocessable(
      `mfa_${factorType}_enroll_not_enabled`,
      `MFA enroll is disabled for ${factorType}`,
    );
  }
  if (factorType !== 'totp') {
    throw validationFailed('factor_type needs to be totp, phone, or webauthn');
  }
  requireTotpEnabled(call);
  const friendlyName = stringField(body, 'friendly_name');
  const issuer = stringField(body, 'issuer') || defaultIssuer(call.ctx.config.auth.siteUrl);
  const accountName = signedIn.user.email || signedIn.user.phone || signedIn.user.id;
  const enrolment = await newTotpEnrolment(issuer, accountName);

  const factorId = await call.ctx.db.transaction(async (tx) => {
    // GoTrue's validateFactors, in its order: name, count, then the session's level (403).
    const factors = await factorsOf(tx, signedIn.user.id);
    if (friendlyName !== '' && factors.some((factor) => factor.friendly_name === friendlyName)) {
      throw unprocessable(
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    if (factors.length >= call.ctx.config.auth.mfaMaxEnrolledFactors) {
      throw unprocessable(
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    const hasVerified = factors.some((factor) => factor.status === 'verified');
    if (hasVerified && !(await isAal2(tx, signedIn))) {
      throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    const inserted = await tx.query<{ id: string }>(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
       values ($1::uuid, $2, 'totp', 'unverified', $3) returning id::text as id`,
      [signedIn.user.id, friendlyName, enrolment.secret],
    );
    return inserted.rows[0]?.id ?? '';
  });
  return okJson({
    id: factorId,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: enrolment.qrCode, secret: enrolment.secret, uri: enrolment.uri },
  });
}

/** `POST /factors/{id}/challenge`: a challenge the next code is verified against. */
async function challenge(call: AuthCall, factorId: string): Promise<Response> {
  const signedIn = await requireUser(call.ctx.db, call.request, call.ctx);
  requireTotpEnabled(call);
  const created = await call.ctx.db.transaction(async (tx) => {
    const factor = await requireFactor(tx, signedIn.user.id, factorId);
    await tx.query(
      'update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1::uuid',
      [factor.id],
    );
    const inserted = await tx.query<{ id: string; created: string }>(
      `insert into auth.mfa_challenges (factor_id, ip_address)
       values ($1::uuid, $2::inet)
       returning id::text as id, extract(epoch from created_at)::bigint::text as created`,
      [factor.id, validInet(clientIp(call.request))],
    );
    return inserted.rows[0];
  });
  if (!created) throw new AuthError(500, 'unexpected_failure', 'Challenge not stored');
  return okJson({
    id: created.id,
    type: 'totp',
    expires_at: Number(created.created) + CHALLENGE_EXPIRY_SECONDS,
  });
}

function validInet(ip: string): string {
  return /^[\d.]+$|^[\da-f:]+$/i.test(ip) ? ip : '0.0.0.0';
}

interface ChallengeRow {
  verified: boolean;
  expired: boolean;
}

/**
 * `POST /factors/{id}/verify`: a right code raises the session to aal2 (amr gains `totp`) and
 * answers a new session; the first verification also makes the factor verified and ends the
 * user's other aal1 sessions (GoTrue `InvalidateSessionsWithAALLessThan`).
 */
async function verify(call: AuthCall, factorId: string): Promise<Response> {
  const signedIn = await requireUser(call.ctx.db, call.request, call.ctx);
  requireTotpEnabled(call);
  const limits = call.ctx.config.auth.rateLimits;
  enforceIpLimit(call, call.limiters.verification, limits.tokenVerificationsPer5Min);
  const body = await readJsonBody(call.request);
  const challengeId = stringField(body, 'challenge_id');
  const code = stringField(body, 'code').trim();
  const sessionId = signedIn.sessionId;
  if (!sessionId) throw new AuthError(401, 'session_not_found', 'Session not found');

  const session = await call.ctx.db.transaction(async (tx) => {
    const factor = await requireFactor(tx, signedIn.user.id, factorId);
    const found = isUuid(challengeId)
      ? await tx.query<ChallengeRow>(
          `select verified_at is not null as verified,
                  created_at + make_interval(secs => $3) < now() as expired
             from auth.mfa_challenges where id = $1::uuid and factor_id = $2::uuid for update`,
          [challengeId, factor.id, CHALLENGE_EXPIRY_SECONDS],
        )
      : { rows: [] };
    const row = found.rows[0];
    if (!row) {
      throw new AuthError(
        404,
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      );
    }
    if (row.verified || row.expired) {
      throw unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    if (!factor.secret || !totpCodeMatches(factor.secret, code)) {
      return undefined;
    }
    await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1::uuid', [
      challengeId,
    ]);
    if (factor.status !== 'verified') {
      await tx.query(
        `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1::uuid`,
        [factor.id],
      );
      await tx.query(
        `delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid
            and coalesce(aal::text, 'aal1') = 'aal1'`,
        [signedIn.user.id, sessionId],
      );
    }
    await tx.query(
      `update auth.sessions set aal = 'aal2', factor_id = $2::uuid, updated_at = now()
        where id = $1::uuid`,
      [sessionId, factor.id],
    );
    await tx.query(
      `insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
       values ($1::uuid, 'totp', now(), now())
       on conflict (session_id, authentication_method) do update set updated_at = now()`,
      [sessionId],
    );
    // The session's refresh tokens so far belonged to its aal1 state: a new one carries on.
    await tx.query(
      `update auth.refresh_tokens set revoked = true, updated_at = now()
        where session_id = $1::uuid and revoked = false`,
      [sessionId],
    );
    const refreshToken = await insertRefreshToken(tx, signedIn.user.id, sessionId, null);
    return sessionJson(tx, call.ctx, signedIn.user.id, sessionId, refreshToken);
  });
  if (!session) throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
  return okJson(session);
}

/**
 * `DELETE /factors/{id}` (auth-js `mfa.unenroll`): a verified factor only from an aal2 session.
 * GoTrue lets the last one go too; keeping one is the console's rule, not Auth's.
 */
async function unenroll(call: AuthCall, factorId: string): Promise<Response> {
  const signedIn = await requireUser(call.ctx.db, call.request, call.ctx);
  await call.ctx.db.transaction(async (tx) => {
    const factor = await requireFactor(tx, signedIn.user.id, factorId);
    if (factor.status === 'verified' && !(await isAal2(tx, signedIn))) {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await deleteFactor(tx, factor.id);
  });
  return okJson({ id: factorId });
}

/** The user's MFA endpoints under `/factors`; undefined when none matches. */
export async function routeMfa(call: AuthCall, path: string): Promise<Response | undefined> {
  const method = call.request.method;
  if (path === '/factors' && method === 'POST') return enroll(call);
  const match = /^\/factors\/([^/]+)(?:\/(challenge|verify))?$/.exec(path);
  const factorId = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  if (!factorId) return undefined;
  if (match?.[2] === 'challenge' && method === 'POST') return challenge(call, factorId);
  if (match?.[2] === 'verify' && method === 'POST') return verify(call, factorId);
  if (!match?.[2] && method === 'DELETE') return unenroll(call, factorId);
  return undefined;
}

/** `GET /admin/users/{id}/factors` and `DELETE /admin/users/{id}/factors/{factorId}`. */
export async function routeAdminFactors(
  call: AuthCall,
  path: string,
): Promise<Response | undefined> {
  const match = /^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?$/.exec(path);
  if (!match?.[1]) return undefined;
  const userId = decodeURIComponent(match[1]);
  const method = call.request.method;
  // GoTrue loads the user first: an unknown one is a 404, never an empty list.
  if (!(await findUserById(call.ctx.db, userId))) {
    throw new AuthError(404, 'user_not_found', 'User not found');
  }
  if (!match[2]) {
    if (method !== 'GET') return undefined;
    return okJson((await factorsOf(call.ctx.db, userId)).map(toFactorJson));
  }
  if (method !== 'DELETE') return undefined;
  const factorId = decodeURIComponent(match[2]);
  const deleted = await call.ctx.db.transaction(async (tx) => {
    const factor = await requireFactor(tx, userId, factorId);
    await deleteFactor(tx, factor.id);
    return factor;
  });
  return okJson(toFactorJson(deleted));
}
