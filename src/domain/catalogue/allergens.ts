/** The 14 allergens of EU Regulation 1169/2011 (Annex II), as the database stores them. */
export const allergenCodes = [
  'glutine',
  'crostacei',
  'uova',
  'pesce',
  'arachidi',
  'soia',
  'latte',
  'frutta_a_guscio',
  'sedano',
  'senape',
  'sesamo',
  'solfiti',
  'lupini',
  'molluschi',
] as const;

export type AllergenCode = (typeof allergenCodes)[number];

export const allergenLabels: Record<AllergenCode, string> = {
  glutine: 'Glutine',
  crostacei: 'Crostacei',
  uova: 'Uova',
  pesce: 'Pesce',
  arachidi: 'Arachidi',
  soia: 'Soia',
  latte: 'Latte',
  frutta_a_guscio: 'Frutta a guscio',
  sedano: 'Sedano',
  senape: 'Senape',
  sesamo: 'Sesamo',
  solfiti: 'Anidride solforosa e solfiti',
  lupini: 'Lupini',
  molluschi: 'Molluschi',
};

export function isAllergenCode(value: string): value is AllergenCode {
  return (allergenCodes as readonly string[]).includes(value);
}
