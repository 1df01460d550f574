/** A UTF-8 byte order mark: Excel reads the file as UTF-8 only when it starts with one. */
const BOM = '\uFEFF';

// A cell a spreadsheet would read as a formula (OWASP "CSV injection"): one starting with
// = + - @, a tab or a line break. Plain numbers (a negative amount "-12,50") stay numbers.
const formulaStart = /^[=+\-@\t\r\n]/;
const plainNumber = /^-?\d+(?:,\d+)?$/;

/**
 * One CSV field: a value that a spreadsheet would run as a formula gets a leading apostrophe
 * (shown as text, never evaluated); quoted when it holds the separator, quotes or line breaks
 * (RFC 4180).
 */
export function csvField(value: string): string {
  const safe = formulaStart.test(value) && !plainNumber.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Lines as a CSV that Italian Excel opens directly: `;` separates the columns (Excel with an
 * Italian locale uses `,` for decimals, so it expects `;`), CRLF line ends, and a BOM so
 * accented letters survive.
 */
export function spreadsheetCsv(lines: readonly (readonly string[])[]): string {
  return BOM + lines.map((line) => line.map(csvField).join(';')).join('\r\n') + '\r\n';
}

/** An amount as Italian Excel reads a number: `1234,50` (no thousands separator, two decimals). */
export function spreadsheetAmount(amount: number): string {
  return amount.toFixed(2).replace('.', ',');
}

const spreadsheetTime = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Rome',
});

/** Day and time as spreadsheets parse them in Italy (`22/11/2026 14:05`), in Rome's time. */
export function spreadsheetDateTime(timestamp: string): string {
  const parts = Object.fromEntries(
    spreadsheetTime.formatToParts(new Date(timestamp)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
