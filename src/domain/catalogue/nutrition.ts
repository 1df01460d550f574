/**
 * Nutritional values per 100 g (spec §3), the declaration EU Regulation 1169/2011 (art. 30)
 * requires. Saturates and sugars were added with issue 27: a product saved before then may
 * lack them (null), and the database refuses to put such a product on sale again until they
 * are filled in.
 */
export interface NutritionalValues {
  calories: number;
  fats: number;
  saturated_fats: number | null;
  carbs: number;
  sugars: number | null;
  fiber: number;
  proteins: number;
  salt: number;
}

/** Every value, in the order of the EU label (Annex XV). */
export const nutritionKeys = [
  'calories',
  'fats',
  'saturated_fats',
  'carbs',
  'sugars',
  'fiber',
  'proteins',
  'salt',
] as const;

export type NutritionKey = (typeof nutritionKeys)[number];

/** The values added later: missing means "not declared", never 0. */
const declaredLater = new Set<NutritionKey>(['saturated_fats', 'sugars']);

function toNumber(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function fromRecord(record: Record<string, unknown>): NutritionalValues {
  return Object.fromEntries(
    nutritionKeys.map((key) => {
      const value = toNumber(record[key]);
      return [key, value ?? (declaredLater.has(key) ? null : 0)];
    }),
  ) as unknown as NutritionalValues;
}

/**
 * Spec §3: the values are numeric with default 0 and may arrive as a JSON string; anything
 * unparsable falls back to zeros, and a missing or non-numeric field counts 0 — except
 * saturates and sugars, which are null when not declared.
 */
export function parseNutrition(value: unknown): NutritionalValues {
  let source: unknown = value;
  if (typeof value === 'string') {
    try {
      source = JSON.parse(value);
    } catch {
      source = {};
    }
  }
  if (typeof source !== 'object' || source === null || Array.isArray(source)) source = {};
  return fromRecord(source as Record<string, unknown>);
}
