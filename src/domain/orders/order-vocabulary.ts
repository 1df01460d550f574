// The order lifecycle's words, shared by the customer's pages and the admin console: the
// states of the orders migration and their Italian names. No schema library here: the admin
// orders route reads its search params with these on the first screen.

export const orderStatuses = [
  'received',
  'in_preparation',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentMethods = ['card', 'bank_transfer', 'cash_on_delivery'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The Italian names of the order states (migration `*_orders.sql`). */
export const orderStatusLabels: Record<OrderStatus, string> = {
  received: 'Ricevuto',
  in_preparation: 'In preparazione',
  shipped: 'Spedito',
  delivered: 'Consegnato',
  cancelled: 'Annullato',
};
