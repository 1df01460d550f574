import type { AdminNotification } from '@/features/back-office/api/notifications-api';
import type { Json } from '@/types/database.gen';

/**
 * Where a notification leads in the console, from the ids in its payload. The column is never
 * null, but a Realtime row may arrive without it: any payload is accepted.
 */
export function notificationHref(
  notification: Pick<AdminNotification, 'type'> & { payload: Json | undefined },
): string | undefined {
  const payload =
    typeof notification.payload === 'object' &&
    notification.payload !== null &&
    !Array.isArray(notification.payload)
      ? notification.payload
      : {};
  const id = (key: string) => {
    const value = payload[key];
    return typeof value === 'string' && value ? encodeURIComponent(value) : undefined;
  };
  switch (notification.type) {
    case 'new_order':
    case 'order_cancelled':
    case 'refund_failed': {
      const orderId = id('order_id');
      return orderId && `/admin/orders/${orderId}`;
    }
    case 'new_user': {
      const userId = id('user_id');
      return userId && `/admin/customers/${userId}`;
    }
    case 'standing_order_missed': {
      const customerId = id('customer_id');
      return customerId && `/admin/customers/${customerId}`;
    }
    case 'business_request':
      return '/admin/business-requests';
    case 'low_stock': {
      const productId = id('product_id');
      return productId && `/admin/products/${productId}/edit`;
    }
    default:
      return undefined;
  }
}
