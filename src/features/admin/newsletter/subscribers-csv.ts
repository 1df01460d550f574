/** A UTF-8 byte order mark: Excel reads the file as UTF-8 only when it starts with one. */
const BOM = '\uFEFF';

// Day and time as spreadsheets parse them in Italy (`22/11/2026 14:05`), in Rome's time.
const consentTime = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Rome',
});

function spreadsheetDateTime(timestamp: string): string {
  const parts = Object.fromEntries(
    consentTime.formatToParts(new Date(timestamp)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** One CSV field; quoted when it holds the separator, quotes or line breaks (RFC 4180). */
function csvField(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The subscribers as a CSV that Italian Excel opens directly: `;` separates the columns
 * (Excel with an Italian locale uses `,` for decimals, so it expects `;`), CRLF line ends, and
 * a BOM so accented letters survive.
 */
export function subscribersCsv(rows: readonly { email: string; created_at: string }[]): string {
  const lines = [
    ['Email', 'Data del consenso'],
    ...rows.map((row) => [row.email, spreadsheetDateTime(row.created_at)]),
  ];
  return BOM + lines.map((line) => line.map(csvField).join(';')).join('\r\n') + '\r\n';
}

/** `iscritti-newsletter-2026-11-22.csv` for the day of the export. */
export function subscribersCsvFileName(now: Date): string {
  return `iscritti-newsletter-${now.toISOString().slice(0, 10)}.csv`;
}
