// Asks the `order-follow-up` function to do at once what an order change owes: the e-mail about
// a cancellation or a shipment, the refund of a paid card order. The database queued both, and
// the scheduled job would do them within a minute anyway, so a failure here is only logged.
import { logger } from '@/lib/logger';
import type { ShopSupabaseClient } from '@/lib/supabase-shop-client';

/** Fire and forget: never blocks or fails the action that caused it. */
export function requestOrderFollowUp(client: ShopSupabaseClient): void {
  client.functions.invoke('order-follow-up', { body: {} }).then(
    ({ error }) => {
      if (error) logger.warn('Invio delle notifiche dell’ordine rimandato', error);
    },
    (error: unknown) => logger.warn('Invio delle notifiche dell’ordine rimandato', error),
  );
}
