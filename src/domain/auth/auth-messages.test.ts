import { describe, expect, it } from 'vitest';
import {
  authMessages,
  loginErrorMessage,
  passwordResetErrorMessage,
  passwordUpdateErrorMessage,
  registrationErrorMessage,
} from '@/domain/auth/auth-messages';

describe('login errors (spec §8)', () => {
  it.each([
    ['invalid_credentials', 'Email o password non corretti'],
    ['email_not_confirmed', 'Conferma la tua email prima di accedere'],
    ['over_request_rate_limit', 'Troppi tentativi. Riprova tra qualche minuto'],
    ['user_banned', 'Errore durante il login'],
    [undefined, 'Errore durante il login'],
  ])('%s → %s', (code, message) => {
    expect(loginErrorMessage({ code })).toBe(message);
  });

  it('never reads the English message text', () => {
    const englishOnly = { code: undefined, message: 'Invalid login credentials' };
    expect(loginErrorMessage(englishOnly)).toBe('Errore durante il login');
  });
});

describe('registration errors (spec §8)', () => {
  it.each([
    ['user_already_exists', 'Questo indirizzo email è già registrato'],
    ['email_exists', 'Questo indirizzo email è già registrato'],
    ['weak_password', 'La password deve essere di almeno 6 caratteri'],
    ['validation_failed', 'Indirizzo email non valido'],
    ['email_address_invalid', 'Indirizzo email non valido'],
    ['over_request_rate_limit', 'Troppi tentativi. Riprova tra qualche minuto'],
    ['signup_disabled', 'Errore durante la registrazione'],
  ])('%s → %s', (code, message) => {
    expect(registrationErrorMessage({ code })).toBe(message);
  });
});

describe('password reset and update errors', () => {
  it('maps the reset request, unknown causes to the spec fallback', () => {
    expect(passwordResetErrorMessage({ code: 'over_email_send_rate_limit' })).toBe(
      authMessages.tooManyRequests,
    );
    expect(passwordResetErrorMessage({ code: 'validation_failed' })).toBe(
      'Indirizzo email non valido',
    );
    expect(passwordResetErrorMessage({ code: 'unexpected_failure' })).toBe(
      'Errore sconosciuto durante il reset della password',
    );
  });

  it('maps the new password, including a recovery session that is gone', () => {
    expect(passwordUpdateErrorMessage({ code: 'weak_password' })).toBe(
      'La password deve essere di almeno 6 caratteri',
    );
    expect(passwordUpdateErrorMessage({ code: 'same_password' })).toBe(
      'La nuova password deve essere diversa da quella attuale',
    );
    expect(passwordUpdateErrorMessage({ name: 'AuthSessionMissingError' })).toBe(
      authMessages.recoveryLinkExpired,
    );
    expect(passwordUpdateErrorMessage({ code: 'session_not_found' })).toBe(
      authMessages.recoveryLinkExpired,
    );
    expect(passwordUpdateErrorMessage({ code: 'unexpected_failure' })).toBe(
      "Errore sconosciuto durante l'aggiornamento della password",
    );
  });
});
