import { describe, expect, it } from 'vitest';
import { emphasizeAllergens } from '@/features/catalog/allergen-emphasis';

const emphasised = (ingredients: string, allergens: Parameters<typeof emphasizeAllergens>[1]) =>
  emphasizeAllergens(ingredients, allergens)
    .filter((segment) => segment.allergen)
    .map((segment) => [segment.text, segment.allergen]);

describe('emphasizeAllergens', () => {
  it('marks the words naming each declared allergen, keeping the text as written', () => {
    const ingredients =
      'Farina di grano tenero tipo 0, acqua, latte intero, burro, uova, semi di sesamo (3%), sale.';
    const segments = emphasizeAllergens(ingredients, ['glutine', 'latte', 'uova', 'sesamo']);
    expect(segments.map((segment) => segment.text).join('')).toBe(ingredients);
    expect(emphasised(ingredients, ['glutine', 'latte', 'uova', 'sesamo'])).toEqual([
      ['grano tenero', 'glutine'],
      ['latte', 'latte'],
      ['burro', 'latte'],
      ['uova', 'uova'],
      ['sesamo', 'sesamo'],
    ]);
  });

  it('prefers the longest phrase and ignores case', () => {
    expect(emphasised('Semola rimacinata di GRANO DURO, malto d’orzo', ['glutine'])).toEqual([
      ['Semola', 'glutine'],
      ['GRANO DURO', 'glutine'],
      ['orzo', 'glutine'],
    ]);
  });

  it('matches whole words only', () => {
    // 'noci' must not light up inside 'noccioline' nor 'uova' inside 'nuovamente'.
    expect(emphasised('noccioline, nuovamente, soia', ['frutta_a_guscio', 'uova', 'soia'])).toEqual(
      [['soia', 'soia']],
    );
  });

  it('only looks for the allergens the product declares', () => {
    expect(emphasised('Farina di riso, uova, latte di cocco', ['uova'])).toEqual([
      ['uova', 'uova'],
    ]);
  });

  it('returns the text untouched without allergens, and nothing for an empty list', () => {
    expect(emphasizeAllergens('Farina di riso, acqua', [])).toEqual([
      { text: 'Farina di riso, acqua' },
    ]);
    expect(emphasizeAllergens('', ['glutine'])).toEqual([]);
  });
});
