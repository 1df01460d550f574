import { Loader, Group, Text } from '@mantine/core';
import { BankTransferDetails } from '@/components/orders/bank-transfer-details';
import type { OrderRecord } from '@/domain/orders/order-schemas';
import { OrderNotice } from '@/components/orders/order-notice';

/** What the customer has to do (or wait for) about paying this order. */
export function PaymentInstructions({ order }: { order: OrderRecord }) {
  if (order.status === 'cancelled') {
    return (
      <OrderNotice color="red" variant="light" title="Ordine annullato">
        Questo ordine è stato annullato.
      </OrderNotice>
    );
  }
  switch (order.payment_method) {
    case 'bank_transfer':
      return <BankTransferDetails orderNumber={order.order_number} total={order.total} />;
    case 'cash_on_delivery':
      return (
        <OrderNotice
          color="blue"
          variant="light"
          title="Pagamento alla consegna"
          data-testid="payment-note"
        >
          Paghi al corriere alla consegna, in contanti o con carta tramite POS.
        </OrderNotice>
      );
    case 'card':
      if (order.payment_status === 'paid') {
        return (
          <OrderNotice
            color="green"
            variant="light"
            title="Pagamento ricevuto"
            data-testid="payment-note"
          >
            Abbiamo ricevuto il pagamento con carta. Ti abbiamo inviato la conferma per e-mail.
          </OrderNotice>
        );
      }
      return (
        <OrderNotice
          color="yellow"
          variant="light"
          title="Pagamento in verifica"
          data-testid="payment-note"
        >
          <Group gap="xs" wrap="nowrap">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">
              Stiamo aspettando la conferma del pagamento: ci vuole qualche secondo.
            </Text>
          </Group>
        </OrderNotice>
      );
  }
}
