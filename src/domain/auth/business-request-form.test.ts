import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import {
  type BusinessRequestFormValues,
  businessRequestFormSchema,
  formToBusinessRequest,
} from '@/domain/auth/business-request-form';

const validate = schemaResolver(businessRequestFormSchema, { sync: true });

const osteria: BusinessRequestFormValues = {
  companyName: 'Osteria del Borgo S.r.l.',
  vatNumber: 'IT 09456120014',
  taxCode: '09456120014',
  officeStreet: 'Via Roma 1',
  officePostalCode: '10023',
  officeCity: 'Chieri',
  officeProvince: 'to',
  sdiCode: 'abc1234',
  pec: '',
};

describe('business request form', () => {
  it('accepts a complete request, with the SDI code or a PEC', () => {
    expect(validate(osteria)).toEqual({});
    expect(validate({ ...osteria, sdiCode: '', pec: 'fatture@pec.osteria.it' })).toEqual({});
  });

  it('asks for every field the invoice and the check need', () => {
    const blank = Object.fromEntries(
      Object.keys(osteria).map((key) => [key, '']),
    ) as unknown as BusinessRequestFormValues;
    expect(validate(blank)).toEqual({
      companyName: 'Ragione sociale obbligatoria',
      vatNumber: 'Partita IVA obbligatoria',
      taxCode: 'Codice fiscale obbligatorio (per le società è spesso uguale alla Partita IVA)',
      officeStreet: 'Indirizzo della sede legale obbligatorio',
      officePostalCode: 'Il CAP ha 5 cifre',
      officeCity: 'Comune obbligatorio',
      officeProvince: 'La provincia è la sigla di 2 lettere, per esempio TO',
      sdiCode: 'Indica il codice SDI oppure un indirizzo PEC',
    });
  });

  it('checks the check digits, the SDI code and the PEC', () => {
    expect(validate({ ...osteria, vatNumber: '09456120015' })).toEqual({
      vatNumber: 'Partita IVA non valida: servono 11 cifre con la cifra di controllo corretta',
    });
    expect(validate({ ...osteria, taxCode: 'RSSMRA85T10A562T' })).toEqual({
      taxCode: 'Codice fiscale non valido',
    });
    expect(validate({ ...osteria, sdiCode: 'ABC12' })).toEqual({
      sdiCode: 'Il codice SDI ha 7 caratteri, lettere o cifre',
    });
    expect(validate({ ...osteria, pec: 'fatture@pec' })).toEqual({
      pec: 'Indirizzo PEC non valido',
    });
  });

  it('sends normalised codes, blanks as null', () => {
    expect(formToBusinessRequest(osteria)).toEqual({
      company_name: 'Osteria del Borgo S.r.l.',
      vat_number: '09456120014',
      tax_code: '09456120014',
      office_street: 'Via Roma 1',
      office_postal_code: '10023',
      office_city: 'Chieri',
      office_province: 'TO',
      sdi_code: 'ABC1234',
      pec: null,
    });
  });
});
