// Days and instants on the shop's clock (Europe/Rome), for the tests and the load run.

/** The instant `hhmm` on `day` in Rome (CET or CEST, whichever applies that day). */
export function romeTime(day: string, hhmm: string): Date {
  const guess = new Date(`${day}T${hhmm}:00Z`);
  const zone = new Intl.DateTimeFormat('en', {
    timeZone: 'Europe/Rome',
    timeZoneName: 'longOffset',
  })
    .formatToParts(guess)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = zone === undefined || zone === 'GMT' ? '+00:00' : zone.slice(3);
  return new Date(`${day}T${hhmm}:00${offset}`);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The later of two days (`YYYY-MM-DD` sorts as it reads). */
export function laterDay(first: string, second: string): string {
  return first > second ? first : second;
}

/** ISO weekday, 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * Today on the shop's clock. Not `new Date().toISOString()`: from 23:00 UTC (22:00 in summer)
 * Rome, where the database counts its days, is already on the next day.
 */
export function romeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}
