import { Badge, Button, Group, Text } from '@mantine/core';
import type { StandingOrderRow } from '@/features/standing-orders/api/standing-order-api';
import type { StandingOrderActions } from '@/features/standing-orders/components/use-standing-order-actions';

const statusLabels: Record<string, { label: string; color: string; note: string }> = {
  active: {
    label: 'Attivo',
    color: 'green',
    note: 'Confermiamo ogni consegna il giorno prima, all’orario limite degli ordini.',
  },
  paused: {
    label: 'In pausa',
    color: 'yellow',
    note: 'In pausa: non confermiamo nessuna consegna finché non lo riprendi.',
  },
  ended: {
    label: 'Terminato',
    color: 'gray',
    note: 'Terminato: salvalo di nuovo per ricominciare.',
  },
};

/** Where the standing order stands, with pause, resume and end. */
export function StandingOrderStatus({
  order,
  status,
}: {
  order: StandingOrderRow;
  status: StandingOrderActions['status'];
}) {
  const shown = statusLabels[order.status] ?? statusLabels.active;
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Group gap="sm">
        <Badge color={shown?.color} size="lg" variant="light" data-testid="standing-status">
          {shown?.label}
        </Badge>
        <Text size="sm">{shown?.note}</Text>
      </Group>
      <Group gap="xs">
        {order.status === 'active' && (
          <Button
            variant="light"
            loading={status.isPending}
            onClick={() => status.mutate('paused')}
          >
            Metti in pausa
          </Button>
        )}
        {order.status === 'paused' && (
          <Button loading={status.isPending} onClick={() => status.mutate('active')}>
            Riprendi
          </Button>
        )}
        {order.status !== 'ended' && (
          <Button
            variant="subtle"
            color="red"
            loading={status.isPending}
            onClick={() => {
              if (window.confirm('Terminare l’ordine fisso? Le prossime consegne non partiranno.'))
                status.mutate('ended');
            }}
          >
            Termina
          </Button>
        )}
      </Group>
    </Group>
  );
}
