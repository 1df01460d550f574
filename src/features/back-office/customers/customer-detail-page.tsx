import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AdminOrderLink } from '@/features/back-office/orders/admin-order-link';
import { PageFrame } from '@/components/page-frame';
import cells from '@/components/table-cells.module.css';
import { customerQueryOptions } from '@/features/back-office/api/admin-queries';
import type { CustomerDetail } from '@/features/back-office/api/admin-schemas';
import { QueryState } from '@/features/back-office/components/query-state';
import { addressLines, invoiceLines } from '@/features/back-office/orders/address-lines';
import { OrderStatusBadge } from '@/features/back-office/orders/order-status-badge';
import { CustomerBusinessAccount } from '@/features/back-office/business/customer-business-account';
import { CustomerPriceList } from '@/features/back-office/customers/customer-price-list';
import { CustomerStandingOrder } from '@/features/back-office/standing-orders/customer-standing-order';
import { formatCompactDate, formatCompactDateTime, formatDateTime, formatEuro } from '@/lib/format';

/**
 * One customer: profile, invoice data, saved addresses, order totals and the latest orders,
 * with a link to all of them in the orders list.
 */
export function CustomerDetailPage({ customerId }: { customerId: string }) {
  const customer = useQuery(customerQueryOptions(customerId));
  return (
    <QueryState query={customer} what="il cliente">
      {(data) => <CustomerBody customer={data} />}
    </QueryState>
  );
}

function CustomerBody({ customer }: { customer: CustomerDetail }) {
  const { profile } = customer;
  const invoice = invoiceLines(profile);
  const name = profile.company_name ?? profile.full_name ?? profile.email ?? 'Cliente';
  return (
    <PageFrame title={name}>
      <Group gap="sm" mt="xs">
        <Badge
          variant="outline"
          color={profile.customer_type === 'business' ? 'grape.9' : 'gray.8'}
        >
          {profile.customer_type === 'business' ? 'Azienda' : 'Privato'}
        </Badge>
        {customer.is_admin && <Badge color="crust.8">Amministratore</Badge>}
        <Text c="dimmed">Registrato il {formatDateTime(profile.created_at)}</Text>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }} mt="lg">
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="xs">
            Contatti
          </Title>
          <Text fw={600}>{profile.full_name ?? '—'}</Text>
          {profile.email && (
            <Anchor
              href={`mailto:${profile.email}`}
              display="block"
              style={{ overflowWrap: 'anywhere' }}
            >
              {profile.email}
            </Anchor>
          )}
          {profile.phone && <Text size="sm">Tel. {profile.phone}</Text>}
          <Text size="sm" mt="sm">
            {customer.orders_count === 1 ? '1 ordine' : `${customer.orders_count} ordini`} · speso{' '}
            {formatEuro(customer.total_spent)}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="xs">
            Dati di fatturazione
          </Title>
          {invoice.length === 0 ? (
            <Text c="dimmed">Nessun dato di fatturazione.</Text>
          ) : (
            invoice.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="xs">
            Indirizzi di consegna
          </Title>
          {customer.addresses.length === 0 && <Text c="dimmed">Nessun indirizzo salvato.</Text>}
          <Stack gap="sm">
            {customer.addresses.map((address) => (
              <div key={address.id}>
                <Text size="sm" fw={600}>
                  {address.label}
                  {address.is_default && ' (predefinito)'}
                </Text>
                {addressLines(address).map((line) => (
                  <Text key={line} size="sm">
                    {line}
                  </Text>
                ))}
              </div>
            ))}
          </Stack>
        </Paper>
      </SimpleGrid>
      {profile.customer_type === 'business' && <CustomerBusinessAccount customerId={profile.id} />}
      {profile.customer_type === 'business' && <CustomerPriceList customerId={profile.id} />}
      <CustomerStandingOrder customerId={profile.id} />
      <Paper withBorder radius="md" p="md" mt="lg">
        <Group justify="space-between" align="baseline" mb="xs">
          <Title order={2} size="h4">
            {customer.orders.length < customer.orders_count
              ? `Gli ultimi ${customer.orders.length} ordini`
              : 'Ordini'}
          </Title>
          {customer.orders_count > 0 && (
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link {...props} to="/admin/orders" search={{ customer: profile.id }} />
              )}
            >
              {customer.orders_count === 1
                ? 'Apri nell’elenco ordini'
                : `Tutti i ${customer.orders_count.toLocaleString('it-IT')} ordini`}
            </Anchor>
          )}
        </Group>
        {customer.orders.length === 0 ? (
          <Text c="dimmed">Questo cliente non ha ancora ordinato.</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Ordine</Table.Th>
                  <Table.Th>Data</Table.Th>
                  <Table.Th>Consegna</Table.Th>
                  <Table.Th>Stato</Table.Th>
                  <Table.Th ta="right">Totale</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {customer.orders.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Td>
                      <AdminOrderLink orderId={order.id} orderNumber={order.order_number} />
                    </Table.Td>
                    <Table.Td className={cells.whole}>
                      {formatCompactDateTime(order.created_at)}
                    </Table.Td>
                    <Table.Td className={cells.whole}>
                      {formatCompactDate(order.delivery_date)}
                    </Table.Td>
                    <Table.Td>
                      <OrderStatusBadge status={order.status} />
                    </Table.Td>
                    <Table.Td ta="right" className={cells.whole}>
                      {formatEuro(order.total)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </PageFrame>
  );
}
