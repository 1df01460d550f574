import { z } from 'zod/mini';
import type { Profile, ProfileChanges } from '@/features/account/api/profile-api';
import { isValidCodiceFiscale, isValidPhone, normalizeCode } from '@/lib/validation/italian-codes';

/**
 * The profile form's fields, text as typed (`''` for "not given"): what a person may change
 * about themselves. A business's fiscal data are the bakery's to grant (decision 015): they
 * change through a request (business-request-form.ts), never here.
 */
export interface ProfileFormValues {
  fullName: string;
  phone: string;
  /** A private customer's codice fiscale, for the invoice they may ask for. */
  taxCode: string;
}

export const profileMessages = {
  nameRequired: 'Nome obbligatorio',
  nameTooLong: 'Il nome può avere al massimo 200 caratteri',
  phoneInvalid: 'Numero di telefono non valido',
  taxCodeInvalid: 'Codice fiscale non valido',
} as const;

export const profileFormSchema = z.object({
  fullName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: profileMessages.nameRequired }),
      z.maxLength(200, { error: profileMessages.nameTooLong }),
    ),
  phone: z.string().check(
    z.trim(),
    z.refine((phone) => phone === '' || isValidPhone(phone), {
      error: profileMessages.phoneInvalid,
    }),
  ),
  taxCode: z.string().check(
    z.refine((code) => normalizeCode(code) === '' || isValidCodiceFiscale(normalizeCode(code)), {
      error: profileMessages.taxCodeInvalid,
    }),
  ),
});

/** The form's starting values from the stored profile. */
export function profileToForm(profile: Profile): ProfileFormValues {
  return {
    fullName: profile.full_name ?? '',
    phone: profile.phone ?? '',
    taxCode: profile.tax_code ?? '',
  };
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * What to save. A business's codice fiscale belongs to its approved data, so it is left out
 * for a business profile (the database refuses a change there).
 */
export function formToProfileChanges(
  values: ProfileFormValues,
  customerType: Profile['customer_type'],
): ProfileChanges {
  return {
    full_name: values.fullName.trim(),
    phone: blankToNull(values.phone),
    ...(customerType === 'business'
      ? {}
      : { tax_code: blankToNull(normalizeCode(values.taxCode)) }),
  };
}
