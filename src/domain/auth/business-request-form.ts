import { z } from 'zod/mini';
import {
  isPlausibleEmail,
  isValidCap,
  isValidCodiceFiscale,
  isValidPartitaIva,
  isValidProvincia,
  isValidSdiCode,
  normalizeCode,
  normalizePartitaIva,
} from '@/lib/validation/italian-codes';

/**
 * The request for a business account (or for new fiscal data), as typed (decision 015): the
 * same checks as the database's `normalize_business_request`, here for instant Italian
 * messages. The bakery approves it; until then the customer stays private.
 */
export interface BusinessRequestFormValues {
  companyName: string;
  vatNumber: string;
  taxCode: string;
  officeStreet: string;
  officePostalCode: string;
  officeCity: string;
  officeProvince: string;
  sdiCode: string;
  pec: string;
}

export const emptyBusinessRequest: BusinessRequestFormValues = {
  companyName: '',
  vatNumber: '',
  taxCode: '',
  officeStreet: '',
  officePostalCode: '',
  officeCity: '',
  officeProvince: '',
  sdiCode: '',
  pec: '',
};

export const businessRequestMessages = {
  companyRequired: 'Ragione sociale obbligatoria',
  companyTooShort: 'La ragione sociale deve avere almeno 2 caratteri',
  vatRequired: 'Partita IVA obbligatoria',
  vatInvalid: 'Partita IVA non valida: servono 11 cifre con la cifra di controllo corretta',
  taxCodeRequired: 'Codice fiscale obbligatorio (per le società è spesso uguale alla Partita IVA)',
  taxCodeInvalid: 'Codice fiscale non valido',
  streetRequired: 'Indirizzo della sede legale obbligatorio',
  capInvalid: 'Il CAP ha 5 cifre',
  cityRequired: 'Comune obbligatorio',
  provinceInvalid: 'La provincia è la sigla di 2 lettere, per esempio TO',
  sdiOrPecRequired: 'Indica il codice SDI oppure un indirizzo PEC',
  sdiInvalid: 'Il codice SDI ha 7 caratteri, lettere o cifre',
  pecInvalid: 'Indirizzo PEC non valido',
} as const;

type ReportIssue = (field: keyof BusinessRequestFormValues, message: string) => void;

function checkRequest(values: BusinessRequestFormValues, fail: ReportIssue): void {
  const m = businessRequestMessages;
  const company = values.companyName.trim();
  if (company === '') fail('companyName', m.companyRequired);
  else if (company.length < 2) fail('companyName', m.companyTooShort);

  const vat = normalizePartitaIva(values.vatNumber);
  if (vat === '') fail('vatNumber', m.vatRequired);
  else if (!isValidPartitaIva(vat)) fail('vatNumber', m.vatInvalid);

  const taxCode = normalizeCode(values.taxCode);
  if (taxCode === '') fail('taxCode', m.taxCodeRequired);
  else if (!isValidCodiceFiscale(taxCode)) fail('taxCode', m.taxCodeInvalid);

  if (values.officeStreet.trim().length < 3) fail('officeStreet', m.streetRequired);
  if (!isValidCap(values.officePostalCode.trim())) fail('officePostalCode', m.capInvalid);
  if (values.officeCity.trim().length < 2) fail('officeCity', m.cityRequired);
  if (!isValidProvincia(values.officeProvince.trim().toUpperCase())) {
    fail('officeProvince', m.provinceInvalid);
  }

  const sdi = values.sdiCode.trim().toUpperCase();
  const pec = values.pec.trim();
  if (sdi === '' && pec === '') fail('sdiCode', m.sdiOrPecRequired);
  if (sdi !== '' && !isValidSdiCode(sdi)) fail('sdiCode', m.sdiInvalid);
  if (pec !== '' && !isPlausibleEmail(pec)) fail('pec', m.pecInvalid);
}

export const businessRequestFormSchema = z
  .object({
    companyName: z.string(),
    vatNumber: z.string(),
    taxCode: z.string(),
    officeStreet: z.string(),
    officePostalCode: z.string(),
    officeCity: z.string(),
    officeProvince: z.string(),
    sdiCode: z.string(),
    pec: z.string(),
  })
  .check(
    z.superRefine<BusinessRequestFormValues>((values, ctx) =>
      checkRequest(values, (field, message) =>
        ctx.addIssue({ code: 'custom', message, path: [field] }),
      ),
    ),
  );

/** The request the database takes (`request_business_account(data)`), codes normalised. */
export interface BusinessRequestData {
  company_name: string;
  vat_number: string;
  tax_code: string;
  office_street: string;
  office_postal_code: string;
  office_city: string;
  office_province: string;
  sdi_code: string | null;
  pec: string | null;
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function formToBusinessRequest(values: BusinessRequestFormValues): BusinessRequestData {
  return {
    company_name: values.companyName.trim(),
    vat_number: normalizePartitaIva(values.vatNumber),
    tax_code: normalizeCode(values.taxCode),
    office_street: values.officeStreet.trim(),
    office_postal_code: values.officePostalCode.trim(),
    office_city: values.officeCity.trim(),
    office_province: values.officeProvince.trim().toUpperCase(),
    sdi_code: blankToNull(values.sdiCode.toUpperCase()),
    pec: blankToNull(values.pec.toLowerCase()),
  };
}

/** The database's field name (the error's `details`) → the form's. */
export const requestFieldOf: Record<keyof BusinessRequestData, keyof BusinessRequestFormValues> = {
  company_name: 'companyName',
  vat_number: 'vatNumber',
  tax_code: 'taxCode',
  office_street: 'officeStreet',
  office_postal_code: 'officePostalCode',
  office_city: 'officeCity',
  office_province: 'officeProvince',
  sdi_code: 'sdiCode',
  pec: 'pec',
};
