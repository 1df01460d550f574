/** A quarter at most per file: an export reads every order of the period (decision 006). */
export const EXPORT_MAX_DAYS = 92;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What is wrong with the period (`YYYY-MM-DD` days), in Italian, or null when it can go. */
export function periodError(from: string, to: string): string | null {
  if (!from || !to) return 'Indica il primo e l’ultimo giorno.';
  if (from > to) return 'Il primo giorno deve venire prima dell’ultimo.';
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > EXPORT_MAX_DAYS)
    return `Al massimo ${EXPORT_MAX_DAYS} giorni per file (un trimestre).`;
  return null;
}
