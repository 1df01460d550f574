import type { TeamRole } from '@/domain/customer/current-customer';

/** How a team role reads (decision 015); the database's own labels (private.role_label). */
export const roleLabels: Record<TeamRole, string> = {
  owner: 'Titolare',
  orders: 'Ordini',
  accounting: 'Amministrazione',
};

/** What each role may do, as the team page explains it. */
export const roleDescriptions: Record<TeamRole, string> = {
  owner: 'Tutto, compresi il team e l’approvazione degli ordini.',
  orders: 'Ordini, ordine fisso e ordine rapido, con un limite di spesa se lo imposti.',
  accounting: 'Fatture, documenti di trasporto, estratto conto e pagamenti; non ordina.',
};

/** ISO weekdays the bakery delivers on (no Sunday), with their Italian names. */
export const deliveryWeekdays = [
  { weekday: 1, name: 'lunedì', short: 'Lun' },
  { weekday: 2, name: 'martedì', short: 'Mar' },
  { weekday: 3, name: 'mercoledì', short: 'Mer' },
  { weekday: 4, name: 'giovedì', short: 'Gio' },
  { weekday: 5, name: 'venerdì', short: 'Ven' },
  { weekday: 6, name: 'sabato', short: 'Sab' },
] as const;

/** "il lunedì e il sabato": the closed weekdays in a sentence. */
export function closedWeekdaysSentence(weekdays: readonly number[]): string {
  const names = deliveryWeekdays
    .filter((day) => weekdays.includes(day.weekday))
    .map((day) => `il ${day.name}`);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
}
