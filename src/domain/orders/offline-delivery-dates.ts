import { customerCopy } from '@/domain/customer/customer-copy';
import { shopCopy } from '@/domain/shop/shop-copy';
import { availableDeliveryDates } from '@/domain/orders/delivery-calendar';

/**
 * The delivery days for an order prepared offline at `at`: the server's rule computed on the
 * device with what it kept — the settings' cut-off (14:00 before any copy exists), the bakery's
 * closures and the closed weekdays of the customer's account (decision 015).
 */
export async function availableDeliveryDatesAt(at: Date, userId: string): Promise<string[]> {
  const [shop, customer] = await Promise.all([shopCopy.load(), customerCopy.load()]);
  const [settings, closures, account] = await Promise.all([
    shop.readShopSettings().catch(() => undefined),
    shop.readShopClosures().catch(() => undefined),
    customer.readProfile(userId).catch(() => undefined),
  ]);
  return availableDeliveryDates(at, settings?.order_cutoff_time, {
    closures: closures ?? [],
    closedWeekdays: account?.data.closed_weekdays ?? [],
  });
}
