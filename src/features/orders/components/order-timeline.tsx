import { Text } from '@mantine/core';
import classes from '@/features/orders/components/orders.module.css';
import { formatDateTime } from '@/lib/format';
import type { OrderStatus, StatusChange } from '@/domain/orders/order-schemas';
import { orderTimeline } from '@/domain/orders/order-status';

/** ricevuto → in preparazione → spedito → consegnato (or annullato), with the times reached. */
export function OrderTimeline({
  status,
  history,
}: {
  status: OrderStatus;
  history: readonly StatusChange[];
}) {
  return (
    <ol className={classes.timeline} aria-label="Stato dell’ordine" data-testid="order-timeline">
      {orderTimeline(status, history).map((step) => (
        <li
          key={step.status}
          className={classes.step}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <Text className={classes.stepLabel}>{step.label}</Text>
          {step.reachedAt && (
            <Text className={classes.stepTime}>{formatDateTime(step.reachedAt)}</Text>
          )}
        </li>
      ))}
    </ol>
  );
}
