import type { ShopClosure } from '@/domain/orders/delivery-calendar';
import { deliveryDayLabel } from '@/domain/orders/delivery-day';

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

function closurePeriod(closure: ShopClosure): string {
  return closure.starts_on === closure.ends_on
    ? deliveryDayLabel(closure.starts_on)
    : `dal ${deliveryDayLabel(closure.starts_on)} al ${deliveryDayLabel(closure.ends_on)}`;
}

/**
 * Why the first delivery day offered is later than usual: the bakery's closure falling before
 * it ("Siamo chiusi dal … al … (Ferie estive): la prima consegna possibile è …"), or null.
 */
export function closureNotice(
  closures: readonly ShopClosure[],
  offered: readonly string[],
  todayIso: string = today(),
): string | null {
  const first = offered[0];
  if (!first) return null;
  const closure = closures.find((each) => each.ends_on >= todayIso && each.starts_on < first);
  if (!closure) return null;
  return `Siamo chiusi ${closurePeriod(closure)} (${closure.reason}): la prima consegna possibile è ${deliveryDayLabel(first)}.`;
}
