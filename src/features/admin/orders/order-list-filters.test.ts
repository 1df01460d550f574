import { describe, expect, it } from 'vitest';
import {
  parseOrderListFilters,
  orderSearchFilter,
} from '@/features/admin/orders/order-list-filters';

describe('orderSearchFilter', () => {
  it('searches number, name and e-mail', () => {
    expect(orderSearchFilter(' BDB-2026 ')).toBe(
      'order_number.ilike.*BDB-2026*,customer_name.ilike.*BDB-2026*,customer_email.ilike.*BDB-2026*',
    );
  });

  it('drops characters that would change the filter', () => {
    expect(orderSearchFilter('rossi),status.eq.(x*%')).toBe(
      'order_number.ilike.*rossi status.eq. x*,customer_name.ilike.*rossi status.eq. x*,customer_email.ilike.*rossi status.eq. x*',
    );
    expect(orderSearchFilter('  ,() ')).toBeUndefined();
    expect(orderSearchFilter(undefined)).toBeUndefined();
  });
});

describe('parseOrderListFilters', () => {
  it('keeps valid filters and forgets broken ones', () => {
    expect(parseOrderListFilters({ status: 'shipped', page: '2', delivery: '2026-12-01' })).toEqual(
      { status: 'shipped', page: 2, delivery: '2026-12-01' },
    );
    expect(parseOrderListFilters({ status: 'lost', page: '-1', delivery: 'ieri' })).toEqual({});
  });
});
