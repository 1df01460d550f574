import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { outboxStatusLabels, packCount, paymentLabel } from '@/offline/outbox/outbox-labels';
import { formatDateTime, formatEuro } from '@/lib/format';
import { countOf } from '@/lib/italian-plural';
import { cancellableStatuses } from '@/offline/outbox/order-outbox';
import type { OutboxEntry } from '@/offline/outbox/order-outbox-types';

export interface OutboxEntryCardProps {
  entry: OutboxEntry;
  busy: boolean;
  onCancel(entry: OutboxEntry): void;
  onReview(entry: OutboxEntry): void;
  onDismiss(entry: OutboxEntry): void;
  /** A refused order: its lines back in the cart, to fix in the checkout. */
  onReturnToCart(entry: OutboxEntry): void;
}

/** One queued order: when, how much, how it pays, where it stands, and what can be done. */
export function OutboxEntryCard({
  entry,
  busy,
  onCancel,
  onReview,
  onDismiss,
  onReturnToCart,
}: OutboxEntryCardProps) {
  const status = outboxStatusLabels[entry.status];
  const total = entry.newQuote?.total ?? entry.quote?.total;
  const title = `Ordine preparato il ${formatDateTime(new Date(entry.createdAt))}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="li"
      aria-label={title}
      data-testid="outbox-entry"
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Text fw={700}>{title}</Text>
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
        </Group>
        <Text size="sm">
          {countOf(packCount(entry), 'confezione')} · {paymentLabel(entry)}
          {total !== undefined && <> · totale {formatEuro(total)}</>}
        </Text>
        {entry.status === 'failed' && entry.problem && (
          <Text size="sm" c="red.8" role="status">
            {entry.problem}
          </Text>
        )}
        <Group gap="sm">
          {entry.status === 'needs-confirmation' && (
            <Button size="compact-md" onClick={() => onReview(entry)}>
              Rivedi i prezzi
            </Button>
          )}
          {entry.status === 'failed' && (
            <Button size="compact-md" onClick={() => onReturnToCart(entry)} disabled={busy}>
              Rimetti nel carrello
            </Button>
          )}
          {entry.status === 'placed' && entry.orderNumber && (
            <>
              <Button
                size="compact-md"
                variant="light"
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/orders/$orderNumber"
                    params={{ orderNumber: entry.orderNumber ?? '' }}
                  />
                )}
              >
                Vedi l&apos;ordine {entry.orderNumber}
              </Button>
              <Button size="compact-md" variant="subtle" onClick={() => onDismiss(entry)}>
                Nascondi
              </Button>
            </>
          )}
          {entry.status === 'awaiting-approval' && (
            <>
              <Button
                size="compact-md"
                variant="light"
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/orders/approvazioni"
                    search={{ richiesta: entry.approvalRequestId }}
                  />
                )}
              >
                Vedi la richiesta al titolare
              </Button>
              <Button size="compact-md" variant="subtle" onClick={() => onDismiss(entry)}>
                Nascondi
              </Button>
            </>
          )}
          {cancellableStatuses.includes(entry.status) && (
            <Button
              size="compact-md"
              variant="default"
              onClick={() => onCancel(entry)}
              disabled={busy}
            >
              Annulla
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
