// How an order's payment reads, for the customer and the console alike: one sentence from the
// order's state, payment method and payment status together, so a cancelled order never reads
// as still payable and money that came in reads as what it was (decision 008).
import type { PaymentMethod } from '@/domain/orders/order-vocabulary';

/** Plain strings: the console reads these columns untyped from the generated row type. */
export interface PaymentStateInput {
  status: string;
  payment_method: string;
  payment_status: string;
  cancellation_reason?: string | null;
}

const received: Record<PaymentMethod, string> = {
  card: 'Pagato',
  bank_transfer: 'Bonifico ricevuto',
  cash_on_delivery: 'Contanti incassati',
};

const awaiting: Record<PaymentMethod, string> = {
  card: 'In attesa di pagamento',
  bank_transfer: 'In attesa del bonifico',
  cash_on_delivery: 'Da pagare alla consegna',
};

/** The payment's state in Italian: `Bonifico ricevuto`, `Non completato`, `Rimborsato`… */
export function paymentStateLabel(order: PaymentStateInput): string {
  if (order.payment_status === 'refunded') return 'Rimborsato';
  if (order.status === 'cancelled') {
    if (order.payment_status === 'paid') return 'Rimborso in corso';
    const expired =
      order.payment_status === 'failed' || order.cancellation_reason === 'payment_expired';
    return expired ? 'Non completato' : 'Annullato';
  }
  const method = order.payment_method as PaymentMethod;
  if (order.payment_status === 'paid') return received[method] ?? 'Pagato';
  if (order.payment_status === 'failed') return 'Pagamento non riuscito';
  return awaiting[method] ?? 'In attesa di pagamento';
}

/** Whether the order still waits for money that is expected to come. */
export function awaitsPayment(order: PaymentStateInput): boolean {
  return order.status !== 'cancelled' && order.payment_status === 'pending';
}
