import type { OrderStatus } from '@/domain/orders/order-schemas';

/** FAQ §9: "order change or cancel within 2 hours" (enforced by `cancel_order`). */
export const CANCEL_WINDOW_MS = 2 * 60 * 60 * 1000;

/** The moment the customer can no longer cancel by themselves. */
export function cancellableUntil(createdAt: string): Date {
  return new Date(new Date(createdAt).getTime() + CANCEL_WINDOW_MS);
}

/**
 * Whether to offer "Annulla ordine": still 'received' and within 2 hours of placing. The
 * server decides again; this only avoids offering a button that can only fail.
 */
export function canCancel(
  order: { status: OrderStatus; created_at: string },
  now: Date = new Date(),
): boolean {
  return (
    order.status === 'received' && now.getTime() < cancellableUntil(order.created_at).getTime()
  );
}
