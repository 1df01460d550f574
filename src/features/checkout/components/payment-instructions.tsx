import { Loader, Group, Text } from '@mantine/core';
import { BankTransferDetails } from '@/components/orders/bank-transfer-details';
import type { OrderRecord } from '@/domain/orders/order-schemas';
import { Notice } from '@/components/notice';

/** What the customer has to do (or wait for) about paying this order. */
export function PaymentInstructions({ order }: { order: OrderRecord }) {
  if (order.status === 'cancelled') {
    return (
      <Notice color="red" variant="light" title="Ordine annullato">
        Questo ordine è stato annullato.
      </Notice>
    );
  }
  switch (order.payment_method) {
    case 'bank_transfer':
      return <BankTransferDetails orderNumber={order.order_number} total={order.total} />;
    case 'cash_on_delivery':
      return (
        <Notice
          color="blue"
          variant="light"
          title="Pagamento alla consegna"
          data-testid="payment-note"
        >
          Paghi al corriere alla consegna, in contanti o con carta tramite POS.
        </Notice>
      );
    case 'card':
      if (order.payment_status === 'paid') {
        return (
          <Notice
            color="green"
            variant="light"
            title="Pagamento ricevuto"
            data-testid="payment-note"
          >
            Abbiamo ricevuto il pagamento con carta. Ti abbiamo inviato la conferma per e-mail.
          </Notice>
        );
      }
      return (
        <Notice
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
        </Notice>
      );
  }
}
