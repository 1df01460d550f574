import type { SupabaseClient } from '@supabase/supabase-js';
import { addDays, isoWeekday, romeTime } from '../../tests/support/rome-calendar.ts';
import { pause } from './clock.ts';
import type { CallLog } from './latency.ts';
import type { SimulatedCustomer } from './population.ts';

/**
 * The standing-order job on the run's own clock. The pg_cron stand-in's every-minute job is
 * taken out (the run is its scheduler now); the clock runs from the morning before the first
 * delivery day's cut-off to after the second's, over the run's duration, so both placing
 * windows go by. The job's process is stopped through the whole second window (a fault): that
 * delivery must come back as missed and told, never silently dropped.
 */
export interface StandingPlan {
  firstDay: string;
  secondDay: string;
  start: Date;
  end: Date;
  stoppedFrom: Date;
  stoppedUntil: Date;
}

export function standingPlan(firstDay: string, secondDay: string): StandingPlan {
  return {
    firstDay,
    secondDay,
    start: romeTime(addDays(firstDay, -1), '11:00'),
    end: romeTime(addDays(secondDay, -1), '15:00'),
    stoppedFrom: romeTime(addDays(secondDay, -1), '11:45'),
    stoppedUntil: romeTime(addDays(secondDay, -1), '14:15'),
  };
}

/** Every restaurant saves a standing order for the two days, as on /ordine-fisso. */
export async function saveStandingOrders(
  restaurants: SimulatedCustomer[],
  plan: StandingPlan,
  products: string[],
): Promise<void> {
  for (const restaurant of restaurants) {
    const { error } = await restaurant.client.rpc('save_standing_order', {
      lines: [plan.firstDay, plan.secondDay].flatMap((day, index) => [
        { weekday: isoWeekday(day), product_id: products[index]!, quantity: 3 },
      ]),
      address_id: restaurant.addressId,
      payment_method: 'bank_transfer',
      starts_on: plan.firstDay,
    });
    if (error) throw new Error(`save_standing_order: ${error.message} ${error.hint ?? ''}`);
  }
}

export async function standingOrderDriver(
  service: SupabaseClient,
  plan: StandingPlan,
  log: CallLog,
  startedAt: number,
  durationMs: number,
  signal: AbortSignal,
): Promise<Record<string, unknown>> {
  const span = plan.end.getTime() - plan.start.getTime();
  while (!signal.aborted) {
    const elapsed = Math.min(1, (Date.now() - startedAt) / durationMs);
    const asOf = new Date(plan.start.getTime() + elapsed * span);
    const stopped = asOf >= plan.stoppedFrom && asOf < plan.stoppedUntil;
    if (!stopped) {
      await log
        .timed('rpc/run_standing_order_schedule', () =>
          service.rpc('run_standing_order_schedule', { as_of: asOf.toISOString() }),
        )
        .catch(() => undefined);
    }
    await pause(2_000, signal);
  }
  // The last run at the end of the clock, as the job would once started again.
  const last = await service.rpc('run_standing_order_schedule', { as_of: plan.end.toISOString() });
  if (last.error) throw new Error(`run_standing_order_schedule: ${last.error.message}`);
  return last.data as Record<string, unknown>;
}
