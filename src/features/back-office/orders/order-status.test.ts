import { describe, expect, it } from 'vitest';
import {
  isOrderStatus,
  nextStatuses,
  orderStatuses,
} from '@/features/back-office/orders/order-status';

describe('order status transitions', () => {
  it('offer only the moves the database trigger allows', () => {
    expect(nextStatuses('received')).toEqual(['in_preparation', 'cancelled']);
    expect(nextStatuses('in_preparation')).toEqual(['shipped', 'cancelled']);
    expect(nextStatuses('shipped')).toEqual(['delivered']);
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
  });

  it('never lead back to an earlier status', () => {
    for (const status of orderStatuses) {
      for (const next of nextStatuses(status)) {
        if (next === 'cancelled') continue;
        expect(orderStatuses.indexOf(next)).toBeGreaterThan(orderStatuses.indexOf(status));
      }
    }
  });

  it('recognises status strings from the database', () => {
    expect(isOrderStatus('shipped')).toBe(true);
    expect(isOrderStatus('lost')).toBe(false);
  });
});
