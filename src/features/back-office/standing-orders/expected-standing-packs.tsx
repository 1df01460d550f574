import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { expectedStandingQueryOptions } from '@/features/back-office/api/admin-queries';
import { formatLongDate } from '@/lib/format';
import { countOf } from '@/lib/italian-plural';

/**
 * The production plan's "not yet confirmed" part (issue 23): packs the standing orders will
 * place for the day at its cut-off, which are not orders yet (a customer may still skip or
 * change them). Shown apart from the confirmed orders and left out of their totals.
 */
export function ExpectedStandingPacks({ day }: { day: string }) {
  const expected = useQuery(expectedStandingQueryOptions(day));
  const data = expected.data;
  if (!data || data.total_packs === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" mt="lg" data-testid="expected-standing-packs">
      <Title order={2} size="h4">
        Ordini fissi non ancora confermati
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Previsti per {formatLongDate(data.delivery_date)}: {countOf(data.total_packs, 'confezione')}{' '}
        da {countOf(data.customers.length, 'cliente')}. Diventano ordini all’orario limite del
        giorno prima, salvo modifiche dei clienti; non sono inclusi nei totali qui sotto.
      </Text>
      <Table striped aria-label="Confezioni previste dagli ordini fissi">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Prodotto</Table.Th>
            <Table.Th ta="right">Confezioni previste</Table.Th>
            <Table.Th ta="right">Clienti</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.products.map((product) => (
            <Table.Tr key={product.product_id}>
              <Table.Td>{product.product_name}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {product.packs}
              </Table.Td>
              <Table.Td ta="right">{product.customers}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" mt="sm">
        {data.customers.map((customer, index) => (
          <span key={customer.customer_id}>
            {index > 0 && ' · '}
            <Anchor
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/admin/customers/$customerId"
                  params={{ customerId: customer.customer_id }}
                />
              )}
            >
              {customer.customer_name ?? 'Cliente'}
            </Anchor>{' '}
            ({countOf(customer.packs, 'confezione')})
          </span>
        ))}
      </Text>
    </Paper>
  );
}
