import { availableDeliveryDates } from '@/lib/orders/delivery-calendar';

/**
 * The delivery days for an order prepared offline at `at`: the server's rule computed on the
 * device with what it kept — the settings' cut-off (14:00 before any copy exists), the bakery's
 * closures and the closed weekdays of the customer's account (decision 015).
 */
export async function availableDeliveryDatesAt(at: Date, userId: string): Promise<string[]> {
  const [{ readShopSettings, readShopClosures }, { readUserRecord }] = await Promise.all([
    import('@/lib/offline/catalogue-store'),
    import('@/lib/offline/user-copy'),
  ]);
  const [settings, closures, account] = await Promise.all([
    readShopSettings().catch(() => undefined),
    readShopClosures().catch(() => undefined),
    readUserRecord(userId, 'profile').catch(() => undefined),
  ]);
  return availableDeliveryDates(at, settings?.order_cutoff_time, {
    closures: closures ?? [],
    closedWeekdays: account?.data.closed_weekdays ?? [],
  });
}
