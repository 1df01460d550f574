// Where the quick-order sheet's "come l'ultimo ordine" and "come l'ordine fisso" come from
// (issue 23): the newest order that was not cancelled, and the standing order's next delivery
// weekday. Pure, so they are unit-tested.
import type { OrderRecord } from '@/domain/orders/order-schemas';

export interface OrderSource {
  /** product id → packs. */
  quantities: ReadonlyMap<string, number>;
}

export interface LastOrderSource extends OrderSource {
  orderNumber: string;
  createdAt: string;
}

/**
 * The newest order that was not cancelled (a cancelled one is not what the kitchen used), its
 * packs summed per product — a bundle's packs count for their products too.
 */
export function lastOrderSource(orders: readonly OrderRecord[]): LastOrderSource | null {
  const last = [...orders]
    .filter((order) => order.status !== 'cancelled')
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  if (!last) return null;
  const quantities = new Map<string, number>();
  for (const item of last.items) {
    quantities.set(item.product_id, (quantities.get(item.product_id) ?? 0) + item.quantity);
  }
  return { quantities, orderNumber: last.order_number, createdAt: last.created_at };
}

export interface StandingSource extends OrderSource {
  /** ISO weekday, 1 Monday … 6 Saturday. */
  weekday: number;
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date `YYYY-MM-DD`. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * The standing order's packs for its next delivery weekday after `today` (Rome's calendar
 * date): what the sheet would be "like the standing order" for the coming delivery. Null when
 * the standing order has no lines.
 */
export function standingSource(
  lines: readonly { weekday: number; product_id: string; quantity: number }[],
  today: string,
): StandingSource | null {
  const start = isoWeekday(today);
  for (let offset = 1; offset <= 7; offset += 1) {
    const weekday = ((start - 1 + offset) % 7) + 1;
    const ofDay = lines.filter((line) => line.weekday === weekday && line.quantity > 0);
    if (ofDay.length === 0) continue;
    const quantities = new Map<string, number>();
    for (const line of ofDay) {
      quantities.set(line.product_id, (quantities.get(line.product_id) ?? 0) + line.quantity);
    }
    return { quantities, weekday };
  }
  return null;
}

/** Today as `YYYY-MM-DD` in Rome: the bakery's calendar, whatever the tablet's time zone. */
export function romeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}
