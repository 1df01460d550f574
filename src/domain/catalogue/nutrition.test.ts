import { describe, expect, it } from 'vitest';
import { parseNutrition } from '@/domain/catalogue/nutrition';

const full = {
  calories: 265,
  fats: 3.8,
  saturated_fats: 1.2,
  carbs: 48.5,
  sugars: 3.1,
  fiber: 2.4,
  proteins: 9.2,
  salt: 1.1,
};
const zeros = {
  calories: 0,
  fats: 0,
  saturated_fats: null,
  carbs: 0,
  sugars: null,
  fiber: 0,
  proteins: 0,
  salt: 0,
};

describe('parseNutrition', () => {
  it('takes an object as it is', () => {
    expect(parseNutrition(full)).toEqual(full);
  });

  it('reads a JSON string', () => {
    expect(parseNutrition(JSON.stringify(full))).toEqual(full);
  });

  it('falls back to zeros, saturates and sugars undeclared, for anything unparsable', () => {
    expect(parseNutrition('{not json')).toEqual(zeros);
    expect(parseNutrition(null)).toEqual(zeros);
    expect(parseNutrition([1, 2])).toEqual(zeros);
    expect(parseNutrition(42)).toEqual(zeros);
  });

  it('counts missing or non-numeric fields as 0, accepts numeric strings', () => {
    expect(parseNutrition({ calories: '250', carbs: 'tanti', fats: '3,5' })).toEqual({
      ...zeros,
      calories: 250,
      fats: 3.5,
    });
  });

  it('keeps saturates and sugars undeclared (null) rather than 0 when a product lacks them', () => {
    const before = { calories: 280, carbs: 50, proteins: 9, fats: 4, fiber: 2, salt: 1.2 };
    expect(parseNutrition(before)).toMatchObject({ saturated_fats: null, sugars: null });
    expect(parseNutrition({ ...before, sugars: 0 })).toMatchObject({ sugars: 0 });
  });
});
