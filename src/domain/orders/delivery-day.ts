const dayLabel = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'Europe/Rome',
});

/**
 * A delivery day ('2026-11-24') as the checkout offers it: "martedì 24 novembre". Read at
 * noon in Rome, so no time zone moves the calendar day.
 */
export function deliveryDayLabel(isoDate: string): string {
  return dayLabel.format(new Date(`${isoDate}T12:00:00+01:00`));
}
