import { z } from 'zod';
import type { ShopSettingsChanges } from '@/features/back-office/api/settings-api';
import { type AllergenCode, allergenCodes, isAllergenCode } from '@/domain/catalogue/allergens';
import type { ShopSettings } from '@/domain/shop/shop-settings';
import {
  isPlausibleEmail,
  isValidCap,
  isValidCodiceFiscale,
  isValidPartitaIva,
  isValidPhone,
  isValidProvincia,
  normalizeCode,
  normalizePartitaIva,
} from '@/lib/validation/italian-codes';

/** The settings form's fields as typed; money as numbers in euros, lists as text. */
export interface SettingsFormValues {
  company_name: string;
  street_address: string;
  postal_code: string;
  city: string;
  province: string;
  vat_number: string;
  /** Codice fiscale of the company: 11 digits (usually the Partita IVA) or 16 characters. */
  tax_code: string;
  /** Certified e-mail printed on the delivery notes and invoices; may be empty. */
  pec: string;
  rea: string;
  share_capital: string;
  email: string;
  phone: string;
  whatsapp: string;
  instagram_url: string;
  facebook_url: string;
  x_url: string;
  linkedin_url: string;
  youtube_url: string;
  tiktok_url: string;
  shipping_fee: number;
  free_shipping_threshold: number;
  /** The minimum goods of an order for delivery, per customer type (decision 012); 0 = none. */
  minimum_order_private: number;
  minimum_order_business: number;
  order_cutoff_time: string;
  bank_account_holder: string;
  iban: string;
  bank_name: string;
  cash_on_delivery_enabled: boolean;
  /** Online payments (Stripe Checkout): card always, these two when switched on. */
  paypal_enabled: boolean;
  satispay_enabled: boolean;
  /** Minutes an unpaid online order keeps its packs (Stripe Checkout allows 30–1440). */
  payment_hold_minutes: number;
  /** Sigle separated by commas or spaces: `TO, AT, CN`. */
  cash_on_delivery_provinces: string;
  /** One ribbon text per line. */
  ribbon_texts: string;
  /** Allergens the laboratory also handles: the sheets' "Può contenere tracce di …" line. */
  may_contain_allergens: AllergenCode[];
  /** Grams of packaging per pack, for the gross weight on delivery notes. */
  pack_tare_grams: number;
}

export const socialFields = [
  ['instagram_url', 'Instagram'],
  ['facebook_url', 'Facebook'],
  ['x_url', 'X'],
  ['linkedin_url', 'LinkedIn'],
  ['youtube_url', 'YouTube'],
  ['tiktok_url', 'TikTok'],
] as const;

export const MAX_RIBBON_TEXTS = 6;

/** IBAN check digits (ISO 13616 mod 97), on the compact upper-case form. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

function splitProvinces(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
}

function ribbonLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const required = (message: string) => z.string().trim().min(1, message);
const optionalUrl = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || /^https:\/\/\S+$/.test(value),
    'Indirizzo non valido: deve iniziare con https://',
  );
const euros = (label: string) =>
  z
    .number({ error: `${label}: inserisci un importo` })
    .min(0, `${label}: l’importo non può essere negativo`)
    .max(10_000, `${label}: importo troppo alto`);

export const settingsFormSchema = z.object({
  company_name: required('Ragione sociale obbligatoria').min(2, 'Ragione sociale troppo corta'),
  street_address: required('Indirizzo obbligatorio'),
  postal_code: z.string().trim().refine(isValidCap, 'Il CAP ha 5 cifre'),
  city: required('Città obbligatoria'),
  province: z
    .string()
    .trim()
    .refine(isValidProvincia, 'Sigla della provincia di 2 lettere, es. TO'),
  vat_number: z
    .string()
    .refine((value) => isValidPartitaIva(normalizePartitaIva(value)), 'Partita IVA non valida'),
  tax_code: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || isValidCodiceFiscale(normalizeCode(value)),
      'Codice fiscale non valido',
    ),
  pec: z
    .string()
    .trim()
    .refine((value) => value === '' || isPlausibleEmail(value), 'Indirizzo PEC non valido'),
  rea: required('Numero REA obbligatorio'),
  share_capital: required('Capitale sociale obbligatorio'),
  email: z.string().trim().refine(isPlausibleEmail, 'Indirizzo email non valido'),
  phone: z.string().trim().refine(isValidPhone, 'Numero di telefono non valido'),
  whatsapp: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidPhone(value), 'Numero WhatsApp non valido'),
  instagram_url: optionalUrl,
  facebook_url: optionalUrl,
  x_url: optionalUrl,
  linkedin_url: optionalUrl,
  youtube_url: optionalUrl,
  tiktok_url: optionalUrl,
  shipping_fee: euros('Spese di spedizione'),
  free_shipping_threshold: euros('Soglia di spedizione gratuita'),
  minimum_order_private: euros('Ordine minimo per i privati'),
  minimum_order_business: euros('Ordine minimo per le aziende'),
  order_cutoff_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Orario non valido, es. 14:00'),
  bank_account_holder: z.string().trim().max(200, 'Testo troppo lungo'),
  iban: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidIban(value), 'IBAN non valido'),
  bank_name: z.string().trim().max(200, 'Testo troppo lungo'),
  cash_on_delivery_enabled: z.boolean(),
  paypal_enabled: z.boolean(),
  satispay_enabled: z.boolean(),
  payment_hold_minutes: z
    .number({ error: 'Indica i minuti' })
    .int('Un numero intero di minuti')
    .min(30, 'Almeno 30 minuti (il minimo di Stripe)')
    .max(1440, 'Al massimo 1440 minuti (24 ore, il massimo di Stripe)'),
  cash_on_delivery_provinces: z
    .string()
    .refine(
      (text) => splitProvinces(text).every((code) => /^[A-Z]{2}$/.test(code)),
      'Sigle di 2 lettere separate da virgole, es. TO, AT, CN',
    ),
  ribbon_texts: z
    .string()
    .refine(
      (text) => ribbonLines(text).length <= MAX_RIBBON_TEXTS,
      `Al massimo ${MAX_RIBBON_TEXTS} messaggi, uno per riga`,
    )
    .refine(
      (text) => ribbonLines(text).every((line) => line.length <= 160),
      'Ogni messaggio può avere al massimo 160 caratteri',
    ),
  may_contain_allergens: z.array(z.enum(allergenCodes)),
  pack_tare_grams: z
    .number({ error: 'Indica i grammi' })
    .int('Un numero intero di grammi')
    .min(0, 'Non può essere negativo')
    .max(1000, 'Al massimo 1000 grammi'),
});

/** The stored row as form values (`''` for empty optional fields, `HH:MM` for the cut-off). */
export function settingsToForm(settings: ShopSettings): SettingsFormValues {
  return {
    company_name: settings.company_name,
    street_address: settings.street_address,
    postal_code: settings.postal_code,
    city: settings.city,
    province: settings.province,
    vat_number: settings.vat_number,
    tax_code: settings.tax_code ?? '',
    pec: settings.pec ?? '',
    rea: settings.rea,
    share_capital: settings.share_capital,
    email: settings.email,
    phone: settings.phone,
    whatsapp: settings.whatsapp ?? '',
    instagram_url: settings.instagram_url ?? '',
    facebook_url: settings.facebook_url ?? '',
    x_url: settings.x_url ?? '',
    linkedin_url: settings.linkedin_url ?? '',
    youtube_url: settings.youtube_url ?? '',
    tiktok_url: settings.tiktok_url ?? '',
    shipping_fee: settings.shipping_fee,
    free_shipping_threshold: settings.free_shipping_threshold,
    minimum_order_private: settings.minimum_order_private,
    minimum_order_business: settings.minimum_order_business,
    order_cutoff_time: settings.order_cutoff_time.slice(0, 5),
    bank_account_holder: settings.bank_account_holder ?? '',
    iban: settings.iban ?? '',
    bank_name: settings.bank_name ?? '',
    cash_on_delivery_enabled: settings.cash_on_delivery_enabled,
    paypal_enabled: settings.paypal_enabled,
    satispay_enabled: settings.satispay_enabled,
    payment_hold_minutes: settings.payment_hold_minutes,
    cash_on_delivery_provinces: settings.cash_on_delivery_provinces.join(', '),
    ribbon_texts: settings.ribbon_texts.join('\n'),
    may_contain_allergens: settings.may_contain_allergens.filter(isAllergenCode),
    pack_tare_grams: settings.pack_tare_grams,
  };
}

const orNull = (value: string) => value.trim() || null;

/** Validated form values as the row's columns: trimmed, empty optional fields NULL. */
export function formToSettingsChanges(values: SettingsFormValues): ShopSettingsChanges {
  return {
    company_name: values.company_name.trim(),
    street_address: values.street_address.trim(),
    postal_code: values.postal_code.trim(),
    city: values.city.trim(),
    province: values.province.trim().toUpperCase(),
    vat_number: normalizePartitaIva(values.vat_number),
    tax_code: orNull(normalizeCode(values.tax_code)),
    pec: orNull(values.pec.toLowerCase()),
    rea: values.rea.trim(),
    share_capital: values.share_capital.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    whatsapp: orNull(values.whatsapp),
    instagram_url: orNull(values.instagram_url),
    facebook_url: orNull(values.facebook_url),
    x_url: orNull(values.x_url),
    linkedin_url: orNull(values.linkedin_url),
    youtube_url: orNull(values.youtube_url),
    tiktok_url: orNull(values.tiktok_url),
    shipping_fee: Math.round(values.shipping_fee * 100) / 100,
    free_shipping_threshold: Math.round(values.free_shipping_threshold * 100) / 100,
    minimum_order_private: Math.round(values.minimum_order_private * 100) / 100,
    minimum_order_business: Math.round(values.minimum_order_business * 100) / 100,
    order_cutoff_time: values.order_cutoff_time,
    bank_account_holder: orNull(values.bank_account_holder),
    iban: orNull(values.iban.replace(/\s+/g, '').toUpperCase()),
    bank_name: orNull(values.bank_name),
    cash_on_delivery_enabled: values.cash_on_delivery_enabled,
    paypal_enabled: values.paypal_enabled,
    satispay_enabled: values.satispay_enabled,
    payment_hold_minutes: values.payment_hold_minutes,
    cash_on_delivery_provinces: [...new Set(splitProvinces(values.cash_on_delivery_provinces))],
    ribbon_texts: ribbonLines(values.ribbon_texts),
    may_contain_allergens: [...values.may_contain_allergens],
    pack_tare_grams: values.pack_tare_grams,
  };
}
