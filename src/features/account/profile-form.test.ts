import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import {
  formToProfileChanges,
  profileFormSchema,
  type ProfileFormValues,
  profileToForm,
} from '@/features/account/profile-form';

const validate = schemaResolver(profileFormSchema, { sync: true });

const giulia: ProfileFormValues = { fullName: 'Giulia Rossi', phone: '', taxCode: '' };

describe('profile form', () => {
  it('needs only a name', () => {
    expect(validate(giulia)).toEqual({});
    expect(validate({ ...giulia, fullName: '  ' })).toEqual({ fullName: 'Nome obbligatorio' });
    expect(validate({ ...giulia, phone: 'chiamami' })).toEqual({
      phone: 'Numero di telefono non valido',
    });
  });

  it('checks a codice fiscale when one is given', () => {
    expect(validate({ ...giulia, taxCode: 'RSSMRA85T10A562T' })).toEqual({
      taxCode: 'Codice fiscale non valido',
    });
    expect(validate({ ...giulia, taxCode: 'rssmra85t10a562s' })).toEqual({});
  });

  it('saves what the database stores: normalised codes, blanks as null', () => {
    expect(
      formToProfileChanges(
        { fullName: ' Giulia Rossi ', phone: '', taxCode: 'rss mra85t10a562s' },
        'private',
      ),
    ).toEqual({ full_name: 'Giulia Rossi', phone: null, tax_code: 'RSSMRA85T10A562S' });
  });

  it('leaves a business’s codice fiscale to its approved data', () => {
    expect(
      formToProfileChanges(
        { fullName: 'Luca Martini', phone: '+39 011 1', taxCode: 'X' },
        'business',
      ),
    ).toEqual({ full_name: 'Luca Martini', phone: '+39 011 1' });
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
    ).toEqual({ ...giulia, fullName: 'Giulia' });
  });
});
