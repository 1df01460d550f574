import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { outboxFor } from '../../support/supabase-clients.ts';
import { testAuthOverrides } from '../../support/test-stack-options.ts';
import { romeToday } from '../../support/rome-calendar.ts';
import { startFixtureStack } from '../storage/fixture-stack.ts';
import { newProduct, serviceClient, type TestProduct } from '../payments/payment-fixtures.ts';
import {
  addDays,
  deliveryDates,
  isoWeekday,
  laterDay,
  newRestaurant,
  nextWeekdayHoliday,
  ordersOf,
  type Restaurant,
  romeTime,
  runSchedule,
  runsOf,
  saveStandingOrder,
} from './standing-order-fixtures.ts';

// Issue 40: the standing-order job stopped (or its database down) through a delivery's placing
// window — the two hours before the cut-off, decision 010. Back before the cut-off it places the
// delivery late; back after it, the day is recorded as missed, the customer reads why and is
// e-mailed, the admins see it in the bell: never silently dropped. On a stack of its own,
// because the job works on every standing order and remembers when it last ran. The job's
// clock is moved with as_of; the delivery days are ones place_order accepts now.

let stack: RunningStack;
let firstDay: string;
let secondDay: string;
let classic: TestProduct;

beforeAll(async () => {
  stack = await startFixtureStack({ auth: testAuthOverrides });
  [firstDay, secondDay] = (await deliveryDates(stack)) as [string, string];
  classic = await newProduct(stack, { name: 'Bun classico del mattino', stock_quantity: 1000 });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

async function restaurantFor(day: string, name: string): Promise<Restaurant> {
  const restaurant = await newRestaurant(stack, name);
  const today = romeToday();
  await saveStandingOrder(
    restaurant,
    [{ weekday: isoWeekday(day), product_id: classic.id, quantity: 8 }],
    addDays(today, 1),
  );
  return restaurant;
}

/** The standing-order notices queued for a customer's day (e-mail, and push where enabled). */
async function queuedNotices(restaurant: Restaurant, day: string): Promise<string[]> {
  const { rows } = await stack.ctx.db.query<{ kind: string }>(
    `select m.kind from private.standing_order_mails m
       join public.standing_orders s on s.id = m.standing_order_id
      where s.user_id = $1 and m.delivery_date = $2 order by m.kind`,
    [restaurant.id, day],
  );
  return rows.map((row) => row.kind);
}

async function missedNotices(customerId: string): Promise<{ title: string; body: string }[]> {
  const { data, error } = await serviceClient(stack)
    .from('admin_notifications')
    .select('title, body, payload')
    .eq('type', 'standing_order_missed');
  if (error) throw new Error(error.message);
  return (data as { title: string; body: string; payload: { customer_id: string } }[]).filter(
    (notice) => notice.payload.customer_id === customerId,
  );
}

describe('the standing-order job after an outage', () => {
  it('places late before the cut-off, and records, e-mails and flags a day missed after it', async () => {
    const early = await restaurantFor(firstDay, 'Osteria del Ritorno');
    const late = await restaurantFor(secondDay, 'Trattoria del Guasto');

    // The job runs before the first window, then stops: back at 13:45, inside the window.
    await runSchedule(stack, romeTime(addDays(firstDay, -1), '11:00'));
    await runSchedule(stack, romeTime(addDays(firstDay, -1), '13:45'));
    const [placed] = await ordersOf(stack, early.id);
    expect(placed?.delivery_date).toBe(firstDay);
    expect((await runsOf(early)).map((run) => run.outcome)).toEqual(['placed']);

    // Stopped again until after the second delivery's cut-off: its whole window went by.
    const back = romeTime(addDays(secondDay, -1), '15:10');
    const answer = await runSchedule(stack, back);
    expect(answer.missed).toBe(1);
    await runSchedule(stack, new Date(back.getTime() + 60_000));

    expect(await ordersOf(stack, late.id)).toEqual([]);
    const runs = await runsOf(late);
    expect(runs).toEqual([
      expect.objectContaining({ delivery_date: secondDay, outcome: 'missed', order_id: null }),
    ]);
    expect(runs[0]?.message).toMatch(
      /^Non abbiamo confermato in tempo il tuo ordine fisso per [a-zì]+ \d+ [a-z]+: il nostro sistema era fermo/,
    );
    const notices = await missedNotices(late.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toBe('Ordine fisso non confermato');
    expect(notices[0]?.body).toContain('Il cliente è stato avvisato.');
    expect(await missedNotices(early.id)).toEqual([]);

    // order-follow-up sends the queued notice, once.
    await stack.scheduledJobs.runDue(new Date());
    await stack.scheduledJobs.runDue(new Date());
    const mails = (await outboxFor(stack.url, late.email)).filter(
      (mail) => mail.kind === 'standing-order',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Ordine fisso di .+ non partito$/);
    expect(mails[0]?.text).toContain(runs[0]!.message!);
  });
});

// After the test above: the job's heartbeat only moves forward, and this one leaves it months on.
describe('a holiday the job was down for', () => {
  it('is recorded without a late notice once it has passed, and told when it is still ahead', async () => {
    // Two weekday holidays after the days the test above ran the job for (its last run is the
    // heartbeat every look-back starts from), far enough apart that the two outages below do
    // not overlap.
    const gone = nextWeekdayHoliday(laterDay(addDays(romeToday(), 4), addDays(secondDay, 4)));
    const ahead = nextWeekdayHoliday(addDays(gone, 6));
    // Each plan's first delivery is its holiday, and the job's late runs open no placing window
    // for either plan.
    const past = await newRestaurant(stack, 'Trattoria delle Feste');
    await saveStandingOrder(
      past,
      [{ weekday: isoWeekday(gone), product_id: classic.id, quantity: 6 }],
      addDays(gone, -2),
    );
    const next = await newRestaurant(stack, 'Osteria della Vigilia');
    await saveStandingOrder(
      next,
      [{ weekday: isoWeekday(ahead), product_id: classic.id, quantity: 6 }],
      addDays(ahead, -2),
    );

    // Down from three days before the first holiday until the day after it.
    await runSchedule(stack, romeTime(addDays(gone, -3), '11:00'));
    await runSchedule(stack, romeTime(addDays(gone, 1), '12:00'));
    const [pastRun] = (await runsOf(past)).filter((run) => run.delivery_date === gone);
    expect(pastRun).toMatchObject({ outcome: 'holiday', order_id: null });
    // The day's history stays on the standing-order screen; no mail or push tells it late.
    expect(pastRun?.message).toMatch(/ è festivo e non consegniamo/);
    expect(await queuedNotices(past, gone)).toEqual([]);

    // Down from three days before the second holiday until its own morning: the day has not
    // passed yet (a customer may be waiting for a delivery), and the customer is told.
    await runSchedule(stack, romeTime(addDays(ahead, -3), '11:00'));
    await runSchedule(stack, romeTime(ahead, '08:00'));
    const [nextRun] = (await runsOf(next)).filter((run) => run.delivery_date === ahead);
    expect(nextRun).toMatchObject({ outcome: 'holiday', order_id: null });
    expect(await queuedNotices(next, ahead)).toEqual(['holiday']);

    // order-follow-up sends what was queued: the notice of the holiday ahead, none of the past
    // one. (The first plan's later weeks, down with the second outage, are told as missed.)
    await stack.scheduledJobs.runDue(new Date());
    const holidayMails = async (restaurant: Restaurant) =>
      (await outboxFor(stack.url, restaurant.email)).filter(
        (mail) => mail.kind === 'standing-order' && mail.text.includes('è festivo'),
      );
    expect(await holidayMails(past)).toEqual([]);
    const told = await holidayMails(next);
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(nextRun!.message!);
  });
});
