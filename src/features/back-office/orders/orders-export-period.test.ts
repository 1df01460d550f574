import { describe, expect, it } from 'vitest';
import { periodError } from '@/features/back-office/orders/orders-export-period';

describe('periodError', () => {
  it('accepts a day, a month and a quarter', () => {
    expect(periodError('2026-11-26', '2026-11-26')).toBeNull();
    expect(periodError('2026-11-01', '2026-11-30')).toBeNull();
    expect(periodError('2026-10-01', '2026-12-31')).toBeNull();
  });

  it('says what is wrong with a missing, reversed or too long period', () => {
    expect(periodError('', '2026-11-30')).toBe('Indica il primo e l’ultimo giorno.');
    expect(periodError('2026-11-30', '2026-11-01')).toBe(
      'Il primo giorno deve venire prima dell’ultimo.',
    );
    expect(periodError('2026-01-01', '2026-12-31')).toBe(
      'Al massimo 92 giorni per file (un trimestre).',
    );
  });
});
