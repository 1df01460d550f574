import { describe, expect, it } from 'vitest';
import {
  energyOf,
  nutritionDeclaration,
  roundedGrams,
} from '../../../supabase/functions/_shared/nutrition-declaration.ts';
import { demoProducts } from '../demo-catalogue.ts';

describe('energy by the Annex XIV factors', () => {
  it('gives the Bun Classico 1279 kJ / 303 kcal from its declared nutrients', () => {
    const classico = demoProducts().find((product) => product.slug === 'bun-classico')!;
    expect(energyOf(classico.nutrition)).toEqual({ kj: 1279, kcal: 303 });
  });

  it('is what the demo catalogue states for every product, kJ never kcal × 4.184', () => {
    for (const product of demoProducts()) {
      const { carbs, proteins, fats, fiber } = product.nutrition;
      const energy = energyOf(product.nutrition);
      expect(energy.kcal, product.slug).toBe(product.nutrition.calories);
      expect(energy.kj, product.slug).toBe(
        Math.round(17 * carbs + 17 * proteins + 37 * fats + 8 * fiber),
      );
      expect(energy.kj, product.slug).not.toBe(Math.round(product.nutrition.calories * 4.184));
    }
  });
});

describe('rounding as the Commission’s guidance says', () => {
  it('rounds fat, carbohydrate, sugars, fibre and protein', () => {
    expect(roundedGrams(49.2)).toBe('49 g');
    expect(roundedGrams(10)).toBe('10 g');
    expect(roundedGrams(9.84)).toBe('9,8 g');
    expect(roundedGrams(4.45)).toBe('4,5 g');
    expect(roundedGrams(0.6)).toBe('0,6 g');
    expect(roundedGrams(0.5)).toBe('<0,5 g');
    expect(roundedGrams(0)).toBe('0 g');
  });

  it('rounds saturates and salt with their own floors', () => {
    expect(roundedGrams(3.14, 'saturates')).toBe('3,1 g');
    expect(roundedGrams(0.1, 'saturates')).toBe('<0,1 g');
    expect(roundedGrams(0.2, 'saturates')).toBe('0,2 g');
    expect(roundedGrams(1.14, 'salt')).toBe('1,1 g');
    expect(roundedGrams(0.456, 'salt')).toBe('0,46 g');
    expect(roundedGrams(0.01, 'salt')).toBe('<0,01 g');
  });

  it('lists every mandatory nutrient, saying when one is not declared yet', () => {
    const classico = demoProducts().find((product) => product.slug === 'bun-classico')!;
    expect(
      nutritionDeclaration(classico.nutrition).map((row) => `${row.label}: ${row.value}`),
    ).toEqual([
      'Energia: 1279 kJ / 303 kcal',
      'Grassi: 6,9 g',
      'di cui acidi grassi saturi: 3,1 g',
      'Carboidrati: 49 g',
      'di cui zuccheri: 4,4 g',
      'Fibre: 2,6 g',
      'Proteine: 9,8 g',
      'Sale: 1,1 g',
    ]);
    const draft = nutritionDeclaration({
      ...classico.nutrition,
      saturated_fats: null,
      sugars: undefined,
    });
    expect(
      draft.filter((row) => row.value === 'non ancora dichiarato').map((row) => row.label),
    ).toEqual(['di cui acidi grassi saturi', 'di cui zuccheri']);
  });
});
