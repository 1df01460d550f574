// Which payment an admin can record by hand: money that reaches the bakery outside Stripe.
import type { PaymentMethod } from '@/domain/orders/order-vocabulary';

export interface RecordablePayment {
  status: string;
  payment_method: string;
  payment_status: string;
}

const actions: Partial<Record<PaymentMethod, string>> = {
  bank_transfer: 'Bonifico ricevuto',
  cash_on_delivery: 'Contanti incassati',
};

/**
 * The button that records the order's payment, or null: only bank transfers and cash, only
 * while still pending and the order not cancelled (record_payment checks the same).
 */
export function paymentRecordAction(order: RecordablePayment): string | null {
  if (order.status === 'cancelled' || order.payment_status !== 'pending') return null;
  return actions[order.payment_method as PaymentMethod] ?? null;
}
