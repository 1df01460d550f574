import { spreadsheetCsv, spreadsheetDateTime } from '@/lib/csv';

/** The subscribers as a CSV that Italian Excel opens directly (src/lib/csv.ts). */
export function subscribersCsv(rows: readonly { email: string; created_at: string }[]): string {
  return spreadsheetCsv([
    ['Email', 'Data del consenso'],
    ...rows.map((row) => [row.email, spreadsheetDateTime(row.created_at)]),
  ]);
}

/** `iscritti-newsletter-2026-11-22.csv` for the day of the export. */
export function subscribersCsvFileName(now: Date): string {
  return `iscritti-newsletter-${now.toISOString().slice(0, 10)}.csv`;
}
