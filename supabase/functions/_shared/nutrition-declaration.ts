// The nutrition declaration per 100 g as EU Regulation 1169/2011 wants it printed: energy
// calculated from the nutrients with the Annex XIV conversion factors, the Annex XV order and
// names, and the values rounded as the Commission's guidance on tolerances and rounding (2012)
// says. One module for the product sheet (edge function) and the product page (the app imports
// it), so both print the same figures; it builds no Intl formatter (the product page's first
// screen avoids them).

export interface Nutrients {
  fats: number;
  saturated_fats?: number | null;
  carbs: number;
  sugars?: number | null;
  fiber: number;
  proteins: number;
  salt: number;
}

/** Annex XIV: energy per gram of each nutrient the buns contain (no polyols, alcohol, acids). */
export const annexXivFactors = {
  carbs: { kj: 17, kcal: 4 },
  proteins: { kj: 17, kcal: 4 },
  fats: { kj: 37, kcal: 9 },
  fiber: { kj: 8, kcal: 2 },
} as const;

/** Energy per 100 g from the unrounded nutrients, each rounded to the whole kJ and kcal. */
export function energyOf(nutrients: Nutrients): { kj: number; kcal: number } {
  const sum = (unit: 'kj' | 'kcal') =>
    annexXivFactors.carbs[unit] * nutrients.carbs +
    annexXivFactors.proteins[unit] * nutrients.proteins +
    annexXivFactors.fats[unit] * nutrients.fats +
    annexXivFactors.fiber[unit] * nutrients.fiber;
  return { kj: Math.round(sum('kj')), kcal: Math.round(sum('kcal')) };
}

type Rounding = 'nutrient' | 'saturates' | 'salt';

/** Half up at `decimals`, safe for values typed with two decimals. */
function roundTo(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  return (Math.round((value + Number.EPSILON) * factor) / factor)
    .toFixed(decimals)
    .replace('.', ',');
}

/**
 * A value in grams as the guidance rounds it: fat, carbohydrate, sugars, fibre, protein to 1 g
 * from 10 g, 0.1 g above 0.5 g, "<0,5 g" below; saturates the same with 0.1 g as the floor;
 * salt to 0.1 g from 1 g, 0.01 g above 0.0125 g, "<0,01 g" below. Zero is "0 g".
 */
export function roundedGrams(value: number, rounding: Rounding = 'nutrient'): string {
  if (value <= 0) return '0 g';
  if (rounding === 'salt') {
    if (value >= 1) return `${roundTo(value, 1)} g`;
    return value > 0.0125 ? `${roundTo(value, 2)} g` : '<0,01 g';
  }
  if (value >= 10) return `${roundTo(value, 0)} g`;
  const floor = rounding === 'saturates' ? 0.1 : 0.5;
  return value > floor ? `${roundTo(value, 1)} g` : `<${roundTo(floor, 1)} g`;
}

export interface DeclarationRow {
  label: string;
  value: string;
  /** A "di cui" row, indented under the one above. */
  sub: boolean;
}

/**
 * The declaration's rows in the Annex XV order. Saturates and sugars are mandatory: a product
 * missing them cannot be on sale, and a draft's sheet says they are not declared yet.
 */
export function nutritionDeclaration(nutrients: Nutrients): DeclarationRow[] {
  const energy = energyOf(nutrients);
  const optional = (value: number | null | undefined, rounding: Rounding) =>
    value === null || value === undefined ? 'non ancora dichiarato' : roundedGrams(value, rounding);
  return [
    { label: 'Energia', value: `${energy.kj} kJ / ${energy.kcal} kcal`, sub: false },
    { label: 'Grassi', value: roundedGrams(nutrients.fats), sub: false },
    {
      label: 'di cui acidi grassi saturi',
      value: optional(nutrients.saturated_fats, 'saturates'),
      sub: true,
    },
    { label: 'Carboidrati', value: roundedGrams(nutrients.carbs), sub: false },
    { label: 'di cui zuccheri', value: optional(nutrients.sugars, 'nutrient'), sub: true },
    { label: 'Fibre', value: roundedGrams(nutrients.fiber), sub: false },
    { label: 'Proteine', value: roundedGrams(nutrients.proteins), sub: false },
    { label: 'Sale', value: roundedGrams(nutrients.salt, 'salt'), sub: false },
  ];
}
