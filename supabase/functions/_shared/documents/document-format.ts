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
