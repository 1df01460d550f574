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
