import { createHash, randomInt, randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';

/** `cost`: the stack's `auth.passwordHashCost` (GoTrue's 10 unless a test stack lowers it). */
export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

/** Also accepts `$2a$` hashes from `extensions.crypt(…, gen_salt('bf'))` in seeds. */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !hash.startsWith('$2')) return false;
  return bcrypt.compare(password, hash);
}

/** A numeric one-time code, as in GoTrue's `crypto.GenerateOtp`. */
export function generateOtp(length = 6): string {
  let otp = '';
  for (let i = 0; i < length; i++) otp += String(randomInt(10));
  return otp;
}

/** The link token: sha224 hex of e-mail + OTP (crypto.GenerateTokenHash). */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/** PKCE flows prefix their link tokens so /verify knows to answer with `?code=`. */
export const PKCE_PREFIX = 'pkce_';

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A refresh token: 12 random alphanumerics like GoTrue's `SecureAlphanumeric(12)`. */
export function newRefreshToken(): string {
  let token = '';
  for (let i = 0; i < 12; i++) token += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return token;
}

export function newAuthCode(): string {
  return randomUUID();
}

/** base64url(sha256(verifier)), the s256 PKCE challenge. */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
