/**
 * Italian counts, from one place (issue 20: "1 confezioni" was written in several screens).
 * Italian has two forms for counted nouns: the singular for exactly one, the plural for
 * everything else, zero included ("0 prodotti", "1 prodotto", "2 prodotti").
 */

/** The nouns the shop counts, singular and plural. */
export const italianNouns = {
  confezione: ['confezione', 'confezioni'],
  pacco: ['pacco', 'pacchi'],
  prodotto: ['prodotto', 'prodotti'],
  articolo: ['articolo', 'articoli'],
  ordine: ['ordine', 'ordini'],
  cliente: ['cliente', 'clienti'],
  iscritto: ['iscritto', 'iscritti'],
  immagine: ['immagine', 'immagini'],
  foto: ['foto', 'foto'],
  giorno: ['giorno', 'giorni'],
  pezzo: ['pezzo', 'pezzi'],
  messaggio: ['messaggio', 'messaggi'],
  notifica: ['notifica', 'notifiche'],
  minuto: ['minuto', 'minuti'],
  avviso: ['avviso', 'avvisi'],
} as const satisfies Record<string, readonly [string, string]>;

export type ItalianNoun = keyof typeof italianNouns;

/** The form of `noun` that goes with `count`: 'confezione' for 1, 'confezioni' otherwise. */
export function nounFor(count: number, noun: ItalianNoun): string {
  const [singular, plural] = italianNouns[noun];
  return Math.abs(count) === 1 ? singular : plural;
}

/** `count` followed by the right form of `noun`: '1 confezione', '12 confezioni'. */
export function countOf(count: number, noun: ItalianNoun): string {
  return `${count} ${nounFor(count, noun)}`;
}

/**
 * Picks between whole phrases whose agreement goes beyond the noun ("1 prodotto in vendita è
 * esaurito" / "3 prodotti in vendita sono esauriti"): `one` for exactly 1, `other` otherwise.
 */
export function pluralPhrase(count: number, one: string, other: (count: number) => string): string {
  return Math.abs(count) === 1 ? one : other(count);
}
