import { availableDeliveryDates } from '@/lib/orders/delivery-calendar';

/**
 * The delivery days for an order prepared offline at `at`: the server's rule computed on the
 * device with the cut-off of the shop settings kept on it (14:00 before any copy exists).
 */
export async function availableDeliveryDatesAt(at: Date): Promise<string[]> {
  const { readShopSettings } = await import('@/lib/offline/catalogue-store');
  const settings = await readShopSettings().catch(() => undefined);
  return availableDeliveryDates(at, settings?.order_cutoff_time);
}
