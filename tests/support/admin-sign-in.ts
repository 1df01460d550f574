import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { demoAccounts } from '../../supabase/local/demo-accounts.ts';

/** The current six-digit code of a base32 TOTP key (SHA1, 30 s: what authenticator apps use). */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
}

export interface AdminCredentials {
  email: string;
  password: string;
  /** The key of the account's verified TOTP factor; the demo admin's is known. */
  totpSecret?: string;
}

export interface AdminSession {
  userId: string;
  /** The key of the factor this session was verified with (kept for the next sign-in). */
  totpSecret: string;
}

/** The demo admin (admin@bottegadelbun.it, its seeded TOTP key). */
export const demoAdmin: AdminCredentials = (() => {
  const account = demoAccounts.find((candidate) => candidate.label === 'Amministratore');
  if (!account?.totpSecret) throw new Error('demo-accounts.ts lost the demo admin');
  return account;
})();

/**
 * Signs `client` in as an admin the way the console does (decision 016): password (aal1), then
 * a TOTP code (aal2), which admin policies and functions require. An account without a
 * verified factor enrols one first, as a new admin does on the first console visit; pass the
 * returned `totpSecret` to sign the same account in again. Every admin sign-in of the
 * integration tests goes through here.
 */
export async function signInAsAdmin(
  client: SupabaseClient,
  credentials: AdminCredentials = demoAdmin,
): Promise<AdminSession> {
  const signedIn = await client.auth.signInWithPassword({
    email: credentials.email,
    password: credentials.password,
  });
  if (signedIn.error || !signedIn.data.user) {
    throw new Error(`sign-in of ${credentials.email} failed: ${signedIn.error?.message}`);
  }
  const userId = signedIn.data.user.id;
  const factors = await client.auth.mfa.listFactors();
  if (factors.error) throw new Error(`listFactors failed: ${factors.error.message}`);
  const verified = factors.data.totp[0];

  let factorId: string;
  let secret: string;
  if (verified) {
    if (!credentials.totpSecret) {
      throw new Error(`${credentials.email} has a second factor: pass its totpSecret`);
    }
    factorId = verified.id;
    secret = credentials.totpSecret;
  } else {
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    if (enrolled.error) throw new Error(`enrol failed: ${enrolled.error.message}`);
    factorId = enrolled.data.id;
    secret = enrolled.data.totp.secret;
  }
  const elevated = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) });
  if (elevated.error) throw new Error(`second factor refused: ${elevated.error.message}`);
  // supabase-js hands Realtime a new token on SIGNED_IN and TOKEN_REFRESHED only, not after
  // MFA_CHALLENGE_VERIFIED: give channels the aal2 token now, as the console does.
  await client.realtime.setAuth(elevated.data.access_token);
  return { userId, totpSecret: secret };
}
