import { describe, expect, it } from 'vitest';
import {
  formatCompactDate,
  formatCompactDateTime,
  formatDate,
  formatDateTime,
  formatEuro,
  formatLongDate,
  atTimePhrase,
  byTimePhrase,
  fromCents,
  toCents,
} from '@/lib/format';

describe('formatEuro', () => {
  it('writes euros the Italian way', () => {
    expect(formatEuro(4.5)).toBe('4,50\u00a0€');
    expect(formatEuro(1234.5)).toBe('1234,50\u00a0€');
    expect(formatEuro(0)).toBe('0,00\u00a0€');
  });

  it('writes what Intl’s it-IT euro format writes', () => {
    const intl = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
    for (const amount of [0, 4.5, 0.1 + 0.2, 1.005, 57.4, 12345.678, 1234567.5, -7.9, -0.004]) {
      expect(formatEuro(amount)).toBe(intl.format(amount));
    }
  });
});

describe('cents', () => {
  it('round-trips without floating-point drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(4.35)).toBe(435);
    expect(fromCents(toCents(57.4))).toBe(57.4);
  });
});

describe('dates', () => {
  it('keeps a plain delivery date on its day', () => {
    expect(formatLongDate('2026-11-23')).toBe('lunedì 23 novembre 2026');
    expect(formatDate('2026-12-31')).toBe('31 dicembre 2026');
  });

  it('shows timestamps in Rome time', () => {
    expect(formatDateTime('2026-11-23T13:05:00Z')).toBe('23 novembre 2026 alle ore 14:05');
  });

  it('abbreviates the month for a table column', () => {
    expect(formatCompactDate('2026-06-02')).toBe('2 giu 2026');
    expect(formatCompactDateTime('2026-11-23T13:05:00Z')).toBe('23 nov 2026, 14:05');
  });
});

describe('atTimePhrase', () => {
  const now = new Date('2026-11-25T17:30:00Z'); // 18:30 in Rome

  it('says only the time for today, in Rome', () => {
    expect(atTimePhrase('2026-11-25T17:18:00Z', now)).toBe('alle 18:18');
    // 23:30 UTC on the 24th is already the 25th in Rome.
    expect(atTimePhrase('2026-11-24T23:30:00Z', now)).toBe('alle 00:30');
  });

  it('says ieri, then the day with its article', () => {
    expect(atTimePhrase('2026-11-24T08:05:00Z', now)).toBe('ieri alle 09:05');
    expect(atTimePhrase('2026-11-20T08:05:00Z', now)).toBe('il 20 novembre alle 09:05');
    expect(atTimePhrase('2026-11-08T08:05:00Z', now)).toBe('l’8 novembre alle 09:05');
    expect(atTimePhrase('2026-11-01T08:05:00Z', now)).toBe('l’1 novembre alle 09:05');
    expect(atTimePhrase('2026-10-11T08:05:00Z', now)).toBe('l’11 ottobre alle 10:05');
  });
});

describe('byTimePhrase', () => {
  it('says the time, then the day with its article, in Rome', () => {
    expect(byTimePhrase('2026-11-25T19:16:00Z')).toBe('le 20:16 del 25 novembre');
    expect(byTimePhrase('2026-12-08T08:00:00Z')).toBe('le 09:00 dell’8 dicembre');
    expect(byTimePhrase('2026-12-01T19:16:00Z')).toBe('le 20:16 dell’1 dicembre');
    // 23:30 UTC on the 24th is already the 25th in Rome.
    expect(byTimePhrase('2026-11-24T23:30:00Z')).toBe('le 00:30 del 25 novembre');
  });
});
