import { z } from 'zod/mini';
import type { AddressFields, DeliveryAddress } from '@/features/account/api/address-api';
import { isValidCap, isValidPhone, isValidProvincia } from '@/lib/validation/italian-codes';

/** The address form's fields, as typed. */
export interface AddressFormValues {
  label: string;
  recipient: string;
  street: string;
  postalCode: string;
  city: string;
  province: string;
  phone: string;
  notes: string;
  isDefault: boolean;
}

export const addressMessages = {
  labelRequired: 'Dai un nome all’indirizzo, per esempio Casa o Ristorante',
  labelTooLong: 'Il nome dell’indirizzo può avere al massimo 60 caratteri',
  recipientRequired: 'Indica chi riceve la consegna',
  streetRequired: 'Indirizzo obbligatorio',
  streetTooShort: 'Indirizzo troppo corto: via e numero civico',
  capRequired: 'CAP obbligatorio',
  capInvalid: 'Il CAP ha 5 cifre',
  cityRequired: 'Città obbligatoria',
  provinceRequired: 'Provincia obbligatoria',
  provinceInvalid: 'La provincia è la sigla di 2 lettere, per esempio TO',
  phoneInvalid: 'Numero di telefono non valido',
  notesTooLong: 'Le note possono avere al massimo 500 caratteri',
} as const;

// Lengths as the database's CHECK constraints on delivery_addresses.
const requiredText = (required: string, min: number, tooShort: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: required }),
      z.minLength(min, { error: tooShort }),
      z.maxLength(max, { error: `Al massimo ${max} caratteri` }),
    );

export const addressFormSchema = z.object({
  label: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: addressMessages.labelRequired }),
      z.maxLength(60, { error: addressMessages.labelTooLong }),
    ),
  recipient: requiredText(
    addressMessages.recipientRequired,
    2,
    addressMessages.recipientRequired,
    120,
  ),
  street: requiredText(addressMessages.streetRequired, 3, addressMessages.streetTooShort, 200),
  postalCode: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: addressMessages.capRequired }),
      z.refine(isValidCap, { error: addressMessages.capInvalid }),
    ),
  city: requiredText(addressMessages.cityRequired, 2, addressMessages.cityRequired, 100),
  province: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: addressMessages.provinceRequired }),
      z.refine(isValidProvincia, { error: addressMessages.provinceInvalid }),
    ),
  phone: z.string().check(
    z.trim(),
    z.refine((phone) => phone === '' || isValidPhone(phone), {
      error: addressMessages.phoneInvalid,
    }),
  ),
  notes: z.string().check(z.maxLength(500, { error: addressMessages.notesTooLong })),
  isDefault: z.boolean(),
});

export const emptyAddressForm: AddressFormValues = {
  label: '',
  recipient: '',
  street: '',
  postalCode: '',
  city: '',
  province: '',
  phone: '',
  notes: '',
  isDefault: false,
};

/** The form's starting values for editing a saved address. */
export function addressToForm(address: DeliveryAddress): AddressFormValues {
  return {
    label: address.label,
    recipient: address.recipient,
    street: address.street,
    postalCode: address.postal_code,
    city: address.city,
    province: address.province,
    phone: address.phone ?? '',
    notes: address.notes ?? '',
    isDefault: address.is_default,
  };
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function formToAddressFields(values: AddressFormValues): AddressFields {
  return {
    label: values.label.trim(),
    recipient: values.recipient.trim(),
    street: values.street.trim(),
    postal_code: values.postalCode.trim(),
    city: values.city.trim(),
    province: values.province.trim().toUpperCase(),
    phone: blankToNull(values.phone),
    notes: blankToNull(values.notes),
    is_default: values.isDefault,
  };
}

/** One line for a saved address: "Via Cernaia 30, 10122 Torino (TO)". */
export function addressLine(address: DeliveryAddress): string {
  return `${address.street}, ${address.postal_code} ${address.city} (${address.province})`;
}
