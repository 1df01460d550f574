// EU Regulation 1169/2011, art. 21: in the list of ingredients the allergens stand out from the
// rest (the shop prints them in bold). Which words name each of the 14 allergens in Italian
// ingredient lists; the product's declared allergens decide which of them are emphasised.

export const allergenWords: Record<string, string[]> = {
  glutine: [
    'grano',
    'frumento',
    'farro',
    'kamut',
    'orzo',
    'segale',
    'avena',
    'malto',
    'glutine',
    'semola',
  ],
  crostacei: ['crostacei', 'gamberi', 'gamberetti', 'scampi', 'granchio', 'aragosta'],
  uova: ['uova', 'uovo', 'tuorlo', 'tuorli', 'albume', 'albumi'],
  pesce: ['pesce', 'acciughe', 'alici', 'tonno', 'merluzzo', 'salmone'],
  arachidi: ['arachidi', 'arachide'],
  soia: ['soia'],
  latte: ['latte', 'burro', 'panna', 'siero', 'yogurt', 'formaggio', 'lattosio', 'caseina'],
  frutta_a_guscio: ['noci', 'nocciole', 'mandorle', 'pistacchi', 'anacardi', 'pecan', 'macadamia'],
  sedano: ['sedano'],
  senape: ['senape'],
  sesamo: ['sesamo'],
  solfiti: ['solfiti', 'anidride solforosa', 'metabisolfito'],
  lupini: ['lupini', 'lupino'],
  molluschi: ['molluschi', 'cozze', 'vongole', 'calamari', 'seppie', 'polpo'],
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
