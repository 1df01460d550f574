import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { logger } from '@/lib/logger';
import { standingChangesOf, subscribeToStandingOutbox } from '@/offline/outbox/standing-outbox';
import type { StandingOutboxEntry } from '@/offline/outbox/standing-outbox-types';
import { standingOrderKeys } from '@/features/standing-orders/api/standing-order-queries';

/**
 * The customer's standing-order changes waiting in the outbox, kept current; when one leaves
 * (sent or removed) the screen reads the standing order again.
 */
export function useStandingOutbox(userId: string): StandingOutboxEntry[] {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<StandingOutboxEntry[]>([]);
  useEffect(() => {
    let active = true;
    let count = 0;
    const read = () => {
      standingChangesOf(userId)
        .then((next) => {
          if (!active) return;
          if (next.length < count)
            void queryClient.invalidateQueries({ queryKey: standingOrderKeys.all(userId) });
          count = next.length;
          setEntries(next);
        })
        .catch((error: unknown) => logger.warn('Modifiche in attesa non leggibili', error));
    };
    read();
    const stop = subscribeToStandingOutbox(read);
    return () => {
      active = false;
      stop();
    };
  }, [queryClient, userId]);
  return entries;
}
