import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { ApiRole, RequestIdentity } from '../db/request-scope.ts';
import { anonIdentity } from '../db/request-scope.ts';

const apiRoles = new Set<ApiRole>(['anon', 'authenticated', 'service_role']);

function secretBytes(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs an HS256 JWT with the project's secret (what GoTrue does for access tokens). */
export function signJwt(payload: JWTPayload, secret: string): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secretBytes(secret));
}

export type VerifyResult =
  { ok: true; payload: JWTPayload } | { ok: false; reason: string; expired: boolean };

/** Verifies signature and expiry of an HS256 JWT. */
export async function verifyJwt(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secretBytes(secret), { algorithms: ['HS256'] });
    return { ok: true, payload };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_JWT_EXPIRED') return { ok: false, reason: 'JWT expired', expired: true };
    if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') {
      return { ok: false, reason: 'JWSError JWSInvalidSignature', expired: false };
    }
    return {
      ok: false,
      reason: 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)',
      expired: false,
    };
  }
}

/** The bearer token of a request: `Authorization: Bearer …`, else the `apikey` header. */
export function bearerToken(request: Request): string | undefined {
  const authorization = request.headers.get('authorization');
  const match = authorization ? /^bearer\s+(.+)$/i.exec(authorization.trim()) : null;
  if (match?.[1]) return match[1].trim();
  return request.headers.get('apikey')?.trim() || undefined;
}

export type IdentityResult =
  { ok: true; identity: RequestIdentity } | { ok: false; reason: string; expired: boolean };

/**
 * Who the request acts as. No token means the anon role (PostgREST's anonymous behaviour,
 * SUPABASE-API.md §0.1-10); a token must be valid and carry a known role.
 */
export async function identityFromRequest(
  request: Request,
  jwtSecret: string,
): Promise<IdentityResult> {
  const token = bearerToken(request);
  if (!token) return { ok: true, identity: anonIdentity };
  const verified = await verifyJwt(token, jwtSecret);
  if (!verified.ok) return verified;
  const role = verified.payload.role;
  if (typeof role !== 'string' || !apiRoles.has(role as ApiRole)) {
    return { ok: false, reason: `role "${String(role)}" does not exist`, expired: false };
  }
  return { ok: true, identity: { role: role as ApiRole, claims: { ...verified.payload } } };
}
