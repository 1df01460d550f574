import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  nextStatuses,
  type OrderStatus,
  orderStatusActions,
} from '@/features/back-office/orders/order-status';
import { useOrderStatusChange } from '@/features/back-office/orders/use-order-status-change';

/** The buttons that move an order on; only the transitions the database allows are offered. */
export function OrderStatusActions({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const { change, notify } = useOrderStatusChange(orderId);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const targets = nextStatuses(status);

  return (
    <Stack gap="xs">
      {targets.length === 0 ? (
        <Text c="dimmed">Questo ordine è concluso: lo stato non cambia più.</Text>
      ) : (
        <Group gap="sm">
          {targets.map((target) =>
            target === 'cancelled' ? (
              <Button
                key={target}
                variant="outline"
                color="#a31b1b"
                disabled={change.isPending}
                onClick={() => setConfirmingCancel(true)}
              >
                {orderStatusActions[target]}
              </Button>
            ) : (
              <Button
                key={target}
                loading={change.isPending && change.variables === target}
                disabled={change.isPending}
                onClick={() => change.mutate(target)}
              >
                {orderStatusActions[target]}
              </Button>
            ),
          )}
        </Group>
      )}
      {notify.isError && (
        <Button
          variant="subtle"
          w="fit-content"
          loading={notify.isPending}
          onClick={() => notify.variables && notify.mutate(notify.variables)}
        >
          Invia di nuovo l’e-mail al cliente
        </Button>
      )}
      <Modal
        opened={confirmingCancel}
        onClose={() => setConfirmingCancel(false)}
        title="Annullare l’ordine?"
        centered
      >
        <Text>
          Le confezioni tornano disponibili in magazzino e il cliente riceve un’e-mail. Se ha già
          pagato online, il pagamento gli viene rimborsato. Non si può tornare indietro.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirmingCancel(false)}>
            No, torna all’ordine
          </Button>
          <Button
            color="#a31b1b"
            onClick={() => {
              setConfirmingCancel(false);
              change.mutate('cancelled');
            }}
          >
            Sì, annulla l’ordine
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
