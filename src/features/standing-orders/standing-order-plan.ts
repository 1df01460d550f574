// The standing order as the screen edits it (issue 23): a week plan, weekday → product → packs,
// turned into the lines save_standing_order takes and back. Pure, so the rules are unit-tested.
import { countOf } from '@/lib/italian-plural';

/** ISO weekdays with deliveries: 1 Monday … 6 Saturday (no deliveries on Sunday). */
export const deliveryWeekdays = [1, 2, 3, 4, 5, 6] as const;
export type DeliveryWeekday = (typeof deliveryWeekdays)[number];

const weekdayNames: Record<DeliveryWeekday, string> = {
  1: 'Lunedì',
  2: 'Martedì',
  3: 'Mercoledì',
  4: 'Giovedì',
  5: 'Venerdì',
  6: 'Sabato',
};

export function weekdayName(weekday: DeliveryWeekday): string {
  return weekdayNames[weekday];
}

export interface StandingLine {
  weekday: number;
  product_id: string;
  quantity: number;
}

export interface DeliveryLine {
  product_id: string;
  quantity: number;
}

/** weekday → product id → packs; a missing or zero entry means none. */
export type WeekPlan = Partial<Record<DeliveryWeekday, Record<string, number>>>;

export const maxPacksPerLine = 500;

function isDeliveryWeekday(value: number): value is DeliveryWeekday {
  return (deliveryWeekdays as readonly number[]).includes(value);
}

export function planFromLines(lines: readonly StandingLine[]): WeekPlan {
  const plan: WeekPlan = {};
  for (const line of lines) {
    if (!isDeliveryWeekday(line.weekday) || line.quantity <= 0) continue;
    plan[line.weekday] = { ...plan[line.weekday], [line.product_id]: line.quantity };
  }
  return plan;
}

/** The plan as save_standing_order's lines: whole packs from 1 to 500, weekday then product. */
export function linesFromPlan(plan: WeekPlan): StandingLine[] {
  return deliveryWeekdays.flatMap((weekday) =>
    Object.entries(plan[weekday] ?? {})
      .map(([productId, quantity]) => ({
        weekday,
        product_id: productId,
        quantity: Math.min(maxPacksPerLine, Math.floor(quantity)),
      }))
      .filter((line) => line.quantity > 0)
      .sort((a, b) => a.product_id.localeCompare(b.product_id)),
  );
}

export function withQuantity(
  plan: WeekPlan,
  weekday: DeliveryWeekday,
  productId: string,
  quantity: number,
): WeekPlan {
  const day = { ...plan[weekday] };
  if (quantity > 0) day[productId] = Math.min(maxPacksPerLine, Math.floor(quantity));
  else delete day[productId];
  return { ...plan, [weekday]: day };
}

/** "6 confezioni di Bun classico, 1 confezione di Bun brioche"; names by product id. */
export function describeLines(
  lines: readonly DeliveryLine[],
  names: ReadonlyMap<string, string>,
): string {
  if (lines.length === 0) return 'Nessun prodotto';
  return lines
    .map(
      (line) =>
        `${countOf(line.quantity, 'confezione')} di ${names.get(line.product_id) ?? 'un prodotto non più in vendita'}`,
    )
    .join(', ');
}

/** The first day a new standing order may start: tomorrow, as YYYY-MM-DD in Rome. */
export function firstStartDay(now: Date = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
