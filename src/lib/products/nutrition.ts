/** Nutritional values per 100 g (spec §3). */
export interface NutritionalValues {
  calories: number;
  carbs: number;
  proteins: number;
  fats: number;
  fiber: number;
  salt: number;
}

export const nutritionKeys = ['calories', 'carbs', 'proteins', 'fats', 'fiber', 'salt'] as const;

const zeros: NutritionalValues = { calories: 0, carbs: 0, proteins: 0, fats: 0, fiber: 0, salt: 0 };

function toNumber(value: unknown): number {
  const number = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

/**
 * Spec §3: the values are numeric with default 0 and may arrive as a JSON string; anything
 * unparsable falls back to zeros, and a missing or non-numeric field counts 0.
 */
export function parseNutrition(value: unknown): NutritionalValues {
  let source: unknown = value;
  if (typeof value === 'string') {
    try {
      source = JSON.parse(value);
    } catch {
      return { ...zeros };
    }
  }
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return { ...zeros };
  const record = source as Record<string, unknown>;
  return Object.fromEntries(
    nutritionKeys.map((key) => [key, toNumber(record[key])]),
  ) as unknown as NutritionalValues;
}
