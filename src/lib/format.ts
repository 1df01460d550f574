import { formatItalianDecimal } from '@/lib/italian-number';

// Each date formatter is built on first use: building an Intl formatter loads locale data, and
// doing it when this module loads would add to the first screen's main-thread work.
function lazily<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

/** An Italian formatter of Rome's calendar and clock, built on first use. */
const romeFormat = (options: Intl.DateTimeFormatOptions) =>
  lazily(() => new Intl.DateTimeFormat('it-IT', { ...options, timeZone: 'Europe/Rome' }));
const DAY_MONTH_YEAR = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const HOUR_MINUTE = { hour: '2-digit', minute: '2-digit' } as const;

const longDate = romeFormat({ weekday: 'long', ...DAY_MONTH_YEAR });
const shortDate = romeFormat(DAY_MONTH_YEAR);
const dateTime = romeFormat({ ...DAY_MONTH_YEAR, ...HOUR_MINUTE });
// A table's columns: the month abbreviated, as Italian registers and receipts write it.
const compactDate = romeFormat({ ...DAY_MONTH_YEAR, month: 'short' });
const compactDateTime = romeFormat({ ...DAY_MONTH_YEAR, month: 'short', ...HOUR_MINUTE });
const timeOfDay = romeFormat(HOUR_MINUTE);
const dayAndMonth = romeFormat({ day: 'numeric', month: 'long' });
const romeDay = lazily(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'Europe/Rome',
    }),
);

/**
 * An amount in euros as Italians read it: `4,50 €`, exactly as Intl's it-IT currency format
 * writes it, without building an Intl formatter on the first screen (src/lib/italian-number.ts).
 */
export function formatEuro(amount: number): string {
  return `${formatItalianDecimal(amount, { minFractionDigits: 2, maxFractionDigits: 2 })}\u00a0€`;
}

/** Euros → integer cents, the unit every price calculation uses (decision 002). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Integer cents → euros. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * A calendar date (`2026-11-23`, as delivery dates arrive) or a timestamp, in Italian:
 * `lunedì 23 novembre 2026`. Plain dates are read at noon in Rome so no timezone moves them.
 */
export function formatLongDate(value: string | Date): string {
  return longDate().format(toDate(value));
}

/** `23 novembre 2026`. */
export function formatDate(value: string | Date): string {
  return shortDate().format(toDate(value));
}

/** `23 novembre 2026, 14:05` (Europe/Rome). */
export function formatDateTime(value: string | Date): string {
  return dateTime().format(toDate(value));
}

/** `23 nov 2026`: a date in a table column, where the month in full takes the column's width. */
export function formatCompactDate(value: string | Date): string {
  return compactDate().format(toDate(value));
}

/** `23 nov 2026, 14:05` (Europe/Rome): a timestamp in a table column. */
export function formatCompactDateTime(value: string | Date): string {
  return compactDateTime().format(toDate(value));
}

function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+01:00`) : new Date(value);
}

/** `14:05` (Europe/Rome). */
export function formatTime(value: string | Date): string {
  return timeOfDay().format(toDate(value));
}

/**
 * When something happened, as an Italian says it next to "aggiornato": `alle 18:18` today,
 * `ieri alle 18:18`, `il 24 novembre alle 18:18` before (days as they are in Rome).
 */
export function atTimePhrase(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  const day = romeDay().format(date);
  const time = `alle ${formatTime(date)}`;
  if (day === romeDay().format(now)) return time;
  if (day === romeDay().format(new Date(now.getTime() - 24 * 60 * 60 * 1_000))) {
    return `ieri ${time}`;
  }
  const article = /^(1|8|11) /.test(dayAndMonth().format(date)) ? 'l’' : 'il ';
  return `${article}${dayAndMonth().format(date)} ${time}`;
}

/**
 * A deadline after "entro", as an Italian says it: `le 20:16 del 25 novembre`,
 * `le 09:00 dell’8 dicembre` (Europe/Rome). The day is always said: a deadline is read again
 * later, when "oggi" would no longer be true.
 */
export function byTimePhrase(value: string | Date): string {
  const date = toDate(value);
  const dayMonth = dayAndMonth().format(date);
  const article = /^(1|8|11) /.test(dayMonth) ? 'dell’' : 'del ';
  return `le ${formatTime(date)} ${article}${dayMonth}`;
}
