import { describe, expect, it } from 'vitest';
import { notificationHref } from '@/features/back-office/notifications/notification-links';

describe('notificationHref', () => {
  it('links each kind to its page', () => {
    expect(notificationHref({ type: 'new_order', payload: { order_id: 'o-1' } })).toBe(
      '/admin/orders/o-1',
    );
    expect(notificationHref({ type: 'order_cancelled', payload: { order_id: 'o-2' } })).toBe(
      '/admin/orders/o-2',
    );
    expect(notificationHref({ type: 'refund_failed', payload: { order_id: 'o-3' } })).toBe(
      '/admin/orders/o-3',
    );
    expect(notificationHref({ type: 'new_user', payload: { user_id: 'u-1' } })).toBe(
      '/admin/customers/u-1',
    );
    expect(notificationHref({ type: 'low_stock', payload: { product_id: 'p-1' } })).toBe(
      '/admin/products/p-1/edit',
    );
    expect(
      notificationHref({
        type: 'standing_order_missed',
        payload: { customer_id: 'c-1', delivery_date: '2026-12-01' },
      }),
    ).toBe('/admin/customers/c-1');
  });

  it('has no link without the id or for contact messages', () => {
    expect(notificationHref({ type: 'new_order', payload: {} })).toBeUndefined();
    expect(notificationHref({ type: 'new_user', payload: null })).toBeUndefined();
    expect(
      notificationHref({ type: 'contact_message', payload: { message_id: 'm' } }),
    ).toBeUndefined();
  });
});
