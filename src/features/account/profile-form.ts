import { z } from 'zod/mini';
import type { Profile, ProfileChanges } from '@/features/account/api/profile-api';
import {
  isPlausibleEmail,
  isValidCodiceFiscale,
  isValidPartitaIva,
  isValidPhone,
  isValidSdiCode,
  normalizeCode,
  normalizePartitaIva,
} from '@/lib/validation/italian-codes';

export type CustomerType = 'private' | 'business';

/** The profile form's fields: text as typed, `''` for "not given". */
export interface ProfileFormValues {
  fullName: string;
  phone: string;
  customerType: CustomerType;
  companyName: string;
  vatNumber: string;
  taxCode: string;
  sdiCode: string;
  pec: string;
}

export const profileMessages = {
  nameRequired: 'Nome obbligatorio',
  nameTooLong: 'Il nome può avere al massimo 200 caratteri',
  phoneInvalid: 'Numero di telefono non valido',
  companyRequired: 'Ragione sociale obbligatoria',
  companyTooShort: 'La ragione sociale deve avere almeno 2 caratteri',
  vatRequired: 'Partita IVA obbligatoria',
  vatInvalid: 'Partita IVA non valida: servono 11 cifre con la cifra di controllo corretta',
  taxCodeInvalid: 'Codice fiscale non valido',
  sdiOrPecRequired: 'Indica il codice SDI oppure un indirizzo PEC',
  sdiInvalid: 'Il codice SDI ha 7 caratteri, lettere o cifre',
  pecInvalid: 'Indirizzo PEC non valido',
} as const;

type ReportIssue = (field: keyof ProfileFormValues, message: string) => void;

/**
 * Electronic invoicing needs, for businesses, the company, a Partita IVA with a right check
 * digit and where to deliver the invoice (SDI code or PEC): the same rule as the database's
 * `profiles_business_invoice_data` constraint, checked here for instant Italian messages.
 */
function checkInvoiceData(values: ProfileFormValues, fail: ReportIssue): void {
  if (values.customerType !== 'business') return;
  const company = values.companyName.trim();
  if (company === '') fail('companyName', profileMessages.companyRequired);
  else if (company.length < 2) fail('companyName', profileMessages.companyTooShort);

  const vat = normalizePartitaIva(values.vatNumber);
  if (vat === '') fail('vatNumber', profileMessages.vatRequired);
  else if (!isValidPartitaIva(vat)) fail('vatNumber', profileMessages.vatInvalid);

  const taxCode = normalizeCode(values.taxCode);
  if (taxCode !== '' && !isValidCodiceFiscale(taxCode)) {
    fail('taxCode', profileMessages.taxCodeInvalid);
  }

  const sdi = values.sdiCode.trim().toUpperCase();
  const pec = values.pec.trim();
  if (sdi === '' && pec === '') fail('sdiCode', profileMessages.sdiOrPecRequired);
  if (sdi !== '' && !isValidSdiCode(sdi)) fail('sdiCode', profileMessages.sdiInvalid);
  if (pec !== '' && !isPlausibleEmail(pec)) fail('pec', profileMessages.pecInvalid);
}

export const profileFormSchema = z
  .object({
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
    customerType: z.enum(['private', 'business']),
    companyName: z.string(),
    vatNumber: z.string(),
    taxCode: z.string(),
    sdiCode: z.string(),
    pec: z.string(),
  })
  .check(
    z.superRefine<ProfileFormValues>((values, ctx) =>
      checkInvoiceData(values, (field, message) =>
        ctx.addIssue({ code: 'custom', message, path: [field] }),
      ),
    ),
  );

/** The form's starting values from the stored profile. */
export function profileToForm(profile: Profile): ProfileFormValues {
  return {
    fullName: profile.full_name ?? '',
    phone: profile.phone ?? '',
    customerType: profile.customer_type === 'business' ? 'business' : 'private',
    companyName: profile.company_name ?? '',
    vatNumber: profile.vat_number ?? '',
    taxCode: profile.tax_code ?? '',
    sdiCode: profile.sdi_code ?? '',
    pec: profile.pec ?? '',
  };
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * What to save. A private customer keeps no invoicing data: switching back from business
 * clears it in the same update (the database would refuse half of it anyway).
 */
export function formToProfileChanges(values: ProfileFormValues): ProfileChanges {
  const business = values.customerType === 'business';
  return {
    full_name: values.fullName.trim(),
    phone: blankToNull(values.phone),
    customer_type: values.customerType,
    company_name: business ? blankToNull(values.companyName) : null,
    vat_number: business ? blankToNull(normalizePartitaIva(values.vatNumber)) : null,
    tax_code: business ? blankToNull(normalizeCode(values.taxCode)) : null,
    sdi_code: business ? blankToNull(values.sdiCode.toUpperCase()) : null,
    pec: business ? blankToNull(values.pec.toLowerCase()) : null,
  };
}
