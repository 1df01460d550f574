import { describe, expect, it } from 'vitest';
import {
  isPlausibleEmail,
  isValidCap,
  isValidCodiceFiscale,
  isValidPartitaIva,
  isValidPhone,
  isValidProvincia,
  isValidSdiCode,
  normalizeCode,
  normalizePartitaIva,
} from '@/lib/validation/italian-codes';

describe('Partita IVA', () => {
  it('accepts numbers with a right check digit', () => {
    expect(isValidPartitaIva('09456120014')).toBe(true);
    // Another number with a correct check digit (7), computed by hand.
    expect(isValidPartitaIva('00743110157')).toBe(true);
  });

  it('rejects a wrong check digit or length', () => {
    expect(isValidPartitaIva('09456120015')).toBe(false);
    expect(isValidPartitaIva('0945612001')).toBe(false);
    expect(isValidPartitaIva('0945612001A')).toBe(false);
  });

  it('is normalised like the database does: IT prefix, spaces and dots go', () => {
    expect(normalizePartitaIva('IT 094.561.200.14')).toBe('09456120014');
    expect(normalizePartitaIva('it09456120014')).toBe('09456120014');
  });
});

describe('codice fiscale', () => {
  it('checks the check letter of a personal code, omocodia included', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A562S')).toBe(true);
    expect(isValidCodiceFiscale('RSSMRA85T10A562T')).toBe(false);
    // Omocodia: the last digit of the municipality code (2) written as N, new check letter.
    expect(isValidCodiceFiscale('RSSMRA85T10A56NH')).toBe(true);
    expect(isValidCodiceFiscale('RSSMRA85T10A56NS')).toBe(false);
  });

  it("accepts a company's 11-digit code with the Partita IVA rule", () => {
    expect(isValidCodiceFiscale('09456120014')).toBe(true);
    expect(isValidCodiceFiscale('09456120015')).toBe(false);
  });

  it('wants the stored form: capitals without spaces', () => {
    expect(isValidCodiceFiscale('rssmra85t10a562s')).toBe(false);
    expect(normalizeCode(' rssmra 85t10 a562s ')).toBe('RSSMRA85T10A562S');
  });
});

describe('invoice delivery and contact fields', () => {
  it('SDI code: 7 letters or digits', () => {
    expect(isValidSdiCode('ABC1234')).toBe(true);
    expect(isValidSdiCode('0000000')).toBe(true);
    expect(isValidSdiCode('ABC123')).toBe(false);
    expect(isValidSdiCode('ABC12345')).toBe(false);
  });

  it('e-mail / PEC: one @ and a dotted domain', () => {
    expect(isPlausibleEmail('fatture@pec.osteria.it')).toBe(true);
    expect(isPlausibleEmail('fatture@pec')).toBe(false);
    expect(isPlausibleEmail('fatture @pec.it')).toBe(false);
  });

  it('phone: what people type', () => {
    expect(isValidPhone('+39 011 640 1234')).toBe(true);
    expect(isValidPhone('011/6401234')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('tel 0116401234')).toBe(false);
  });

  it('CAP and provincia', () => {
    expect(isValidCap('10122')).toBe(true);
    expect(isValidCap('1012')).toBe(false);
    expect(isValidCap('10122a')).toBe(false);
    expect(isValidProvincia('TO')).toBe(true);
    expect(isValidProvincia('to')).toBe(true);
    expect(isValidProvincia('TOR')).toBe(false);
    expect(isValidProvincia('T1')).toBe(false);
  });
});
