// EU Regulation 1169/2011, art. 21: in the list of ingredients the allergens stand out from the
// rest (the shop prints them in bold). Which words name each of the 14 allergens in Italian
// ingredient lists; the product's declared allergens decide which of them are emphasised. The
// same words as the product page (src/features/catalog/allergen-emphasis.ts: functions are
// deployed on their own and cannot import the app); a unit test keeps the two in step.

export const allergenWords: Record<string, readonly string[]> = {
  glutine: [
    'grano tenero',
    'grano duro',
    'grano',
    'frumento',
    'segale',
    'orzo',
    'avena',
    'farro',
    'kamut',
    'semola',
    'glutine',
  ],
  crostacei: ['crostacei', 'gamberi', 'gamberetti', 'scampi', 'aragosta', 'granchio'],
  uova: ['uova', 'uovo', 'tuorlo', 'albume'],
  pesce: ['pesce', 'acciughe', 'alici', 'tonno', 'salmone', 'merluzzo'],
  arachidi: ['arachidi', 'arachide'],
  soia: ['soia'],
  latte: ['latte', 'burro', 'panna', 'formaggio', 'yogurt', 'siero di latte', 'lattosio'],
  frutta_a_guscio: [
    'frutta a guscio',
    'mandorle',
    'nocciole',
    'noci',
    'pistacchi',
    'anacardi',
    'noci pecan',
    'noci macadamia',
  ],
  sedano: ['sedano'],
  senape: ['senape'],
  sesamo: ['sesamo'],
  solfiti: ['anidride solforosa', 'solfiti', 'metabisolfito'],
  lupini: ['lupini', 'lupino'],
  molluschi: ['molluschi', 'cozze', 'vongole', 'calamari', 'polpo', 'seppie'],
};

export interface TextRun {
  text: string;
  bold: boolean;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The ingredient list as runs of text, the words of the declared allergens in bold. */
export function emphasiseAllergens(ingredients: string, allergens: readonly string[]): TextRun[] {
  const words = allergens.flatMap((code) => allergenWords[code] ?? []);
  if (words.length === 0 || !ingredients)
    return ingredients ? [{ text: ingredients, bold: false }] : [];
  // Whole words only ("grano" in "grano tenero", not in "granola"); longest first.
  const pattern = new RegExp(
    `(?<![\\p{L}])(${words
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})(?![\\p{L}])`,
    'giu',
  );
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of ingredients.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > last) runs.push({ text: ingredients.slice(last, start), bold: false });
    runs.push({ text: match[0], bold: true });
    last = start + match[0].length;
  }
  if (last < ingredients.length) runs.push({ text: ingredients.slice(last), bold: false });
  return runs;
}
