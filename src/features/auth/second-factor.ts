import { getSupabase } from '@/lib/supabase';

/** A registered authenticator app, as the admin names and recognises it. */
export interface SecondFactorDevice {
  id: string;
  /** The name given when it was added; '' for one added without a name. */
  name: string;
  createdAt: string;
}

/** How a device is called on screen: its name, or what it is when it was added without one. */
export function deviceLabel(device: SecondFactorDevice): string {
  return device.name.trim() || 'App di autenticazione senza nome';
}

/** A new, not yet verified factor: what the enrolment screen shows. */
export interface PendingEnrolment {
  factorId: string;
  qrCode: string;
  secret: string;
}

/** What the admin's second-factor screen shows: the code of a known device, or a new one. */
export type SecondFactorStep =
  { kind: 'challenge'; devices: SecondFactorDevice[] } | ({ kind: 'enrol' } & PendingEnrolment);

/** The admin's registered devices, for TanStack Query. */
export const secondFactorKeys = {
  devices: ['auth', 'second-factor-devices'] as const,
};

/** The name the first device gets, from the sign-in screen. */
const FIRST_DEVICE_NAME = 'Bottega del Bun · Gestione';

/** The admin's verified TOTP factors, oldest first; unverified ones are never listed. */
export async function listSecondFactorDevices(): Promise<SecondFactorDevice[]> {
  const supabase = await getSupabase();
  const listed = await supabase.auth.mfa.listFactors();
  if (listed.error) throw listed.error;
  return listed.data.totp
    .map((factor) => ({
      id: factor.id,
      name: factor.friendly_name ?? '',
      createdAt: factor.created_at,
    }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * Factors left unverified by an earlier, abandoned enrolment: removed before a new one, as they
 * never protected anything and GoTrue counts them towards the limit of ten.
 */
async function dropUnverifiedFactors(): Promise<void> {
  const supabase = await getSupabase();
  const listed = await supabase.auth.mfa.listFactors();
  if (listed.error) throw listed.error;
  for (const factor of listed.data.all) {
    if (factor.status === 'unverified') await supabase.auth.mfa.unenroll({ factorId: factor.id });
  }
}

export type EnrolmentOutcome =
  { kind: 'started'; enrolment: PendingEnrolment } | { kind: 'name-taken' } | { kind: 'failed' };

/**
 * Starts registering an authenticator app named `name` (decision 016): its QR code and key.
 * With a device already registered, Auth allows it only from a session verified with a code
 * (aal2), which the console always is.
 */
export async function startEnrolment(name: string): Promise<EnrolmentOutcome> {
  const supabase = await getSupabase();
  try {
    await dropUnverifiedFactors();
  } catch {
    return { kind: 'failed' };
  }
  const enrolled = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: name,
    issuer: 'Bottega del Bun',
  });
  if (enrolled.error) {
    return enrolled.error.code === 'mfa_factor_name_conflict'
      ? { kind: 'name-taken' }
      : { kind: 'failed' };
  }
  return {
    kind: 'started',
    enrolment: {
      factorId: enrolled.data.id,
      qrCode: enrolled.data.totp.qr_code,
      secret: enrolled.data.totp.secret,
    },
  };
}

/** The admin's verified devices to ask a code of, else a first one to register. */
export async function loadSecondFactorStep(): Promise<SecondFactorStep> {
  const devices = await listSecondFactorDevices();
  if (devices.length > 0) return { kind: 'challenge', devices };
  const started = await startEnrolment(FIRST_DEVICE_NAME);
  if (started.kind !== 'started') throw new Error('The first second factor could not be enrolled');
  return { kind: 'enrol', ...started.enrolment };
}

/**
 * Whether a device may be removed from the console: never the last one. Auth would allow it,
 * but an admin without a registered device is asked only for the password at the next sign-in
 * and registers whatever app is at hand: a stolen password would be enough again.
 */
export function canRemoveDevice(devices: readonly SecondFactorDevice[]): boolean {
  return devices.length > 1;
}

export type RemovalOutcome = 'removed' | 'needs-code' | 'failed';

/**
 * Removes a registered device (Auth requires a session verified with a code). The session
 * verified with that very device falls back to password-only: the refreshed token says so,
 * and the console then asks for the code of another device.
 */
export async function removeSecondFactorDevice(factorId: string): Promise<RemovalOutcome> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error && error.code !== 'insufficient_aal') return 'failed';
  // Removed, or refused because this session already fell back to the password only (its
  // device was removed): either way the refreshed token carries the session's level.
  await supabase.auth.refreshSession();
  return error ? 'needs-code' : 'removed';
}

export type VerifyOutcome = 'verified' | 'wrong-code' | 'too-many-attempts' | 'failed';

/** What a refused code means for the person typing it. */
export const verifyOutcomeMessages: Record<Exclude<VerifyOutcome, 'verified'>, string> = {
  'wrong-code': 'Il codice non è corretto o è scaduto: inserisci quello che l’app mostra adesso.',
  'too-many-attempts': 'Troppi tentativi: riprova tra qualche minuto.',
  failed: 'Non è stato possibile verificare il codice. Riprova.',
};

/** The six digits of a typed code (spaces allowed, as apps show `123 456`), or null. */
export function sixDigitCode(typed: string): string | null {
  const digits = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

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
