import { signJwt, verifyJwt } from '../http/jwt.ts';
import type { StackKeys } from '../keys.ts';
import { storageErrors } from './storage-errors.ts';

/**
 * Signed URLs as the Storage server makes them: a JWT over `{ url: "<bucket>/<key>" }` with the
 * project secret. It carries no role, so it can never pass as an API token (and vice versa).
 */
export async function signedObjectPath(
  bucketId: string,
  key: string,
  expiresInSeconds: number,
  jwtSecret: string,
): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const token = await signJwt(
    { url: `${bucketId}/${key}`, iat: issuedAt, exp: issuedAt + expiresInSeconds },
    jwtSecret,
  );
  // Unencoded: storage-js runs encodeURI over the whole URL itself.
  return `/object/sign/${bucketId}/${key}?token=${token}`;
}

/** Checks a signed URL's token against the object it is presented for. */
export async function verifySignedObjectToken(
  token: string | null,
  bucketId: string,
  key: string,
  keys: StackKeys,
): Promise<void> {
  if (!token) throw storageErrors.invalidRequest('Missing token');
  const verified = await verifyJwt(token, keys);
  if (!verified.ok) {
    throw storageErrors.invalidJwt(verified.expired ? 'jwt expired' : 'invalid token');
  }
  if (verified.payload.url !== `${bucketId}/${key}`) throw storageErrors.invalidSignature();
}
