import type { StatusChange } from '@/domain/orders/order-schemas';
import {
  orderStatusLabels,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@/domain/orders/order-vocabulary';

export { orderStatusLabels };

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: 'Carta di pagamento',
  bank_transfer: 'Bonifico bancario',
  cash_on_delivery: 'Pagamento alla consegna (contanti o POS)',
};

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'In attesa di pagamento',
  paid: 'Pagato',
  failed: 'Pagamento non riuscito',
  refunded: 'Rimborsato',
};

const progress: readonly OrderStatus[] = ['received', 'in_preparation', 'shipped', 'delivered'];

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  /** When the order reached this state; null for states still ahead (or skipped). */
  reachedAt: string | null;
  state: 'done' | 'current' | 'upcoming';
}

/**
 * The timeline ricevuto → in preparazione → spedito → consegnato, each step with the time it
 * was reached. A cancelled order ends with 'Annullato' after the steps it had reached, and
 * shows no steps it will never reach.
 */
export function orderTimeline(
  status: OrderStatus,
  history: readonly StatusChange[],
): TimelineStep[] {
  const reached = new Map<OrderStatus, string>();
  for (const change of history) {
    if (!reached.has(change.to_status)) reached.set(change.to_status, change.changed_at);
  }
  const step = (state: OrderStatus, kind: TimelineStep['state']): TimelineStep => ({
    status: state,
    label: orderStatusLabels[state],
    reachedAt: reached.get(state) ?? null,
    state: kind,
  });
  if (status === 'cancelled') {
    const before = progress.filter((state) => state === 'received' || reached.has(state));
    return [...before.map((state) => step(state, 'done')), step('cancelled', 'current')];
  }
  const currentIndex = progress.indexOf(status);
  return progress.map((state, index) =>
    step(state, index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming'),
  );
}
