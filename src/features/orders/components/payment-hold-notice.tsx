import { Text } from '@mantine/core';
import { byTimePhrase } from '@/lib/format';
import { Notice } from '@/components/notice';
import type { OrderRecord } from '@/domain/orders/order-schemas';

/**
 * What an online payment's hold means for this order: pay by its end, or — once it ran out —
 * that the order was cancelled because the payment was not completed (decision 008).
 */
export function PaymentHoldNotice({ order }: { order: OrderRecord }) {
  if (order.status === 'cancelled' && order.cancellation_reason === 'payment_expired') {
    return (
      <Notice color="gray" variant="light" title="Pagamento non completato" role="status">
        Il pagamento non è stato completato in tempo, quindi l’ordine è stato annullato e i prodotti
        sono tornati disponibili. Non ti è stato addebitato nulla: puoi riordinare quando vuoi.
      </Notice>
    );
  }
  const waiting =
    order.payment_method === 'card' &&
    order.payment_status === 'pending' &&
    order.status === 'received' &&
    order.payment_due_at;
  if (!waiting || !order.payment_due_at) return null;
  return (
    <Text size="sm" data-testid="payment-deadline">
      Completa il pagamento entro {byTimePhrase(order.payment_due_at)}: dopo, l’ordine viene
      annullato e i prodotti tornano disponibili.
    </Text>
  );
}
