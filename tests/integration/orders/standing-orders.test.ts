import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { isDeliveryDay } from '../../../src/domain/orders/delivery-calendar.ts';
import { requestBusinessAccount } from '../../support/business-accounts.ts';
import { createNodeClient, outboxFor } from '../../support/supabase-clients.ts';
import { testAuthOverrides } from '../../support/test-stack-options.ts';
import { romeToday } from '../../support/rome-calendar.ts';
import { startFixtureStack } from '../storage/fixture-stack.ts';
import {
  newCustomer,
  newProduct,
  serviceClient,
  type StackHandle,
  stockOf,
  type TestProduct,
} from '../payments/payment-fixtures.ts';
import {
  addDays,
  beforeCutoff,
  deliveryDates,
  isoWeekday,
  laterDay,
  newRestaurant,
  nextWeekdayHoliday,
  ordersOf,
  romeTime,
  runSchedule,
  runsOf,
  saveStandingOrder,
} from './standing-order-fixtures.ts';
import { signInAsAdmin } from '../../support/admin-sign-in.ts';

// Standing orders (issue 23) through the real job: public.run_standing_order_schedule(as_of)
// places each delivery through public.place_order as the customer. On a stack of this file's
// own, because the job works on every standing order of the database. The delivery days are the
// ones place_order accepts right now (it checks against the real clock); the job's own clock
// (which day's cut-off is next) is moved with as_of.

let stack: RunningStack;
let handle: StackHandle;
let firstDay: string;
let secondDay: string;
let today: string;
let classic: TestProduct;
let brioche: TestProduct;

beforeAll(async () => {
  stack = await startFixtureStack({ auth: testAuthOverrides });
  handle = stack;
  [firstDay, secondDay] = (await deliveryDates(handle)) as [string, string];
  today = romeToday();
  classic = await newProduct(handle, { name: 'Bun classico fisso', stock_quantity: 1000 });
  brioche = await newProduct(handle, { name: 'Bun brioche fisso', stock_quantity: 1000 });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

function weekLines(day: string, quantities: [TestProduct, number][]) {
  return quantities.map(([product, quantity]) => ({
    weekday: isoWeekday(day),
    product_id: product.id,
    quantity,
  }));
}

async function rpcError(promise: PromiseLike<{ error: { message: string } | null }>) {
  return (await promise).error?.message;
}

interface ClaimedMail {
  kind: string;
  delivery_date: string;
  customer_email: string;
  message: string | null;
  lines: { name: string; quantity: number }[];
}

async function claimMailsFor(email: string): Promise<ClaimedMail[]> {
  const { data, error } = await serviceClient(handle).rpc('claim_standing_order_mails', {
    max_count: 100,
  });
  if (error) throw new Error(error.message);
  return (data as ClaimedMail[]).filter((mail) => mail.customer_email === email);
}

describe('the standing-order job', () => {
  it('places exactly one order per customer and delivery day, run twice or concurrently', async () => {
    const osteria = await newRestaurant(handle, 'Osteria Una Volta');
    await saveStandingOrder(
      osteria,
      [
        ...weekLines(firstDay, [
          [classic, 6],
          [brioche, 2],
        ]),
        // Another weekday's line must not leak into this day's order.
        { weekday: isoWeekday(firstDay) === 1 ? 2 : 1, product_id: classic.id, quantity: 40 },
      ],
      addDays(today, 1),
    );
    const stockBefore = await stockOf(handle, classic.id);
    const at = beforeCutoff(firstDay);

    await Promise.all([runSchedule(handle, at), runSchedule(handle, at), runSchedule(handle, at)]);
    await runSchedule(handle, new Date(at.getTime() + 20 * 60_000));

    const orders = await ordersOf(handle, osteria.id);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order?.delivery_date).toBe(firstDay);
    expect(order?.payment_method).toBe('bank_transfer');
    expect(
      Object.fromEntries(order?.order_items.map((item) => [item.product_id, item.quantity]) ?? []),
    ).toEqual({ [classic.id]: 6, [brioche.id]: 2 });
    expect(await stockOf(handle, classic.id)).toBe(stockBefore - 6);
    const runs = await runsOf(osteria);
    expect(runs).toEqual([
      expect.objectContaining({ delivery_date: firstDay, outcome: 'placed', order_id: order?.id }),
    ]);
    expect(runs[0]?.message).toMatch(/^Ordine .+ confermato per /);

    // Once confirmed, the delivery can no longer be skipped.
    expect(
      await rpcError(osteria.client.rpc('skip_standing_delivery', { delivery_date: firstDay })),
    ).toBe('cutoff_passed');
  });

  it('does nothing outside the two hours before a cut-off', async () => {
    const trattoria = await newRestaurant(handle, 'Trattoria Fuori Orario');
    await saveStandingOrder(trattoria, weekLines(firstDay, [[classic, 3]]), addDays(today, 1));
    await runSchedule(handle, romeTime(addDays(firstDay, -1), '11:59'));
    await runSchedule(handle, romeTime(addDays(firstDay, -1), '14:00'));
    expect(await ordersOf(handle, trattoria.id)).toHaveLength(0);
    expect(await runsOf(trattoria)).toHaveLength(0);
  });

  it('applies a skip and a one-off change to that delivery only', async () => {
    const skipper = await newRestaurant(handle, 'Bistrot Salta');
    const changer = await newRestaurant(handle, 'Bistrot Cambia');
    const usual = [...weekLines(firstDay, [[classic, 5]]), ...weekLines(secondDay, [[classic, 5]])];
    await saveStandingOrder(skipper, usual, addDays(today, 1));
    await saveStandingOrder(changer, usual, addDays(today, 1));

    const skipped = await skipper.client.rpc('skip_standing_delivery', { delivery_date: firstDay });
    expect(skipped.error).toBeNull();
    const changed = await changer.client.rpc('change_standing_delivery', {
      delivery_date: firstDay,
      lines: [
        { product_id: classic.id, quantity: 9 },
        { product_id: brioche.id, quantity: 1 },
      ],
    });
    expect(changed.error).toBeNull();

    const upcoming = await changer.client.rpc('standing_order_deliveries', { days: 14 });
    expect(upcoming.error).toBeNull();
    const byDay = new Map(
      (upcoming.data as { delivery_date: string; changed: boolean; lines: unknown[] }[]).map(
        (delivery) => [delivery.delivery_date, delivery],
      ),
    );
    expect(byDay.get(firstDay)).toMatchObject({ changed: true });
    expect(byDay.get(firstDay)?.lines).toHaveLength(2);
    expect(byDay.get(secondDay)).toMatchObject({
      changed: false,
      lines: [{ product_id: classic.id, quantity: 5 }],
    });

    await runSchedule(handle, beforeCutoff(firstDay));
    await runSchedule(handle, beforeCutoff(secondDay));

    const skipperOrders = await ordersOf(handle, skipper.id);
    expect(skipperOrders.map((order) => order.delivery_date)).toEqual([secondDay]);
    expect(skipperOrders[0]?.order_items).toEqual([{ product_id: classic.id, quantity: 5 }]);
    expect((await runsOf(skipper)).map((run) => [run.delivery_date, run.outcome])).toEqual([
      [firstDay, 'skipped'],
      [secondDay, 'placed'],
    ]);

    const changerOrders = await ordersOf(handle, changer.id);
    expect(changerOrders.map((order) => order.delivery_date)).toEqual([firstDay, secondDay]);
    expect(
      Object.fromEntries(
        changerOrders[0]?.order_items.map((item) => [item.product_id, item.quantity]) ?? [],
      ),
    ).toEqual({ [classic.id]: 9, [brioche.id]: 1 });
    expect(changerOrders[1]?.order_items).toEqual([{ product_id: classic.id, quantity: 5 }]);
  });

  it('tells the customer when stock is short and places nothing rather than less', async () => {
    const scarce = await newProduct(handle, { name: 'Bun al carbone', stock_quantity: 3 });
    const restaurant = await newRestaurant(handle, 'Pub Senza Scorte');
    await saveStandingOrder(
      restaurant,
      weekLines(firstDay, [
        [scarce, 5],
        [classic, 2],
      ]),
      addDays(today, 1),
    );
    const classicBefore = await stockOf(handle, classic.id);

    await runSchedule(handle, beforeCutoff(firstDay));

    expect(await ordersOf(handle, restaurant.id)).toHaveLength(0);
    expect(await stockOf(handle, scarce.id)).toBe(3);
    expect(await stockOf(handle, classic.id)).toBe(classicBefore);
    const [run] = await runsOf(restaurant);
    expect(run?.outcome).toBe('out_of_stock');
    expect(run?.message).toContain('Bun al carbone (ne restano 3)');
    expect(run?.message).toContain('non abbiamo confermato');
    const mails = await claimMailsFor(restaurant.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['out_of_stock']);
  });

  it('tells the customer a holiday falls on the day, the evening before the cut-off', async () => {
    const holiday = nextWeekdayHoliday(addDays(today, 3));
    const restaurant = await newRestaurant(handle, 'Ristorante Festivo');
    // The holiday is the plan's first delivery: weeks before it (in December, Christmas among
    // them) the job, never run for them here, would report those days as well.
    const startsOn = laterDay(addDays(today, 1), addDays(holiday, -6));
    await saveStandingOrder(restaurant, weekLines(holiday, [[classic, 4]]), startsOn);

    // The evening two days before: a holiday notice instead of the reminder.
    await runSchedule(handle, romeTime(addDays(holiday, -2), '18:30'));
    const notices = await claimMailsFor(restaurant.email);
    expect(notices.map((mail) => [mail.kind, mail.delivery_date])).toEqual([['holiday', holiday]]);

    await runSchedule(handle, beforeCutoff(holiday));
    expect(await ordersOf(handle, restaurant.id)).toHaveLength(0);
    const [run] = await runsOf(restaurant);
    expect(run).toMatchObject({ delivery_date: holiday, outcome: 'holiday' });
    expect(run?.message).toMatch(/è festivo e non consegniamo/);
    // One notice for the day, not a second one from the job.
    expect(await claimMailsFor(restaurant.email)).toEqual([]);
  });

  it('e-mails the Italian reminder once, with the day’s packs, the evening before the cut-off', async () => {
    const restaurant = await newRestaurant(handle, 'Hamburgeria Promemoria');
    await saveStandingOrder(
      restaurant,
      weekLines(secondDay, [
        [classic, 12],
        [brioche, 1],
      ]),
      addDays(today, 1),
    );
    const evening = romeTime(addDays(secondDay, -2), '18:05');
    await runSchedule(handle, romeTime(addDays(secondDay, -2), '17:55'));
    await runSchedule(handle, evening);
    await runSchedule(handle, new Date(evening.getTime() + 5 * 60_000));

    // The scheduler's jobs (pg_cron stand-in): the standing-order job and order-follow-up,
    // which sends what is queued.
    const firstRun = await stack.scheduledJobs.runDue(new Date());
    expect(firstRun.ran).toContain('standing-orders');
    expect(firstRun.failed).toEqual([]);
    await stack.scheduledJobs.runDue(new Date());

    const mails = (await outboxFor(stack.url, restaurant.email)).filter(
      (mail) => mail.kind === 'standing-order',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Domani alle 14:00 confermiamo il tuo ordine fisso');
    expect(mails[0]?.text).toContain(
      'Domani alle 14:00 confermiamo il tuo ordine fisso per la consegna di',
    );
    expect(mails[0]?.text).toContain('modificalo o salta questa consegna');
    expect(mails[0]?.text).toContain(`${classic.name}: 12 confezioni`);
    expect(mails[0]?.text).toContain(`${brioche.name}: 1 confezione`);
    expect(mails[0]?.text).toContain('/ordine-fisso');
  });

  it('places nothing while paused, and again after resuming', async () => {
    const restaurant = await newRestaurant(handle, 'Locanda in Pausa');
    await saveStandingOrder(
      restaurant,
      [...weekLines(firstDay, [[classic, 2]]), ...weekLines(secondDay, [[classic, 2]])],
      addDays(today, 1),
    );
    expect(
      (await restaurant.client.rpc('set_standing_order_status', { status: 'paused' })).error,
    ).toBeNull();
    await runSchedule(handle, beforeCutoff(firstDay));
    expect(await ordersOf(handle, restaurant.id)).toHaveLength(0);

    expect(
      (await restaurant.client.rpc('set_standing_order_status', { status: 'active' })).error,
    ).toBeNull();
    await runSchedule(handle, beforeCutoff(secondDay));
    expect((await ordersOf(handle, restaurant.id)).map((order) => order.delivery_date)).toEqual([
      secondDay,
    ]);

    expect(
      (await restaurant.client.rpc('set_standing_order_status', { status: 'ended' })).error,
    ).toBeNull();
    expect(
      await rpcError(restaurant.client.rpc('set_standing_order_status', { status: 'active' })),
    ).toBe('standing_order_ended');
  });
});

describe('who may do what', () => {
  it('shows the admin the packs not yet confirmed, per product and customer, and nobody else', async () => {
    const restaurant = await newRestaurant(handle, 'Trattoria Prevista');
    // The same weekday a week on, or the week after when that is a holiday (8 December).
    let nextWeek = addDays(secondDay, 7);
    while (!isDeliveryDay(nextWeek)) nextWeek = addDays(nextWeek, 7);
    await saveStandingOrder(restaurant, weekLines(nextWeek, [[brioche, 11]]), addDays(today, 1));
    const admin = createNodeClient(handle.url, handle.anonKey);
    await signInAsAdmin(admin);

    const expected = await admin.rpc('admin_expected_standing_packs', { day: nextWeek });
    expect(expected.error).toBeNull();
    const plan = expected.data as {
      products: { product_id: string; packs: number }[];
      customers: { customer_id: string; packs: number }[];
    };
    expect(
      plan.products.find((row) => row.product_id === brioche.id)?.packs,
    ).toBeGreaterThanOrEqual(11);
    expect(plan.customers).toContainEqual(
      expect.objectContaining({ customer_id: restaurant.id, packs: 11 }),
    );

    const customerPage = await admin.rpc('standing_order_deliveries', {
      customer_id: restaurant.id,
      days: 21,
    });
    expect(customerPage.error).toBeNull();
    expect(customerPage.data).toContainEqual(
      expect.objectContaining({
        delivery_date: nextWeek,
        lines: [{ product_id: brioche.id, quantity: 11, name: brioche.name }],
      }),
    );

    const peek = await restaurant.client.rpc('admin_expected_standing_packs', { day: nextWeek });
    expect(peek.error?.code).toBe('42501');
  });

  it('keeps one customer’s standing order away from another', async () => {
    const owner = await newRestaurant(handle, 'Osteria Riservata');
    const other = await newRestaurant(handle, 'Osteria Curiosa');
    await saveStandingOrder(owner, weekLines(secondDay, [[classic, 7]]), addDays(today, 1));

    for (const table of ['standing_orders', 'standing_order_lines', 'standing_order_runs']) {
      const { data, error } = await other.client.from(table).select('*');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const peek = await other.client.rpc('standing_order_deliveries', { customer_id: owner.id });
    expect(peek.error?.message).toBe('not_allowed');
    // Their own calls only ever reach their own standing order.
    expect(
      await rpcError(other.client.rpc('skip_standing_delivery', { delivery_date: secondDay })),
    ).toBe('standing_order_not_found');
    const write = await other.client
      .from('standing_order_lines')
      .update({ quantity: 1 })
      .eq('product_id', classic.id);
    expect(write.error?.code).toBe('42501');
  });

  it('offers standing orders to business customers only, paid by transfer or on delivery', async () => {
    const restaurant = await newRestaurant(handle, 'Osteria Regole');
    const cardOrder = await restaurant.client.rpc('save_standing_order', {
      lines: weekLines(secondDay, [[classic, 1]]),
      address_id: restaurant.addressId,
      payment_method: 'card',
      starts_on: addDays(today, 1),
    });
    expect(cardOrder.error?.message).toBe('invalid_payment_method');
    // A customer whose request the bakery has not approved yet is still a private one.
    const applicant = await newCustomer(handle, 'Trattoria in attesa');
    await requestBusinessAccount(applicant.client);
    const address = await applicant.client
      .from('delivery_addresses')
      .insert({
        label: 'Cucina',
        recipient: 'Trattoria in attesa',
        street: 'Via Garibaldi 12',
        postal_code: '10122',
        city: 'Torino',
        province: 'TO',
      })
      .select('id')
      .single();
    expect(address.error).toBeNull();
    const privateOrder = await applicant.client.rpc('save_standing_order', {
      lines: weekLines(secondDay, [[classic, 1]]),
      address_id: (address.data as { id: string }).id,
      payment_method: 'bank_transfer',
      starts_on: addDays(today, 1),
    });
    expect(privateOrder.error?.message).toBe('business_only');
  });
});
