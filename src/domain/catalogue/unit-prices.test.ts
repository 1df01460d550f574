import { describe, expect, it } from 'vitest';
import { unitPrices } from '@/domain/catalogue/unit-prices';

describe('unitPrices', () => {
  it('divides the pack price by its buns, rounding half up to the cent', () => {
    expect(unitPrices({ price: 4.5, packageQuantity: 4, weight_grams: 80 }).perBun).toBe(1.13);
    expect(unitPrices({ price: 5.9, packageQuantity: 4, weight_grams: 90 }).perBun).toBe(1.48);
    expect(unitPrices({ price: 3.9, packageQuantity: 4, weight_grams: 80 }).perBun).toBe(0.98);
  });

  it('gives the price per kg from the weight of one bun', () => {
    // 4 × 80 g = 320 g for 4,50 € → 14,0625 €/kg.
    expect(unitPrices({ price: 4.5, packageQuantity: 4, weight_grams: 80 }).perKg).toBe(14.06);
    // 4 × 85 g = 340 g for 4,90 € → 14,41 €/kg.
    expect(unitPrices({ price: 4.9, packageQuantity: 4, weight_grams: 85 }).perKg).toBe(14.41);
  });

  it('has no price per kg when the weight is unknown', () => {
    expect(unitPrices({ price: 4.5, packageQuantity: 4, weight_grams: null }).perKg).toBeNull();
  });

  it('does not trip over binary fractions (0,1 + 0,2 style errors)', () => {
    // 0,30 € for 3: floating point would give 0,09999… and round down.
    expect(unitPrices({ price: 0.3, packageQuantity: 3, weight_grams: null }).perBun).toBe(0.1);
  });

  it('treats a pack size of 0 as a single piece instead of dividing by zero', () => {
    expect(unitPrices({ price: 2, packageQuantity: 0, weight_grams: 100 })).toEqual({
      perBun: 2,
      perKg: 20,
    });
  });
});
