import { Button, Group, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import IconPrinter from '@tabler/icons-react/dist/esm/icons/IconPrinter.mjs';
import { DocumentDownloadButton } from '@/components/document-download-button';
import { PageFrame } from '@/components/page-frame';
import {
  dashboardQueryOptions,
  productionPlanQueryOptions,
} from '@/features/back-office/api/admin-queries';
import type { ProductionPlan } from '@/features/back-office/api/admin-schemas';
import { QueryState } from '@/features/back-office/components/query-state';
import { PackingSlip } from '@/features/back-office/orders/packing-list';
import classes from '@/features/back-office/orders/production-plan.module.css';
import { ExpectedStandingPacks } from '@/features/back-office/standing-orders/expected-standing-packs';
import { fetchDayDeliveryNotes } from '@/domain/documents/delivery-notes';
import { formatDate, formatLongDate } from '@/lib/format';
import { countOf } from '@/lib/italian-plural';

export interface ProductionPlanPageProps {
  day: string;
  onDayChange: (day: string) => void;
}

/** 'Piano di produzione': packs to bake per bun for a delivery day, and the packing lists. */
export function ProductionPlanPage({ day, onDayChange }: ProductionPlanPageProps) {
  const plan = useQuery(productionPlanQueryOptions(day));
  // The next delivery days with orders, as one-click shortcuts (shared with the dashboard).
  const upcoming = useQuery(dashboardQueryOptions()).data?.upcoming_deliveries ?? [];

  return (
    <div className={classes.printRoot}>
      <PageFrame
        title="Piano di produzione"
        lead="Quante confezioni di ogni bun sfornare per un giorno di consegna, e la lista di preparazione di ogni ordine."
      >
        <Group mt="lg" align="flex-end" gap="sm" className={classes.noPrint}>
          <TextInput
            label="Giorno di consegna"
            type="date"
            value={day}
            onChange={(event) => {
              if (event.currentTarget.value) onDayChange(event.currentTarget.value);
            }}
          />
          {upcoming.map((delivery) => (
            <Button
              key={delivery.delivery_date}
              variant={delivery.delivery_date === day ? 'filled' : 'default'}
              onClick={() => onDayChange(delivery.delivery_date)}
              aria-pressed={delivery.delivery_date === day}
            >
              {formatDate(delivery.delivery_date)} ({delivery.orders})
            </Button>
          ))}
          <Button
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => window.print()}
            disabled={!plan.data || plan.data.order_count === 0}
          >
            Stampa piano e liste
          </Button>
          <DocumentDownloadButton
            load={() => fetchDayDeliveryNotes(day)}
            disabled={!plan.data || plan.data.order_count === 0}
          >
            Scarica i DDT del giorno
          </DocumentDownloadButton>
        </Group>
        <div className={classes.noPrint}>
          <ExpectedStandingPacks day={day} />
        </div>
        <QueryState query={plan} what="il piano di produzione">
          {(data) => <PlanBody plan={data} />}
        </QueryState>
      </PageFrame>
    </div>
  );
}

function PlanBody({ plan }: { plan: ProductionPlan }) {
  if (plan.order_count === 0) {
    return (
      <Text mt="lg">
        Nessun ordine da consegnare {formatLongDate(plan.delivery_date)}: non c’è niente da
        sfornare.
      </Text>
    );
  }
  return (
    <>
      <Paper withBorder radius="md" p="md" mt="lg">
        <Title order={2} size="h4">
          Da sfornare per {formatLongDate(plan.delivery_date)}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {countOf(plan.order_count, 'ordine')} · {countOf(plan.total_packs, 'confezione')} in tutto
          (ordini annullati esclusi)
        </Text>
        <Table striped aria-label="Confezioni per prodotto">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Prodotto</Table.Th>
              <Table.Th ta="right">Confezioni</Table.Th>
              <Table.Th ta="right">Ordini</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.products.map((product) => (
              <Table.Tr key={product.product_id}>
                <Table.Td>{product.product_name}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {product.packs}
                </Table.Td>
                <Table.Td ta="right">{product.orders}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Totale</Table.Th>
              <Table.Th ta="right">{plan.total_packs}</Table.Th>
              <Table.Th ta="right">{plan.order_count}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Paper>
      <Title order={2} size="h4" mt="xl" mb="sm" className={classes.noPrint}>
        Liste di preparazione
      </Title>
      <div className={classes.packingList}>
        {plan.orders.map((order) => (
          <PackingSlip key={order.id} order={order} day={plan.delivery_date} />
        ))}
      </div>
    </>
  );
}
