import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/domain/auth/auth-context';
import { logger } from '@/lib/logger';
import { orderKeys } from '@/domain/orders/order-keys';

/**
 * The order list follows the outbox (issue 20): when a queued order is sent (by this tab,
 * another one, or the installed app woken by Background Sync), every open window reads the
 * customer's orders again, so the new order shows at once. The outbox announces each change
 * in this tab and, through a BroadcastChannel, in the others. The keeper mounts once the page
 * is idle, so an order sent before it listened is caught up on when it starts.
 */
export function useOrdersFollowOutbox(): void {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return undefined;
    let unsubscribe: (() => void) | undefined;
    let active = true;
    import('@/offline/outbox/order-outbox')
      .then(async ({ outboxEntriesOf, subscribeToOutbox }) => {
        if (!active) return;
        const readOrdersAgain = () =>
          void queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) });
        unsubscribe = subscribeToOutbox(readOrdersAgain);
        // A sent entry stays until the buyer dismisses it: at most one extra read per mount.
        const entries = await outboxEntriesOf(userId).catch(() => []);
        if (active && entries.some((entry) => entry.status === 'placed')) readOrdersAgain();
      })
      .catch((error: unknown) => logger.warn('Ordini non collegati alla coda offline', error));
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [queryClient, userId]);
}
