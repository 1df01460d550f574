import { Badge, Group, Paper, SimpleGrid, Skeleton, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageFrame } from '@/components/page-frame';
import { dashboardQueryOptions } from '@/features/back-office/api/admin-queries';
import type { Dashboard } from '@/features/back-office/api/admin-schemas';
import { QueryState } from '@/features/back-office/components/query-state';
import { PaymentSummaryCards } from '@/features/back-office/dashboard/payment-summary';
import { StatCard } from '@/features/back-office/dashboard/stat-card';
import { orderStatuses, orderStatusLabels } from '@/features/back-office/orders/order-status';
import { formatEuro, formatLongDate } from '@/lib/format';
import { countOf } from '@/lib/italian-plural';

const RevenueChart = lazy(() => import('@/features/back-office/dashboard/revenue-chart'));

function ordersCount(count: number): string {
  return countOf(count, 'ordine');
}

/** The admin home: revenue, orders by status, customers, best sellers, next deliveries. */
export function AdminDashboardPage() {
  const dashboard = useQuery(dashboardQueryOptions());
  return (
    <PageFrame title="Area Admin" lead="Come va il negozio oggi, e cosa c’è da preparare.">
      <QueryState query={dashboard} what="i dati del negozio">
        {(data) => <DashboardBody data={data} />}
      </QueryState>
    </PageFrame>
  );
}

function DashboardBody({ data }: { data: Dashboard }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mt="lg">
        <StatCard
          label="Incassi di oggi"
          value={formatEuro(data.revenue.today)}
          hint={ordersCount(data.orders.today)}
        />
        <StatCard
          label="Incassi della settimana"
          value={formatEuro(data.revenue.week)}
          hint={ordersCount(data.orders.week)}
        />
        <StatCard
          label="Incassi del mese"
          value={formatEuro(data.revenue.month)}
          hint={ordersCount(data.orders.month)}
        />
        <StatCard
          label="Nuovi clienti"
          value={String(data.new_customers.week)}
          hint={`questa settimana · ${data.new_customers.month} nel mese · ${data.new_customers.total} in tutto`}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={4}>
        Gli incassi contano gli ordini non annullati né rimborsati, anche se ancora da pagare.
      </Text>
      <PaymentSummaryCards />

      <Paper withBorder radius="md" p="md" mt="lg">
        <Title order={2} size="h4" mb="sm">
          Ordini per stato
        </Title>
        <Group gap="sm">
          {orderStatuses.map((status) => (
            <Link
              key={status}
              to="/admin/orders"
              search={{ status }}
              aria-label={`${orderStatusLabels[status]}: ${ordersCount(data.orders_by_status[status] ?? 0)}`}
            >
              <Badge size="lg" variant="outline" color="crust.8" radius="sm">
                {orderStatusLabels[status]}: {data.orders_by_status[status] ?? 0}
              </Badge>
            </Link>
          ))}
        </Group>
      </Paper>

      <Paper withBorder radius="md" p="md" mt="lg">
        <Title order={2} size="h4" mb="sm">
          Incassi degli ultimi {data.revenue_series.length} giorni
        </Title>
        <Suspense fallback={<Skeleton h={260} />}>
          <RevenueChart series={data.revenue_series} />
        </Suspense>
      </Paper>

      <SimpleGrid cols={{ base: 1, lg: 2 }} mt="lg">
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            Da preparare nei prossimi giorni
          </Title>
          {data.upcoming_deliveries.length === 0 ? (
            <Text c="dimmed">Nessun ordine in consegna nei prossimi giorni.</Text>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Consegna</Table.Th>
                  <Table.Th ta="right">Ordini</Table.Th>
                  <Table.Th ta="right">Da preparare</Table.Th>
                  <Table.Th ta="right">Confezioni</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.upcoming_deliveries.map((day) => (
                  <Table.Tr key={day.delivery_date}>
                    <Table.Td>
                      <Link to="/admin/orders/production" search={{ day: day.delivery_date }}>
                        {formatLongDate(day.delivery_date)}
                      </Link>
                    </Table.Td>
                    <Table.Td ta="right">{day.orders}</Table.Td>
                    <Table.Td ta="right">{day.to_prepare}</Table.Td>
                    <Table.Td ta="right">{day.packs}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            I più venduti (30 giorni)
          </Title>
          {data.best_sellers.length === 0 ? (
            <Text c="dimmed">Ancora nessuna vendita in questo periodo.</Text>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Prodotto</Table.Th>
                  <Table.Th ta="right">Confezioni</Table.Th>
                  <Table.Th ta="right">Incasso</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.best_sellers.map((product) => (
                  <Table.Tr key={product.product_id}>
                    <Table.Td>{product.product_name}</Table.Td>
                    <Table.Td ta="right">{product.packs}</Table.Td>
                    <Table.Td ta="right">{formatEuro(product.revenue)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      </SimpleGrid>
    </>
  );
}
