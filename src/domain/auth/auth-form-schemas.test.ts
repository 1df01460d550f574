import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import {
  loginFormSchema,
  newPasswordFormSchema,
  passwordResetRequestSchema,
  registerFormSchema,
} from '@/domain/auth/auth-form-schemas';

// The forms show the first message per field, exactly as Mantine's resolver picks it.
const errorsOf = (schema: Parameters<typeof schemaResolver>[0], values: unknown) =>
  schemaResolver(schema, { sync: true })(values);

describe('login form (spec §5)', () => {
  it('requires an e-mail with an @ and a password', () => {
    expect(errorsOf(loginFormSchema, { email: '', password: '' })).toEqual({
      email: 'Email obbligatoria',
      password: 'Password obbligatoria',
    });
    expect(errorsOf(loginFormSchema, { email: '  ', password: 'x' })).toEqual({
      email: 'Email obbligatoria',
    });
    expect(errorsOf(loginFormSchema, { email: 'giulia.example.com', password: 'x' })).toEqual({
      email: 'Email non valida',
    });
    // Only the @ is checked here; a short password is the server's business at login.
    expect(errorsOf(loginFormSchema, { email: 'a@b', password: 'x' })).toEqual({});
  });
});

describe('registration form (spec §5)', () => {
  const valid = {
    name: 'Giulia',
    email: 'giulia@example.com',
    password: 'segreta',
    confirmPassword: 'segreta',
  };

  it('accepts a complete form', () => {
    expect(errorsOf(registerFormSchema, valid)).toEqual({});
  });

  it('names every missing field', () => {
    expect(
      errorsOf(registerFormSchema, { name: ' ', email: '', password: '', confirmPassword: '' }),
    ).toEqual({
      name: 'Nome obbligatorio',
      email: 'Email obbligatoria',
      password: 'Password obbligatoria',
    });
  });

  it('wants 6 characters and a matching confirmation', () => {
    expect(
      errorsOf(registerFormSchema, { ...valid, password: '12345', confirmPassword: '12345' }),
    ).toEqual({ password: 'La password deve essere di almeno 6 caratteri' });
    expect(errorsOf(registerFormSchema, { ...valid, confirmPassword: 'segreto' })).toEqual({
      confirmPassword: 'Le password non coincidono',
    });
  });

  it('refuses what the auth server would refuse: over 72 characters', () => {
    const long = 'x'.repeat(73);
    expect(
      errorsOf(registerFormSchema, { ...valid, password: long, confirmPassword: long }),
    ).toEqual({ password: 'La password può avere al massimo 72 caratteri' });
  });
});

describe('password reset forms (spec §5)', () => {
  it('asks for an e-mail with an @', () => {
    expect(errorsOf(passwordResetRequestSchema, { email: '' })).toEqual({
      email: 'Email obbligatoria',
    });
    expect(errorsOf(passwordResetRequestSchema, { email: 'giulia' })).toEqual({
      email: 'Email non valida',
    });
  });

  it('asks for a new password of at least 6 characters, confirmed', () => {
    expect(errorsOf(newPasswordFormSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'Nuova password obbligatoria',
    });
    expect(errorsOf(newPasswordFormSchema, { password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'La password deve essere di almeno 6 caratteri',
    });
    expect(
      errorsOf(newPasswordFormSchema, { password: 'abcdef', confirmPassword: 'abcdeg' }),
    ).toEqual({ confirmPassword: 'Le password non coincidono' });
  });
});
