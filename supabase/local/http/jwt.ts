import { decodeProtectedHeader, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { ApiRole, RequestIdentity } from '../db/request-scope.ts';
import { anonIdentity } from '../db/request-scope.ts';
import type { StackKeys } from '../keys.ts';

const apiRoles = new Set<ApiRole>(['anon', 'authenticated', 'service_role']);

function secretBytes(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs an HS256 JWT with the project's legacy secret (the demo API keys, Storage's signed URLs). */
export function signJwt(payload: JWTPayload, secret: string): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secretBytes(secret));
}

/**
 * Signs a session's access token as hosted Auth does: with the project's current asymmetric
 * key (its `kid` in the header) when it has one, else with the legacy shared secret.
 */
export function signAccessToken(payload: JWTPayload, keys: StackKeys): Promise<string> {
  const signing = keys.signingKeys;
  if (!signing) return signJwt(payload, keys.jwtSecret);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: signing.alg, kid: signing.kid, typ: 'JWT' })
    .sign(signing.privateKey);
}

export type VerifyResult =
  { ok: true; payload: JWTPayload } | { ok: false; reason: string; expired: boolean };

/**
 * Verifies signature and expiry of a JWT as every hosted service does today: HS256 with the
 * legacy secret (the anon and service_role keys), ES256 / RS256 with the project's published
 * keys, chosen by the token's `alg` and `kid`.
 */
export async function verifyJwt(token: string, keys: StackKeys): Promise<VerifyResult> {
  try {
    const { alg } = decodeProtectedHeader(token);
    const signing = keys.signingKeys;
    const { payload } =
      alg === 'HS256' || !signing
        ? await jwtVerify(token, secretBytes(keys.jwtSecret), { algorithms: ['HS256'] })
        : await jwtVerify(token, signing.resolve, { algorithms: ['ES256', 'RS256'] });
    return { ok: true, payload };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_JWT_EXPIRED') return { ok: false, reason: 'JWT expired', expired: true };
    if (
      code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' ||
      code === 'ERR_JOSE_ALG_NOT_ALLOWED' ||
      code === 'ERR_JWKS_NO_MATCHING_KEY' ||
      code === 'ERR_JWKS_MULTIPLE_MATCHING_KEYS'
    ) {
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
  keys: StackKeys,
): Promise<IdentityResult> {
  const token = bearerToken(request);
  if (!token) return { ok: true, identity: anonIdentity };
  const verified = await verifyJwt(token, keys);
  if (!verified.ok) return verified;
  const role = verified.payload.role;
  if (typeof role !== 'string' || !apiRoles.has(role as ApiRole)) {
    return { ok: false, reason: `role "${String(role)}" does not exist`, expired: false };
  }
  return { ok: true, identity: { role: role as ApiRole, claims: { ...verified.payload } } };
}
