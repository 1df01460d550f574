/**
 * The Italian texts of the auth flows (spec §4, §8) and the mapping from the auth API's error
 * **codes** to them. English `message` texts are never read: GoTrue may reword them, the
 * codes are its stable contract (SUPABASE-API.md §1.6).
 */

import { unknownAuthErrors } from '@/domain/auth/auth-unknown-errors';

export const authMessages = {
  ...unknownAuthErrors,
  loggedOut: 'Logout effettuato con successo',
  invalidCredentials: 'Email o password non corretti',
  emailNotConfirmed: 'Conferma la tua email prima di accedere',
  tooManyRequests: 'Troppi tentativi. Riprova tra qualche minuto',
  loginFailed: 'Errore durante il login',
  userNotFound: 'Utente non trovato',
  alreadyRegistered: 'Questo indirizzo email è già registrato',
  passwordTooShort: 'La password deve essere di almeno 6 caratteri',
  invalidEmailAddress: 'Indirizzo email non valido',
  registrationFailed: 'Errore durante la registrazione',
  logoutFailed: 'Errore durante il logout',
  samePassword: 'La nuova password deve essere diversa da quella attuale',
  recoveryLinkExpired:
    'Il link per reimpostare la password non è più valido: richiedine uno nuovo.',
  profileUpdated: 'Profilo aggiornato con successo',
} as const;

/** What the mapping needs from an auth-js error (AuthApiError, AuthSessionMissingError …). */
export interface AuthErrorLike {
  /** GoTrue's error code, e.g. `invalid_credentials`; absent for client-side errors. */
  code?: string | undefined;
  /** The auth-js class name, for the errors that have no code (a missing session). */
  name?: string;
}

const rateLimitCodes = new Set(['over_request_rate_limit', 'over_email_send_rate_limit']);
// `validation_failed` on sign-up means the address: the form already refuses the other causes
// (an empty password, one longer than 72 characters).
const invalidEmailCodes = new Set(['validation_failed', 'email_address_invalid']);

/** The toast for a failed `signInWithPassword` (spec §8, "Login"). */
export function loginErrorMessage(error: AuthErrorLike): string {
  if (error.code === 'invalid_credentials') return authMessages.invalidCredentials;
  if (error.code === 'email_not_confirmed') return authMessages.emailNotConfirmed;
  if (error.code && rateLimitCodes.has(error.code)) return authMessages.tooManyRequests;
  return authMessages.loginFailed;
}

/** The toast for a failed `signUp` (spec §8, "Registration"). */
export function registrationErrorMessage(error: AuthErrorLike): string {
  if (error.code === 'user_already_exists' || error.code === 'email_exists') {
    return authMessages.alreadyRegistered;
  }
  if (error.code === 'weak_password') return authMessages.passwordTooShort;
  if (error.code && invalidEmailCodes.has(error.code)) return authMessages.invalidEmailAddress;
  if (error.code && rateLimitCodes.has(error.code)) return authMessages.tooManyRequests;
  return authMessages.registrationFailed;
}

/** The kept error text for a failed password-reset request. */
export function passwordResetErrorMessage(error: AuthErrorLike): string {
  if (error.code && rateLimitCodes.has(error.code)) return authMessages.tooManyRequests;
  if (error.code && invalidEmailCodes.has(error.code)) return authMessages.invalidEmailAddress;
  return authMessages.unknownPasswordReset;
}

/** The kept error text for a failed `updateUser({ password })`. */
export function passwordUpdateErrorMessage(error: AuthErrorLike): string {
  if (error.code === 'weak_password') return authMessages.passwordTooShort;
  if (error.code === 'same_password') return authMessages.samePassword;
  if (error.code === 'session_not_found' || error.name === 'AuthSessionMissingError') {
    return authMessages.recoveryLinkExpired;
  }
  if (error.code && rateLimitCodes.has(error.code)) return authMessages.tooManyRequests;
  return authMessages.unknownPasswordUpdate;
}
