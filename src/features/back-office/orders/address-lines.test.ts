import { describe, expect, it } from 'vitest';
import { addressLines, invoiceLines } from '@/features/back-office/orders/address-lines';

describe('addressLines', () => {
  it('prints an address like a parcel label', () => {
    expect(
      addressLines({
        recipient: 'Mario Bianchi',
        street: 'Via Garibaldi 12',
        postal_code: '10122',
        city: 'Torino',
        province: 'TO',
        phone: '+39 333 123 4567',
        notes: '',
      }),
    ).toEqual(['Mario Bianchi', 'Via Garibaldi 12', '10122 Torino (TO)', 'Tel. +39 333 123 4567']);
  });

  it('is empty for anything that is not an address', () => {
    expect(addressLines(null)).toEqual([]);
    expect(addressLines(['Via Roma'])).toEqual([]);
  });
});

describe('invoiceLines', () => {
  it('labels the fields that are set', () => {
    expect(
      invoiceLines({
        company_name: 'Osteria del Borgo S.r.l.',
        vat_number: '11876540011',
        pec: null,
      }),
    ).toEqual(['Ragione sociale: Osteria del Borgo S.r.l.', 'Partita IVA: 11876540011']);
    expect(invoiceLines(null)).toEqual([]);
  });
});
