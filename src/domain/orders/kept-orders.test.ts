import { describe, expect, it } from 'vitest';
import { keptOrderByNumber, keptOrdersPage } from '@/domain/orders/kept-orders';
import { sampleOrderRecord } from '@/domain/orders/sample-order';

// Seven kept orders, newest first; the 3rd and 4th share their time (ids break the tie).
const kept = {
  syncedAt: 1_764_000_000_000,
  data: [
    ['7', '2026-11-25T09:00:00Z'],
    ['6', '2026-11-24T09:00:00Z'],
    ['5', '2026-11-23T09:00:00Z'],
    ['4', '2026-11-23T09:00:00Z'],
    ['3', '2026-11-22T09:00:00Z'],
    ['2', '2026-11-21T09:00:00Z'],
    ['1', '2026-11-20T09:00:00Z'],
  ].map(([id, at]) =>
    sampleOrderRecord({ id: `id-${id}`, order_number: `BDB-2026-00000${id}`, created_at: at }),
  ),
};
const numbers = (page: { orders: { order_number: string }[] } | undefined) =>
  page?.orders.map((order) => order.order_number.slice(-1));

describe('keptOrdersPage', () => {
  it('pages the kept orders like the server, with when they were kept', () => {
    const first = keptOrdersPage(kept, null, 3);
    expect(numbers(first)).toEqual(['7', '6', '5']);
    expect(first?.keptAt).toBe(kept.syncedAt);
    const second = keptOrdersPage(kept, first!.next, 3);
    expect(numbers(second)).toEqual(['4', '3', '2']);
    const third = keptOrdersPage(kept, second!.next, 3);
    expect(numbers(third)).toEqual(['1']);
    expect(third?.next).toBeNull();
  });

  it('continues after a server page’s cursor, ties on time included', () => {
    const page = keptOrdersPage(kept, { createdAt: '2026-11-23T09:00:00Z', id: 'id-5' }, 10);
    expect(numbers(page)).toEqual(['4', '3', '2', '1']);
  });

  it('says nothing when the device keeps no orders', () => {
    expect(keptOrdersPage(undefined, null)).toBeUndefined();
  });
});

describe('keptOrderByNumber', () => {
  it('finds a kept order, and cannot tell about the others', () => {
    expect(keptOrderByNumber(kept, 'BDB-2026-000004')?.id).toBe('id-4');
    expect(keptOrderByNumber(kept, 'BDB-2026-999999')).toBeUndefined();
    expect(keptOrderByNumber(undefined, 'BDB-2026-000004')).toBeUndefined();
  });
});
