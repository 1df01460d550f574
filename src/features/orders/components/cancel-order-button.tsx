import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { ApiError } from '@/lib/api-error';
import { byTimePhrase } from '@/lib/format';
import { cancellableUntil } from '@/domain/orders/cancel-window';
import { cancelOrder } from '@/domain/orders/order-api';
import { orderKeys } from '@/domain/orders/order-keys';

/** "Annulla ordine", asked twice; the server checks the 2-hour window and the state again. */
export function CancelOrderButton({
  userId,
  orderId,
  createdAt,
}: {
  userId: string;
  orderId: string;
  createdAt: string;
}) {
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await cancelOrder(orderId);
      setOpened(false);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.hint
          ? failure.hint
          : 'Non è stato possibile annullare l’ordine, riprova.',
      );
    }
    setBusy(false);
    await queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) });
  }

  return (
    <>
      <Button variant="outline" color="red" disabled={!online} onClick={() => setOpened(true)}>
        Annulla ordine
      </Button>
      {!online && <Text size="sm">Sei offline: per annullare l’ordine serve la connessione.</Text>}
      <Text size="sm" c="dimmed">
        Puoi annullarlo entro {byTimePhrase(cancellableUntil(createdAt))}.
      </Text>
      {error && !opened && (
        <Text size="sm" role="alert" c="red.8">
          {error}
        </Text>
      )}
      <Modal opened={opened} onClose={() => setOpened(false)} title="Annullare l’ordine?" centered>
        <Text>
          L’ordine verrà annullato e non sarà preparato. Se hai già pagato con carta ti rimborsiamo.
        </Text>
        {error && (
          <Text size="sm" role="alert" c="red.8" mt="sm">
            {error}
          </Text>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpened(false)}>
            No, tienilo
          </Button>
          <LoadingButton color="red" loading={busy} onClick={() => void confirm()}>
            Sì, annulla l’ordine
          </LoadingButton>
        </Group>
      </Modal>
    </>
  );
}
