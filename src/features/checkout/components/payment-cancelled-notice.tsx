import { Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { forgetPlacedOrder } from '@/features/checkout/checkout-attempt';
import { describeCheckoutFailure } from '@/features/checkout/checkout-failure';
import { cancelOrder, startCardPayment } from '@/domain/orders/order-api';
import { orderKeys } from '@/domain/orders/order-keys';
import { Notice } from '@/components/notice';

/**
 * Back from the card page with "Annulla": the order exists and waits for its payment (an
 * unpaid session expires after an hour and cancels it). Pay now, or cancel it and change the
 * cart, which is still as it was.
 */
export function PaymentCancelledNotice({ userId, orderId }: { userId: string; orderId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);

  async function pay() {
    setBusy('pay');
    try {
      window.location.assign((await startCardPayment(orderId)).url);
    } catch (error) {
      setMessage(describeCheckoutFailure(error).message);
      setBusy(null);
    }
  }

  async function cancel() {
    setBusy('cancel');
    try {
      await cancelOrder(orderId);
      forgetPlacedOrder();
      setCancelled(true);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) });
      await navigate({ to: '/checkout', search: {}, replace: true });
    } catch (error) {
      setMessage(describeCheckoutFailure(error).message);
    }
    setBusy(null);
  }

  if (cancelled) return null;
  return (
    <Notice
      color="yellow"
      variant="light"
      title="Pagamento non completato"
      mt="lg"
      data-testid="payment-cancelled"
    >
      <Text size="sm">
        Il tuo ordine è registrato ma non ancora pagato: se non lo paghi entro un’ora viene
        annullato. Puoi pagarlo ora, oppure annullarlo e modificare il carrello.
      </Text>
      {message && (
        <Text size="sm" role="alert" mt="xs" fw={600}>
          {message}
        </Text>
      )}
      <Group mt="sm" gap="sm">
        <LoadingButton
          size="sm"
          loading={busy === 'pay'}
          disabled={busy !== null}
          onClick={() => void pay()}
        >
          Paga ora
        </LoadingButton>
        <LoadingButton
          size="sm"
          variant="outline"
          loading={busy === 'cancel'}
          disabled={busy !== null}
          onClick={() => void cancel()}
        >
          Annulla l’ordine
        </LoadingButton>
      </Group>
    </Notice>
  );
}
