const romeDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Turin at `now` as `YYYY-MM-DD` (the bakery's day, not the browser's). */
export function romeIsoDate(now: Date = new Date()): string {
  return romeDay.format(now);
}

const romeHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * The instant a Rome calendar day (`YYYY-MM-DD`) begins, as an ISO timestamp with its offset
 * (`2026-11-01T00:00:00+01:00`), for filtering orders by the bakery's days. Rome's offset at
 * 00:00 UTC of that day is the one at its midnight: clocks change at 02:00 or 03:00.
 */
export function romeDayStart(isoDate: string): string {
  const offsetHours = Number(romeHour.format(new Date(`${isoDate}T00:00:00Z`)));
  return `${isoDate}T00:00:00+0${offsetHours}:00`;
}

/** The day after `isoDate` (`YYYY-MM-DD`), on the calendar. */
export function nextIsoDate(isoDate: string): string {
  const day = new Date(`${isoDate}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
