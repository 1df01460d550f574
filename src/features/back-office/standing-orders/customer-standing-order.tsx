import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { customerStandingQueryOptions } from '@/features/back-office/api/admin-queries';
import type { CustomerStanding } from '@/features/back-office/api/standing-orders-api';
import { formatDate, formatLongDate } from '@/lib/format';
import { countOf } from '@/lib/italian-plural';

const statusLabels: Record<string, string> = {
  active: 'Attivo',
  paused: 'In pausa',
  ended: 'Terminato',
};

const paymentLabels: Record<string, string> = {
  bank_transfer: 'bonifico',
  cash_on_delivery: 'pagamento alla consegna',
};

function deliveryState(delivery: CustomerStanding['deliveries'][number]): string {
  if (delivery.run?.outcome === 'placed') return 'Confermato';
  if (delivery.run?.outcome === 'skipped' || delivery.skipped) return 'Saltata dal cliente';
  if (delivery.run) return 'Non confermato';
  if (!delivery.delivery_day) return 'Festivo';
  return delivery.changed ? 'Previsto (quantità cambiate)' : 'Previsto, non confermato';
}

/** The customer page's standing order (issue 23): state and the next two weeks. */
export function CustomerStandingOrder({ customerId }: { customerId: string }) {
  const standing = useQuery(customerStandingQueryOptions(customerId));
  const data = standing.data;
  if (!data) return null;
  return (
    <Paper withBorder radius="md" p="md" mt="lg" data-testid="customer-standing-order">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} size="h4">
          Ordine fisso
        </Title>
        <Badge variant="light">{statusLabels[data.status] ?? data.status}</Badge>
      </Group>
      <Text size="sm" mb="sm">
        Dal {formatDate(data.starts_on)}, pagamento con {paymentLabels[data.payment_method]}.
      </Text>
      {data.deliveries.length === 0 ? (
        <Text c="dimmed">Nessuna consegna nelle prossime due settimane.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Consegna</Table.Th>
                <Table.Th>Prodotti</Table.Th>
                <Table.Th>Stato</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.deliveries.map((delivery) => (
                <Table.Tr key={delivery.delivery_date}>
                  <Table.Td>{formatLongDate(delivery.delivery_date)}</Table.Td>
                  <Table.Td>
                    {delivery.lines
                      .map(
                        (line) =>
                          `${line.name ?? 'Prodotto'}: ${countOf(line.quantity, 'confezione')}`,
                      )
                      .join(', ')}
                  </Table.Td>
                  <Table.Td>{deliveryState(delivery)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
