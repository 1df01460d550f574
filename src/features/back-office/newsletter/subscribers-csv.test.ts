import { describe, expect, it } from 'vitest';
import {
  subscribersCsv,
  subscribersCsvFileName,
} from '@/features/back-office/newsletter/subscribers-csv';

describe('subscribersCsv', () => {
  it('starts with a BOM, separates with semicolons and writes Rome time', () => {
    const csv = subscribersCsv([
      { email: 'giulia@example.com', created_at: '2026-07-01T08:05:00+00:00' },
      { email: 'marco@example.com', created_at: '2026-01-15T23:30:00Z' },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Email;Data del consenso',
      'giulia@example.com;01/07/2026 10:05',
      'marco@example.com;16/01/2026 00:30',
      '',
    ]);
  });

  it('quotes fields that contain the separator or quotes', () => {
    const csv = subscribersCsv([
      { email: 'a;"b"@example.com', created_at: '2026-03-01T12:00:00Z' },
    ]);
    expect(csv).toContain('"a;""b""@example.com";01/03/2026 13:00');
  });

  it('names the file after the day', () => {
    expect(subscribersCsvFileName(new Date('2026-11-22T10:00:00Z'))).toBe(
      'iscritti-newsletter-2026-11-22.csv',
    );
  });
});
