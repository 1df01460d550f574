import { validationFailed, weakPasswordError } from './errors.ts';

// GoTrue's address check (internal/mailer/validateclient.go and api/mail.go `validateEmail`).
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Validates and normalises an address the way GoTrue does (lower-cased, trimmed). */
export function validateEmail(raw: string): string {
  const email = raw.trim();
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL_PATTERN.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

/** bcrypt only reads the first 72 bytes, so GoTrue refuses longer passwords outright. */
const MAX_PASSWORD_LENGTH = 72;

/** The reasons a password is weak under the configured policy (GoTrue password.go). */
export function weakPasswordReasons(password: string, minimumLength: number): string[] {
  return [...password].length < minimumLength ? ['length'] : [];
}

export function weakPasswordMessage(minimumLength: number): string {
  return `Password should be at least ${minimumLength} characters.`;
}

/** GoTrue's `checkPasswordStrength`: 400 when too long, 422 `weak_password` when too short. */
export function checkPasswordStrength(password: string, minimumLength: number): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  const reasons = weakPasswordReasons(password, minimumLength);
  if (reasons.length > 0) throw weakPasswordError(weakPasswordMessage(minimumLength), reasons);
}
