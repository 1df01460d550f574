import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import {
  formToProfileChanges,
  profileFormSchema,
  type ProfileFormValues,
  profileToForm,
} from '@/features/account/profile-form';

const validate = schemaResolver(profileFormSchema, { sync: true });

const privateCustomer: ProfileFormValues = {
  fullName: 'Giulia Rossi',
  phone: '',
  customerType: 'private',
  companyName: '',
  vatNumber: '',
  taxCode: '',
  sdiCode: '',
  pec: '',
};

const restaurant: ProfileFormValues = {
  fullName: 'Marco Borgo',
  phone: '+39 011 123 4567',
  customerType: 'business',
  companyName: 'Osteria del Borgo S.r.l.',
  vatNumber: 'IT 09456120014',
  taxCode: '',
  sdiCode: 'abc1234',
  pec: '',
};

describe('profile form', () => {
  it('needs only a name from a private customer', () => {
    expect(validate(privateCustomer)).toEqual({});
    expect(validate({ ...privateCustomer, fullName: '  ' })).toEqual({
      fullName: 'Nome obbligatorio',
    });
    expect(validate({ ...privateCustomer, phone: 'chiamami' })).toEqual({
      phone: 'Numero di telefono non valido',
    });
  });

  it('asks a business for company, Partita IVA and SDI or PEC', () => {
    expect(validate(restaurant)).toEqual({});
    expect(
      validate({ ...restaurant, companyName: '', vatNumber: '', sdiCode: '', pec: '' }),
    ).toEqual({
      companyName: 'Ragione sociale obbligatoria',
      vatNumber: 'Partita IVA obbligatoria',
      sdiCode: 'Indica il codice SDI oppure un indirizzo PEC',
    });
    // A PEC instead of the SDI code is enough.
    expect(validate({ ...restaurant, sdiCode: '', pec: 'fatture@pec.osteria.it' })).toEqual({});
  });

  it('checks the Partita IVA check digit, the codice fiscale, SDI and PEC', () => {
    expect(validate({ ...restaurant, vatNumber: '09456120015' })).toEqual({
      vatNumber: 'Partita IVA non valida: servono 11 cifre con la cifra di controllo corretta',
    });
    expect(validate({ ...restaurant, taxCode: 'RSSMRA85T10A562T' })).toEqual({
      taxCode: 'Codice fiscale non valido',
    });
    expect(validate({ ...restaurant, taxCode: 'rssmra85t10a562s' })).toEqual({});
    expect(validate({ ...restaurant, sdiCode: 'ABC12' })).toEqual({
      sdiCode: 'Il codice SDI ha 7 caratteri, lettere o cifre',
    });
    expect(validate({ ...restaurant, pec: 'fatture@pec' })).toEqual({
      pec: 'Indirizzo PEC non valido',
    });
  });

  it('ignores leftover invoice fields of a private customer and saves them as cleared', () => {
    const switchedBack = { ...restaurant, customerType: 'private' as const, vatNumber: '123' };
    expect(validate(switchedBack)).toEqual({});
    expect(formToProfileChanges(switchedBack)).toEqual({
      full_name: 'Marco Borgo',
      phone: '+39 011 123 4567',
      customer_type: 'private',
      company_name: null,
      vat_number: null,
      tax_code: null,
      sdi_code: null,
      pec: null,
    });
  });

  it('saves what the database stores: normalised codes, blanks as null', () => {
    expect(formToProfileChanges(restaurant)).toEqual({
      full_name: 'Marco Borgo',
      phone: '+39 011 123 4567',
      customer_type: 'business',
      company_name: 'Osteria del Borgo S.r.l.',
      vat_number: '09456120014',
      tax_code: null,
      sdi_code: 'ABC1234',
      pec: null,
    });
  });

  it('starts from the stored profile, nulls as empty fields', () => {
    expect(
      profileToForm({
        id: 'u1',
        email: 'giulia@example.com',
        full_name: 'Giulia',
        phone: null,
        customer_type: 'private',
        company_name: null,
        vat_number: null,
        tax_code: null,
        sdi_code: null,
        pec: null,
        created_at: '2026-11-01T10:00:00Z',
        updated_at: '2026-11-01T10:00:00Z',
      }),
    ).toEqual({ ...privateCustomer, fullName: 'Giulia' });
  });
});
