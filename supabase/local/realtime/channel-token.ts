import { decodeProtectedHeader, errors, jwtVerify } from 'jose';
import type { ApiRole, RequestIdentity } from '../db/request-scope.ts';
import type { StackKeys } from '../keys.ts';

const apiRoles: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

/** Who a channel acts as, and until when (seconds since the epoch). */
export interface ChannelCredentials {
  identity: RequestIdentity;
  expiresAt: number;
}

/**
 * A refused token in hosted Realtime's words: a join replies `"<code>: <message>"`, a channel
 * shut down later by `access_token` or expiry sends `<message>` alone
 * (gh:supabase/realtime lib/realtime_web/channels/realtime_channel.ex `confirm_token`).
 */
export interface TokenRefusal {
  code: 'InvalidJWTToken' | 'JwtSignatureError' | 'MalformedJWT';
  message: string;
}

export type ChannelTokenResult =
  { ok: true; credentials: ChannelCredentials } | ({ ok: false } & TokenRefusal);

function expiredMessage(exp: unknown): string {
  const ago = typeof exp === 'number' ? Math.max(0, Math.floor(Date.now() / 1000 - exp)) : 0;
  return `Token has expired ${ago} seconds ago`;
}

/**
 * Verifies a channel's JWT (HS256 with the legacy secret, ES256 / RS256 with the project's
 * published keys); `role` and `exp` are required.
 */
export async function verifyChannelToken(
  token: string,
  keys: StackKeys,
): Promise<ChannelTokenResult> {
  try {
    const signing = keys.signingKeys;
    const { payload } =
      decodeProtectedHeader(token).alg === 'HS256' || !signing
        ? await jwtVerify(token, new TextEncoder().encode(keys.jwtSecret), {
            algorithms: ['HS256'],
          })
        : await jwtVerify(token, signing.resolve, { algorithms: ['ES256', 'RS256'] });
    const { role, exp } = payload;
    if (typeof role !== 'string' || typeof exp !== 'number') {
      return {
        ok: false,
        code: 'InvalidJWTToken',
        message: 'Fields `role` and `exp` are required in JWT',
      };
    }
    if (!(apiRoles as readonly string[]).includes(role)) {
      return {
        ok: false,
        code: 'InvalidJWTToken',
        message: `role "${role}" is not one of ${apiRoles.join(', ')}`,
      };
    }
    const identity = { role: role as ApiRole, claims: { ...payload } };
    return { ok: true, credentials: { identity, expiresAt: exp } };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      return { ok: false, code: 'InvalidJWTToken', message: expiredMessage(error.payload.exp) };
    }
    if (error instanceof errors.JWTClaimValidationFailed) {
      return { ok: false, code: 'InvalidJWTToken', message: error.message };
    }
    if (
      error instanceof errors.JWSSignatureVerificationFailed ||
      error instanceof errors.JOSEAlgNotAllowed ||
      error instanceof errors.JWKSNoMatchingKey
    ) {
      return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
    }
    return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
  }
}

/** The message hosted Realtime sends when a channel's token runs out while it is joined. */
export function tokenExpiredMessage(expiresAt: number): string {
  return expiredMessage(expiresAt);
}
