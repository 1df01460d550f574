// Money and dates as the shop writes them (the same formats as src/lib/format.ts).
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const longDate = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});
const dateTime = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});

/** Euros as stored (numeric(10,2), a JSON number) → integer cents, the unit of every sum. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/** `1234,50 €` from cents. */
export function formatEuroCents(cents: number): string {
  return euro.format(cents / 100);
}

/** `lunedì 23 novembre 2026` from a plain date (read at noon in Rome, so no zone moves it). */
export function formatLongDate(isoDate: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate)
    ? new Date(`${isoDate}T12:00:00+01:00`)
    : new Date(isoDate);
  return longDate.format(date);
}

/** `23 novembre 2026 alle ore 14:05` (Europe/Rome) from a timestamp. */
export function formatDateTime(timestamp: string): string {
  return dateTime.format(new Date(timestamp));
}

/** An IBAN in groups of four, as it is printed: `IT60 X054 2811 …`. */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
