import { describe, expect, it } from 'vitest';
import { parseOrderListFilters } from '@/features/back-office/orders/order-list-filters';

describe('parseOrderListFilters', () => {
  it('keeps valid filters and forgets broken ones', () => {
    expect(parseOrderListFilters({ status: 'shipped', page: '2', delivery: '2026-12-01' })).toEqual(
      { status: 'shipped', page: 2, delivery: '2026-12-01' },
    );
    expect(parseOrderListFilters({ customer: '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03' })).toEqual({
      customer: '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03',
    });
    expect(
      parseOrderListFilters({ status: 'lost', page: '-1', delivery: 'ieri', customer: 'x' }),
    ).toEqual({});
  });
});
