/** Order statuses, their Italian labels and the moves the database allows (orders migration). */
export const orderStatuses = [
  'received',
  'in_preparation',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  received: 'Ricevuto',
  in_preparation: 'In preparazione',
  shipped: 'Spedito',
  delivered: 'Consegnato',
  cancelled: 'Annullato',
};

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
