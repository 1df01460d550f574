import { describe, expect, it } from 'vitest';
import { parseNutrition } from '@/lib/products/nutrition';

const full = { calories: 265, carbs: 48.5, proteins: 9.2, fats: 3.8, fiber: 2.4, salt: 1.1 };

describe('parseNutrition', () => {
  it('takes an object as it is', () => {
    expect(parseNutrition(full)).toEqual(full);
  });

  it('reads a JSON string', () => {
    expect(parseNutrition(JSON.stringify(full))).toEqual(full);
  });

  it('falls back to zeros for anything unparsable', () => {
    const zeros = { calories: 0, carbs: 0, proteins: 0, fats: 0, fiber: 0, salt: 0 };
    expect(parseNutrition('{not json')).toEqual(zeros);
    expect(parseNutrition(null)).toEqual(zeros);
    expect(parseNutrition([1, 2])).toEqual(zeros);
    expect(parseNutrition(42)).toEqual(zeros);
  });

  it('counts missing or non-numeric fields as 0 and accepts numeric strings', () => {
    expect(parseNutrition({ calories: '250', carbs: 'tanti', fats: '3,5' })).toEqual({
      calories: 250,
      carbs: 0,
      proteins: 0,
      fats: 3.5,
      fiber: 0,
      salt: 0,
    });
  });
});
