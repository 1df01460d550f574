import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatLongDate, formatDateTime } from '@/lib/format';
import type { Product } from '@/domain/catalogue/product';
import type { StandingDelivery } from '@/features/standing-orders/api/standing-order-api';
import { ChangeDeliveryModal } from '@/features/standing-orders/components/change-delivery-modal';
import type { StandingOrderActions } from '@/features/standing-orders/components/use-standing-order-actions';
import { describeLines } from '@/features/standing-orders/standing-order-plan';
import classes from '@/features/standing-orders/components/standing-order.module.css';

interface Props {
  deliveries: StandingDelivery[];
  products: Product[];
  actions: StandingOrderActions;
  /** Paused or ended: the days are shown, nothing will be placed. */
  active: boolean;
}

function stateOf(delivery: StandingDelivery): { label: string; color: string } | null {
  if (delivery.run?.outcome === 'placed') return { label: 'Confermato', color: 'green' };
  if (delivery.run && delivery.run.outcome !== 'skipped')
    return { label: 'Non confermato', color: 'red' };
  if (delivery.closure) return { label: 'Chiuso', color: 'orange' };
  if (!delivery.delivery_day) return { label: 'Festivo', color: 'orange' };
  if (delivery.skipped || delivery.run?.outcome === 'skipped')
    return { label: 'Saltata', color: 'gray' };
  if (delivery.changed) return { label: 'Modificata', color: 'blue' };
  return null;
}

/** The next two weeks of the standing order, each day skippable or changeable until its cut-off. */
export function UpcomingDeliveries({ deliveries, products, actions, active }: Props) {
  const [changing, setChanging] = useState<StandingDelivery | null>(null);
  // The moment the list was shown: a day past its cut-off while the page stays open is refused
  // by the database with the reason anyway.
  const [shownAt] = useState(() => Date.now());
  const names = new Map(products.map((product) => [product.id, product.name]));
  if (deliveries.length === 0) return null;
  return (
    <section aria-labelledby="standing-deliveries-title">
      <Title order={2} size="h3" id="standing-deliveries-title" mt="xl" mb="sm">
        Prossime consegne
      </Title>
      <ul className={classes.deliveries}>
        {deliveries.map((delivery) => {
          const state = stateOf(delivery);
          const open =
            active &&
            !delivery.run &&
            delivery.delivery_day &&
            new Date(delivery.cutoff_at).getTime() > shownAt;
          const day = formatLongDate(delivery.delivery_date);
          return (
            <li
              key={delivery.delivery_date}
              className={classes.delivery}
              data-skipped={delivery.skipped || undefined}
              data-testid="standing-delivery"
              aria-label={day}
            >
              <Group justify="space-between" wrap="wrap">
                <Text fw={600} tt="capitalize">
                  {day}
                </Text>
                {state && (
                  <Badge color={state.color} variant="light">
                    {state.label}
                  </Badge>
                )}
              </Group>
              <Text size="sm">{describeLines(delivery.lines, names)}</Text>
              {delivery.run?.message && (
                <Text size="sm" mt={4} role="status">
                  {delivery.run.message}
                </Text>
              )}
              {!delivery.run && delivery.closure && (
                <Text size="sm" mt={4}>
                  {delivery.closure}
                </Text>
              )}
              {!delivery.run && !delivery.closure && !delivery.delivery_day && (
                <Text size="sm" mt={4}>
                  È un giorno festivo: non consegniamo e questa consegna salta.
                </Text>
              )}
              {open && (
                <>
                  <Text size="xs" c="dimmed" mt={4}>
                    Modificabile fino a {formatDateTime(delivery.cutoff_at)}
                  </Text>
                  <Group mt="xs" gap="xs">
                    <Button
                      size="sm"
                      variant="light"
                      loading={actions.skip.isPending}
                      onClick={() =>
                        actions.skip.mutate({
                          date: delivery.delivery_date,
                          skipped: !delivery.skipped,
                        })
                      }
                    >
                      {delivery.skipped ? 'Non saltare più' : 'Salta questa consegna'}
                    </Button>
                    {!delivery.skipped && (
                      <Button size="sm" variant="subtle" onClick={() => setChanging(delivery)}>
                        Cambia le quantità
                      </Button>
                    )}
                  </Group>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {changing && (
        <ChangeDeliveryModal
          delivery={changing}
          products={products}
          change={actions.change}
          onClose={() => setChanging(null)}
        />
      )}
    </section>
  );
}
