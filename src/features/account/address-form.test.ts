import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import {
  addressFormSchema,
  type AddressFormValues,
  emptyAddressForm,
  formToAddressFields,
} from '@/features/account/address-form';

const validate = schemaResolver(addressFormSchema, { sync: true });

const kitchen: AddressFormValues = {
  label: 'Ristorante',
  recipient: 'Osteria del Borgo',
  street: 'Via Po 12',
  postalCode: '10123',
  city: 'Torino',
  province: 'to',
  phone: '',
  notes: 'Ingresso merci sul retro',
  isDefault: true,
};

describe('address form', () => {
  it('accepts a complete address', () => {
    expect(validate(kitchen)).toEqual({});
  });

  it('names every missing field', () => {
    expect(validate(emptyAddressForm)).toEqual({
      label: 'Dai un nome all’indirizzo, per esempio Casa o Ristorante',
      recipient: 'Indica chi riceve la consegna',
      street: 'Indirizzo obbligatorio',
      postalCode: 'CAP obbligatorio',
      city: 'Città obbligatoria',
      province: 'Provincia obbligatoria',
    });
  });

  it('wants a five-digit CAP and a two-letter province', () => {
    expect(validate({ ...kitchen, postalCode: '1012', province: 'Torino' })).toEqual({
      postalCode: 'Il CAP ha 5 cifre',
      province: 'La provincia è la sigla di 2 lettere, per esempio TO',
    });
  });

  it('saves the province in capitals and blanks as null', () => {
    expect(formToAddressFields(kitchen)).toEqual({
      label: 'Ristorante',
      recipient: 'Osteria del Borgo',
      street: 'Via Po 12',
      postal_code: '10123',
      city: 'Torino',
      province: 'TO',
      phone: null,
      notes: 'Ingresso merci sul retro',
      is_default: true,
    });
  });
});
