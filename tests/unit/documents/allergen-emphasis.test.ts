import { describe, expect, it } from 'vitest';
import { emphasizeAllergens as productPageEmphasis } from '@/features/catalog/allergen-emphasis';
import type { AllergenCode } from '@/domain/catalogue/allergens';
import {
  allergenWords,
  emphasiseAllergens,
} from '../../../supabase/functions/_shared/documents/allergen-emphasis.ts';

const bold = (runs: { text: string; bold: boolean }[]) =>
  runs.filter((run) => run.bold).map((run) => run.text);

describe('emphasiseAllergens', () => {
  const ingredients =
    'Farina di grano tenero tipo 0, acqua, latte intero, burro, uova, semi di sesamo (3%), sale.';

  it('puts the words of the declared allergens in bold, keeping the whole text', () => {
    const runs = emphasiseAllergens(ingredients, ['glutine', 'latte', 'uova', 'sesamo']);
    expect(bold(runs)).toEqual(['grano tenero', 'latte', 'burro', 'uova', 'sesamo']);
    expect(runs.map((run) => run.text).join('')).toBe(ingredients);
  });

  it('emphasises only what the product declares, and whole words only', () => {
    expect(bold(emphasiseAllergens(ingredients, ['sesamo']))).toEqual(['sesamo']);
    expect(bold(emphasiseAllergens('Granola di frutta', ['glutine']))).toEqual([]);
    expect(emphasiseAllergens('Acqua, sale', [])).toEqual([{ text: 'Acqua, sale', bold: false }]);
  });

  it('matches regardless of case and multi-word names', () => {
    expect(bold(emphasiseAllergens('SESAMO, anidride solforosa', ['sesamo', 'solfiti']))).toEqual([
      'SESAMO',
      'anidride solforosa',
    ]);
  });
});

describe('the sheet and the product page', () => {
  it('emphasise the same words', () => {
    const lists = [
      'Farina di grano tenero tipo 0, acqua, latte intero, burro, uova, zucchero, lievito madre, semi di sesamo (3%), sale.',
      'Farina integrale di grano tenero, acqua, mix di semi (girasole, lino, sesamo, avena, soia) (8%), malto d’orzo, sale.',
      'Farina di riso, amido di mais, uova, siero di latte, senape, anidride solforosa, noci pecan.',
    ];
    const codes = Object.keys(allergenWords) as AllergenCode[];
    for (const list of lists) {
      const sheet = bold(emphasiseAllergens(list, codes));
      const page = productPageEmphasis(list, codes)
        .filter((segment) => segment.allergen)
        .map((segment) => segment.text);
      expect(sheet).toEqual(page);
    }
  });
});
