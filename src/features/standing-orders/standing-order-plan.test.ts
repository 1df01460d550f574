import { describe, expect, it } from 'vitest';
import {
  describeLines,
  firstStartDay,
  linesFromPlan,
  planFromLines,
  withQuantity,
} from '@/features/standing-orders/standing-order-plan';

describe('the week plan', () => {
  it('turns lines into a plan and back, dropping Sundays and empty entries', () => {
    const plan = planFromLines([
      { weekday: 2, product_id: 'b', quantity: 3 },
      { weekday: 2, product_id: 'a', quantity: 6 },
      { weekday: 7, product_id: 'a', quantity: 9 },
      { weekday: 5, product_id: 'a', quantity: 0 },
    ]);
    expect(plan).toEqual({ 2: { a: 6, b: 3 } });
    expect(linesFromPlan(plan)).toEqual([
      { weekday: 2, product_id: 'a', quantity: 6 },
      { weekday: 2, product_id: 'b', quantity: 3 },
    ]);
  });

  it('sets, caps and clears one quantity without touching the other days', () => {
    let plan = withQuantity({ 1: { a: 2 } }, 3, 'a', 12.7);
    expect(plan).toEqual({ 1: { a: 2 }, 3: { a: 12 } });
    plan = withQuantity(plan, 3, 'a', 900);
    expect(plan[3]).toEqual({ a: 500 });
    plan = withQuantity(plan, 1, 'a', 0);
    expect(linesFromPlan(plan)).toEqual([{ weekday: 3, product_id: 'a', quantity: 500 }]);
  });
});

describe('the descriptions', () => {
  it('counts packs in Italian, singular and plural', () => {
    const names = new Map([
      ['a', 'Bun classico'],
      ['b', 'Bun brioche'],
    ]);
    expect(
      describeLines(
        [
          { product_id: 'a', quantity: 6 },
          { product_id: 'b', quantity: 1 },
        ],
        names,
      ),
    ).toBe('6 confezioni di Bun classico, 1 confezione di Bun brioche');
    expect(describeLines([], names)).toBe('Nessun prodotto');
  });

  it('starts tomorrow in Rome, also late in the evening UTC', () => {
    expect(firstStartDay(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-27');
    // 23:30 UTC is already the next day in Rome.
    expect(firstStartDay(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-28');
  });
});
