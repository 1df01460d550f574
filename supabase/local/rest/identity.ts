import type { ApiRole, RequestIdentity } from '../db/request-scope.ts';
import { anonIdentity } from '../db/request-scope.ts';
import { bearerToken, verifyJwt } from '../http/jwt.ts';
import type { StackKeys } from '../keys.ts';
import { RestError } from './errors.ts';

const apiRoles = new Set<string>(['anon', 'authenticated', 'service_role']);

/**
 * The role and claims a request runs as, like PostgREST: no token is the anon role, a token
 * must verify (else 401 PGRST301 with `WWW-Authenticate`), and a token without a `role` claim
 * also runs as anon.
 */
export async function requestIdentity(request: Request, keys: StackKeys): Promise<RequestIdentity> {
  const token = bearerToken(request);
  if (!token) return anonIdentity;
  const verified = await verifyJwt(token, keys);
  if (!verified.ok) {
    throw new RestError(401, 'PGRST301', verified.reason, null, null, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(verified.reason)}`,
    });
  }
  const role = verified.payload.role;
  if (role === undefined) return { role: 'anon', claims: { ...verified.payload } };
  if (typeof role !== 'string' || !apiRoles.has(role)) {
    // PostgREST runs `SET ROLE` with the claim; a role the database lacks fails with 22023 → 401.
    throw new RestError(401, '22023', `role "${String(role)}" does not exist`);
  }
  return { role: role as ApiRole, claims: { ...verified.payload } };
}
