import { z } from 'zod/mini';

/** The validation texts of spec §5, word for word. */
export const validationMessages = {
  emailRequired: 'Email obbligatoria',
  emailInvalid: 'Email non valida',
  passwordRequired: 'Password obbligatoria',
  nameRequired: 'Nome obbligatorio',
  passwordTooShort: 'La password deve essere di almeno 6 caratteri',
  passwordsDiffer: 'Le password non coincidono',
  newPasswordRequired: 'Nuova password obbligatoria',
  // Not in the spec: the auth server refuses longer passwords (bcrypt reads 72 bytes).
  passwordTooLong: 'La password può avere al massimo 72 caratteri',
} as const;

/** Spec §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;
const MAX_PASSWORD_LENGTH = 72;

// Spec §5 checks only that an @ is there; the auth server judges the rest.
const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: validationMessages.emailRequired }),
    z.includes('@', { error: validationMessages.emailInvalid }),
  );

function choosePassword(requiredMessage: string) {
  return z
    .string()
    .check(
      z.minLength(1, { error: requiredMessage }),
      z.minLength(MIN_PASSWORD_LENGTH, { error: validationMessages.passwordTooShort }),
      z.maxLength(MAX_PASSWORD_LENGTH, { error: validationMessages.passwordTooLong }),
    );
}

const confirmationMatches = z.refine<{ password: string; confirmPassword: string }>(
  (values) => values.password === values.confirmPassword,
  { error: validationMessages.passwordsDiffer, path: ['confirmPassword'] },
);

export const loginFormSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, { error: validationMessages.passwordRequired })),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

export const registerFormSchema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, { error: validationMessages.nameRequired })),
    email,
    password: choosePassword(validationMessages.passwordRequired),
    confirmPassword: z.string(),
  })
  .check(confirmationMatches);
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequestValues = z.infer<typeof passwordResetRequestSchema>;

export const newPasswordFormSchema = z
  .object({
    password: choosePassword(validationMessages.newPasswordRequired),
    confirmPassword: z.string(),
  })
  .check(confirmationMatches);
export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>;
