import type { AllergenCode } from '@/domain/catalogue/allergens';

/**
 * Words that reveal each allergen in an Italian ingredient list. Longer phrases come first so
 * 'grano tenero' wins over 'grano'.
 */
const allergenWords: Record<AllergenCode, readonly string[]> = {
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

/** A piece of an ingredient list; `allergen` is set on the words to emphasise. */
export interface IngredientSegment {
  text: string;
  allergen?: AllergenCode;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits an ingredient list so the words naming the product's allergens can be emphasised,
 * as EU Regulation 1169/2011 art. 21 requires ("distinguished from the rest of the list").
 * Only allergens the product declares are looked for; matching is case-insensitive, on whole
 * words, and keeps the text exactly as written.
 */
export function emphasizeAllergens(
  ingredients: string,
  allergens: readonly AllergenCode[],
): IngredientSegment[] {
  const candidates = allergens
    .flatMap((allergen) => allergenWords[allergen].map((word) => ({ word, allergen })))
    .sort((a, b) => b.word.length - a.word.length);
  if (candidates.length === 0 || ingredients === '') {
    return ingredients === '' ? [] : [{ text: ingredients }];
  }
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${candidates.map(({ word }) => escapeRegExp(word)).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const segments: IngredientSegment[] = [];
  let last = 0;
  for (const match of ingredients.matchAll(pattern)) {
    const start = match.index;
    const text = match[0];
    const found = candidates.find(({ word }) => word.toLowerCase() === text.toLowerCase());
    if (start > last) segments.push({ text: ingredients.slice(last, start) });
    segments.push({ text, allergen: found?.allergen });
    last = start + text.length;
  }
  if (last < ingredients.length) segments.push({ text: ingredients.slice(last) });
  return segments;
}
