import '@/offline/outbox/components/outbox-styles';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { OutboxEntryCard } from '@/offline/outbox/components/outbox-entry-card';
import { ReconfirmDialog } from '@/offline/outbox/components/reconfirm-dialog';
import { returnToCart } from '@/offline/outbox/return-to-cart';
import { returnedToCartMessage } from '@/offline/outbox/return-to-cart-plan';
import { useOutboxEntries } from '@/offline/outbox/use-outbox-entries';
import { logger } from '@/lib/logger';
import {
  cancelQueuedOrder,
  confirmNewPrices,
  dismissPlacedOrder,
} from '@/offline/outbox/order-outbox';
import type { OutboxEntry } from '@/offline/outbox/order-outbox-types';

export interface OrderOutboxListProps {
  userId: string;
  /**
   * Composed into a page about something else (the orders list): its own heading, and
   * nothing at all when nothing waits. Its own page (/orders/in-attesa) has the heading.
   */
  embedded?: boolean;
}

/**
 * The orders prepared offline that wait to be sent (issue 8): visible, cancellable, and the
 * reconfirm dialog when the server's re-pricing differs from what the buyer saw.
 */
export function OrderOutboxList({ userId, embedded = false }: OrderOutboxListProps) {
  const entries = useOutboxEntries(userId);
  const [reviewing, setReviewing] = useState<OutboxEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function act(task: () => Promise<unknown>) {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      logger.warn('Operazione sugli ordini in attesa non riuscita', error);
    } finally {
      setBusy(false);
      setReviewing(null);
    }
  }

  async function putBackInCart(entry: OutboxEntry) {
    setBusy(true);
    try {
      const plan = await returnToCart(entry);
      notifications.show({ color: 'crust', message: returnedToCartMessage(plan) });
      await navigate({ to: '/cart' });
    } catch (error) {
      logger.warn('Ordine non rimesso nel carrello', error);
      notifications.show({
        color: 'red',
        message: 'Non è stato possibile rimettere l’ordine nel carrello: riprova tra poco.',
      });
    } finally {
      setBusy(false);
    }
  }

  if (entries === null) return embedded ? null : <Skeleton height={120} radius="md" />;
  if (entries.length === 0) {
    return embedded ? null : <Text>Nessun ordine in attesa di invio.</Text>;
  }
  return (
    <section
      aria-labelledby={embedded ? 'outbox-heading' : undefined}
      aria-label={embedded ? undefined : 'Ordini in attesa di invio'}
    >
      {embedded && (
        <Title order={2} id="outbox-heading" size="h3" mb="xs">
          Ordini in attesa di invio
        </Title>
      )}
      <Text size="sm" mb="sm" mt={embedded ? 0 : 'md'}>
        {embedded && 'Li inviamo appena torna la connessione. '}Il pagamento con carta richiede una
        connessione: gli ordini in attesa si pagano con bonifico o alla consegna.
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <OutboxEntryCard
            key={entry.id}
            entry={entry}
            busy={busy}
            onCancel={(target) => void act(() => cancelQueuedOrder(target.id))}
            onReview={setReviewing}
            onDismiss={(target) => void act(() => dismissPlacedOrder(target.id))}
            onReturnToCart={(target) => void putBackInCart(target)}
          />
        ))}
      </Stack>
      <ReconfirmDialog
        entry={reviewing}
        busy={busy}
        onConfirm={(target) => void act(() => confirmNewPrices(target.id))}
        onCancelOrder={(target) => void act(() => cancelQueuedOrder(target.id))}
        onClose={() => setReviewing(null)}
      />
    </section>
  );
}
