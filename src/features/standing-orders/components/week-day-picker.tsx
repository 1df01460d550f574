import { SegmentedControl } from '@mantine/core';
import {
  type DeliveryWeekday,
  deliveryWeekdays,
  type WeekPlan,
  weekdayName,
} from '@/features/standing-orders/standing-order-plan';

function packsOn(plan: WeekPlan, weekday: DeliveryWeekday): number {
  return Object.values(plan[weekday] ?? {}).reduce((sum, packs) => sum + packs, 0);
}

/**
 * The six delivery weekdays as one row of big targets, each with its packs ("Mar · 12"): the
 * week at a glance on a kitchen tablet, one day edited at a time. Closed days say so.
 */
export function WeekDayPicker({
  plan,
  value,
  onChange,
  closedWeekdays,
}: {
  plan: WeekPlan;
  value: DeliveryWeekday;
  onChange: (weekday: DeliveryWeekday) => void;
  closedWeekdays: readonly number[];
}) {
  return (
    <SegmentedControl
      fullWidth
      size="md"
      value={String(value)}
      onChange={(next) => onChange(Number(next) as DeliveryWeekday)}
      aria-label="Giorno della settimana"
      data={deliveryWeekdays.map((weekday) => {
        const closed = closedWeekdays.includes(weekday);
        const packs = packsOn(plan, weekday);
        const short = weekdayName(weekday).slice(0, 3);
        return {
          value: String(weekday),
          label: `${short} · ${closed && packs === 0 ? 'chiuso' : packs}`,
          disabled: closed && packs === 0,
        };
      })}
    />
  );
}
