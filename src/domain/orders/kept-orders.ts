import type { OrderCursor, OrdersPage } from '@/domain/orders/order-read';
import { ORDERS_PAGE_SIZE } from '@/domain/orders/order-read';
import type { OrderRecord } from '@/domain/orders/order-schemas';

/** A page of "I miei ordini": from the server, or from the device with when it was kept. */
export interface ListedOrdersPage extends OrdersPage {
  /** Set when the page comes from the copy on the device (offline): when it was read. */
  keptAt?: number;
}

interface Kept {
  data: readonly OrderRecord[];
  syncedAt: number;
}

/** True when `order` comes after `cursor` in the list's order (older, or same time and id below). */
function isAfter(order: OrderRecord, cursor: OrderCursor): boolean {
  if (order.created_at !== cursor.createdAt) return order.created_at < cursor.createdAt;
  return order.id < cursor.id;
}

/**
 * The page after `cursor` from the orders kept on the device (newest first), as the server
 * would give it; undefined when the device keeps none. The kept history ends where the device's
 * copy ends: older orders need the connection.
 */
export function keptOrdersPage(
  kept: Kept | undefined,
  cursor: OrderCursor | null,
  pageSize: number = ORDERS_PAGE_SIZE,
): ListedOrdersPage | undefined {
  if (!kept) return undefined;
  const remaining = cursor ? kept.data.filter((order) => isAfter(order, cursor)) : kept.data;
  const orders = remaining.slice(0, pageSize);
  const last = orders.at(-1);
  return {
    orders,
    next: remaining.length > pageSize && last ? { createdAt: last.created_at, id: last.id } : null,
    keptAt: kept.syncedAt,
  };
}

/** One kept order by number; undefined when the device cannot tell (not among the kept ones). */
export function keptOrderByNumber(
  kept: Kept | undefined,
  orderNumber: string,
): OrderRecord | undefined {
  return kept?.data.find((order) => order.order_number === orderNumber);
}
