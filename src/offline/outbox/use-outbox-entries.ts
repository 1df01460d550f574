import { useEffect, useState } from 'react';
import { logger } from '@/lib/logger';
import { outboxEntriesOf, subscribeToOutbox } from '@/offline/outbox/order-outbox';
import type { OutboxEntry } from '@/offline/outbox/order-outbox-types';

/**
 * The signed-in customer's queued orders, kept current: re-read after every change of the
 * outbox in this tab or another (the sender's status updates included). Null while loading.
 */
export function useOutboxEntries(userId: string): OutboxEntry[] | null {
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);

  useEffect(() => {
    let active = true;
    const read = () =>
      outboxEntriesOf(userId)
        .then((next) => {
          if (active) setEntries(next);
        })
        .catch((error: unknown) => {
          logger.warn('Ordini in attesa non leggibili', error);
          if (active) setEntries([]);
        });
    const unsubscribe = subscribeToOutbox(() => void read());
    void read();
    return () => {
      active = false;
      unsubscribe();
    };
  }, [userId]);

  return entries;
}
