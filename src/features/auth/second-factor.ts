import { getSupabase } from '@/lib/supabase';

/** What the admin's second-factor screen shows: the code of a known factor, or a new one. */
export type SecondFactorStep =
  | { kind: 'challenge'; factorId: string }
  | { kind: 'enrol'; factorId: string; qrCode: string; secret: string };

/**
 * The admin's verified TOTP factor, else a new one to enrol (decision 016). Factors left
 * unverified by an earlier, abandoned enrolment are removed first: they never protected
 * anything, and GoTrue counts them towards the limit of ten.
 */
export async function loadSecondFactorStep(): Promise<SecondFactorStep> {
  const supabase = await getSupabase();
  const listed = await supabase.auth.mfa.listFactors();
  if (listed.error) throw listed.error;
  const verified = listed.data.totp[0];
  if (verified) return { kind: 'challenge', factorId: verified.id };
  for (const factor of listed.data.all) {
    if (factor.status === 'unverified') await supabase.auth.mfa.unenroll({ factorId: factor.id });
  }
  const enrolled = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'Bottega del Bun · Gestione',
    issuer: 'Bottega del Bun',
  });
  if (enrolled.error) throw enrolled.error;
  return {
    kind: 'enrol',
    factorId: enrolled.data.id,
    qrCode: enrolled.data.totp.qr_code,
    secret: enrolled.data.totp.secret,
  };
}

export type VerifyOutcome = 'verified' | 'wrong-code' | 'too-many-attempts' | 'failed';

/** Checks a six-digit code; a right one raises the session to aal2 (a new access token). */
export async function verifySecondFactor(factorId: string, code: string): Promise<VerifyOutcome> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (!error) return 'verified';
  if (error.code === 'mfa_verification_failed' || error.code === 'mfa_challenge_expired') {
    return 'wrong-code';
  }
  if (error.status === 429) return 'too-many-attempts';
  return 'failed';
}

/** The key grouped by four, as authenticator apps print it and people type it. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
