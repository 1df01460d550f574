import { describe, expect, it } from 'vitest';
import { nextIsoDate, romeDayStart, romeIsoDate } from '@/features/back-office/orders/rome-date';

describe('romeIsoDate', () => {
  it('follows Rome, not UTC, around midnight', () => {
    expect(romeIsoDate(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-22');
    expect(romeIsoDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(romeIsoDate(new Date('2026-07-31T22:30:00Z'))).toBe('2026-08-01');
  });
});

describe('romeDayStart', () => {
  it('gives Rome’s midnight in winter and summer time, and on the days the clocks change', () => {
    expect(romeDayStart('2026-11-01')).toBe('2026-11-01T00:00:00+01:00');
    expect(romeDayStart('2026-07-15')).toBe('2026-07-15T00:00:00+02:00');
    // 29 March 2026: clocks go forward at 02:00, so midnight is still winter time.
    expect(romeDayStart('2026-03-29')).toBe('2026-03-29T00:00:00+01:00');
    // 25 October 2026: clocks go back at 03:00, so midnight is still summer time.
    expect(romeDayStart('2026-10-25')).toBe('2026-10-25T00:00:00+02:00');
    expect(romeIsoDate(new Date(romeDayStart('2026-10-25')))).toBe('2026-10-25');
  });

  it('steps to the next calendar day across months and years', () => {
    expect(nextIsoDate('2026-11-30')).toBe('2026-12-01');
    expect(nextIsoDate('2026-12-31')).toBe('2027-01-01');
  });
});
