import { describe, expect, it } from 'vitest';
import { deliveryDayLabel } from '@/domain/orders/delivery-day';

describe('deliveryDayLabel', () => {
  it('names the day in Italian without the year', () => {
    expect(deliveryDayLabel('2026-11-24')).toBe('martedì 24 novembre');
    expect(deliveryDayLabel('2027-01-02')).toBe('sabato 2 gennaio');
  });
});
