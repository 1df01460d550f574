// The console's words for orders: the shop's vocabulary (shared with the customer's pages), plus
// badge colours, the status buttons, the moves the database allows and short payment names.
import { type OrderStatus, orderStatuses } from '@/domain/orders/order-vocabulary';

export {
  orderStatuses,
  type OrderStatus,
  orderStatusLabels,
  type PaymentMethod,
  type PaymentStatus,
} from '@/domain/orders/order-vocabulary';

/**
 * Badge colours (outline text on white, all above 7:1 contrast): open work in blue and amber,
 * then violet and green, cancelled orders in grey.
 */
export const orderStatusColors: Record<OrderStatus, string> = {
  received: '#1b4d89',
  in_preparation: '#7a3300',
  shipped: '#5a2a82',
  delivered: '#245c29',
  cancelled: '#4a4a4a',
};

/** The button that moves an order to this status. */
export const orderStatusActions: Record<Exclude<OrderStatus, 'received'>, string> = {
  in_preparation: 'Metti in preparazione',
  shipped: 'Segna come spedito',
  delivered: 'Segna come consegnato',
  cancelled: 'Annulla ordine',
};

const transitions: Record<OrderStatus, readonly Exclude<OrderStatus, 'received'>[]> = {
  received: ['in_preparation', 'cancelled'],
  in_preparation: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Where an order can go next (the trigger `private.guard_order_update` enforces the same). */
export function nextStatuses(status: OrderStatus): readonly Exclude<OrderStatus, 'received'>[] {
  return transitions[status];
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}

/** Short names for the console's tables. */
export const paymentMethodLabels: Record<string, string> = {
  card: 'Carta',
  bank_transfer: 'Bonifico',
  cash_on_delivery: 'Contrassegno',
};

export const paymentStatusLabels: Record<string, string> = {
  pending: 'In attesa',
  paid: 'Pagato',
  failed: 'Non riuscito',
  refunded: 'Rimborsato',
};
