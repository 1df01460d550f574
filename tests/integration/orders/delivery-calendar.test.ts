import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { availableDeliveryDates } from '../../../src/domain/orders/delivery-calendar.ts';
import { seededRandom } from '../../unit/seeded-random.ts';
import { startPrivateStack } from '../../support/scratch-database.ts';

// The checkout offline offers the delivery days the device computes (issue 20); the server
// accepts only `available_delivery_dates()`. The two must agree for every moment of a year and
// every cut-off an admin may set. A stack of this file's own: the cut-off changes here.

let stack: RunningStack;

beforeAll(async () => {
  stack = await startPrivateStack();
});

afterAll(async () => {
  await stack?.stop();
});

interface Moment {
  at: Date;
  dates: string[];
}

/** The server's answer for each day of `year` at each local time in Rome in `times`. */
async function serverDates(year: number, times: readonly string[]): Promise<Moment[]> {
  const { rows } = await stack.ctx.db.query<{ at: Date | string; dates: string[] | string }>(
    `select moment as at, public.available_delivery_dates(moment)::text[] as dates
       from generate_series(make_date($1, 1, 1), make_date($1, 12, 31), interval '1 day') day,
            unnest($2::time[]) local_time,
            lateral (select (day::date + local_time) at time zone 'Europe/Rome' as moment) m
      order by moment`,
    [year, times],
  );
  return rows.map((row) => ({
    at: new Date(row.at),
    dates: Array.isArray(row.dates) ? row.dates : parsePgArray(row.dates),
  }));
}

function parsePgArray(text: string): string[] {
  return text.replace(/^\{|\}$/g, '').split(',');
}

async function setCutoff(cutoff: string): Promise<void> {
  await stack.ctx.db.query('update public.shop_settings set order_cutoff_time = $1::time', [
    cutoff,
  ]);
}

describe('the device’s delivery days against available_delivery_dates()', () => {
  const cutoffs = ['14:00:00', '09:30:00', '00:00:00', '18:45:30', '23:59:59'];

  it.each(cutoffs)(
    'agree at midnight, around the cut-off and at random times on every day of 2026 and 2027 (cut-off %s)',
    async (cutoff) => {
      await setCutoff(cutoff);
      const random = seededRandom(cutoff.length * 7919 + Number(cutoff.slice(0, 2)));
      const [hours, minutes, seconds] = cutoff.split(':').map(Number) as [number, number, number];
      const cutoffMs = ((hours * 60 + minutes) * 60 + seconds) * 1_000;
      const clock = (ms: number) => new Date(ms).toISOString().slice(11, 19);
      const times = [
        '00:00:00',
        '23:59:59',
        clock(Math.max(0, cutoffMs - 1_000)),
        cutoff,
        clock(Math.min(86_399_000, cutoffMs + 1_000)),
        clock(Math.floor(random() * 86_400) * 1_000),
      ];
      let compared = 0;
      for (const year of [2026, 2027]) {
        for (const moment of await serverDates(year, times)) {
          expect(
            { at: moment.at.toISOString(), dates: availableDeliveryDates(moment.at, cutoff) },
            `cut-off ${cutoff}`,
          ).toEqual({ at: moment.at.toISOString(), dates: moment.dates });
          compared += 1;
        }
      }
      expect(compared).toBe((365 + 365) * times.length);
    },
  );
});
