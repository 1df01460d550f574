// How the printed documents write dates, weights and counts (Italian conventions).
const kilograms = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `27/11/2026` from a plain ISO date, without going through a time zone. */
export function formatShortDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) throw new Error(`not an ISO date: ${isoDate}`);
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/** `1,44 kg` from grams (integer arithmetic up to the last step). */
export function formatKilograms(grams: number): string {
  return `${kilograms.format(grams / 1000)} kg`;
}

const romeDateTime = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});

/** `27/11/2026 alle 07:45` (Europe/Rome) from a timestamp. */
export function formatRomeDateTime(timestamp: string): string {
  const parts = Object.fromEntries(
    romeDateTime.formatToParts(new Date(timestamp)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} alle ${parts.hour}:${parts.minute}`;
}

/** `27/11/2026`: the day of a timestamp in Europe/Rome. */
export function formatRomeDate(timestamp: string): string {
  return formatRomeDateTime(timestamp).slice(0, 10);
}
