import { describe, expect, it } from 'vitest';
import {
  isoWeekday,
  lastOrderSource,
  romeToday,
  standingSource,
} from '@/features/quick-order/quick-order-sources';
import type { OrderItem } from '@/domain/orders/order-schemas';
import { sampleOrderRecord } from '@/domain/orders/sample-order';

function item(productId: string, quantity: number, bundleId: string | null = null): OrderItem {
  return {
    product_id: productId,
    product_name: productId,
    product_slug: productId,
    unit_price: 4.5,
    quantity,
    line_total: 4.5 * quantity,
    allergens: [],
    bundle_id: bundleId,
    bundle_label: bundleId,
  };
}

describe('lastOrderSource', () => {
  it('takes the newest order that was not cancelled, summing a product’s packs', () => {
    const older = sampleOrderRecord({
      id: 'a',
      order_number: 'BDB-2026-000001',
      created_at: '2026-11-20T09:00:00Z',
      items: [item('classic', 30)],
    });
    const newest = sampleOrderRecord({
      id: 'b',
      order_number: 'BDB-2026-000002',
      created_at: '2026-11-24T09:00:00Z',
      items: [item('classic', 10), item('brioche', 2), item('classic', 1, 'bundle-1')],
    });
    const cancelled = sampleOrderRecord({
      id: 'c',
      order_number: 'BDB-2026-000003',
      status: 'cancelled',
      created_at: '2026-11-25T09:00:00Z',
      items: [item('classic', 99)],
    });
    const source = lastOrderSource([cancelled, older, newest]);
    expect(source?.orderNumber).toBe('BDB-2026-000002');
    expect(Object.fromEntries(source?.quantities ?? [])).toEqual({ classic: 11, brioche: 2 });
  });

  it('is null without orders', () => {
    expect(lastOrderSource([])).toBeNull();
  });
});

describe('standingSource', () => {
  const lines = [
    { weekday: 2, product_id: 'classic', quantity: 12 },
    { weekday: 2, product_id: 'brioche', quantity: 4 },
    { weekday: 6, product_id: 'classic', quantity: 30 },
  ];

  it('takes the next delivery weekday after today', () => {
    // 2026-11-23 is a Monday: Tuesday comes next.
    expect(isoWeekday('2026-11-23')).toBe(1);
    const tuesday = standingSource(lines, '2026-11-23');
    expect(tuesday?.weekday).toBe(2);
    expect(Object.fromEntries(tuesday?.quantities ?? [])).toEqual({ classic: 12, brioche: 4 });
    // On Tuesday the next one is Saturday; on Saturday it is the next Tuesday.
    expect(standingSource(lines, '2026-11-24')?.weekday).toBe(6);
    expect(standingSource(lines, '2026-11-28')?.weekday).toBe(2);
    expect(standingSource(lines, '2026-11-29')?.weekday).toBe(2);
  });

  it('is null without lines', () => {
    expect(standingSource([], '2026-11-23')).toBeNull();
  });
});

describe('romeToday', () => {
  it('is Rome’s date, not UTC’s', () => {
    expect(romeToday(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
  });
});
