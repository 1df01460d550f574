import { describe, expect, it } from 'vitest';
import { romeIsoDate } from '@/features/admin/orders/rome-date';

describe('romeIsoDate', () => {
  it('follows Rome, not UTC, around midnight', () => {
    expect(romeIsoDate(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-22');
    expect(romeIsoDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(romeIsoDate(new Date('2026-07-31T22:30:00Z'))).toBe('2026-08-01');
  });
});
