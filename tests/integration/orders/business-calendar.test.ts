import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { availableDeliveryDates } from '../../../src/domain/orders/delivery-calendar.ts';
import { paymentDueOn } from '../../../src/domain/orders/payment-terms.ts';
import { joinTeam } from '../../support/business-accounts.ts';
import { createNodeClient } from '../../support/supabase-clients.ts';
import { testAuthOverrides } from '../../support/test-stack-options.ts';
import { startPrivateStack } from '../../support/scratch-database.ts';
import { signInAsAdmin } from '../../support/admin-sign-in.ts';
import {
  customerPassword,
  newCustomer,
  newProduct,
  serviceClient,
  type StackHandle,
  type TestProduct,
} from '../payments/payment-fixtures.ts';
import {
  addDays,
  deliveryDates,
  isoWeekday,
  newRestaurant,
  romeTime,
  runSchedule,
  runsOf,
  saveStandingOrder,
} from './standing-order-fixtures.ts';

// The bakery's calendar and a business's terms (issue 36, decision 015): closures and closed
// weekdays in the delivery days (server and device), in the standing orders and the production
// plan; due dates by the terms, within the law; payment reminders. A stack of this file's own:
// closures change every customer's delivery days.

let stack: RunningStack;
let handle: StackHandle;
let bun: TestProduct;

beforeAll(async () => {
  stack = await startPrivateStack({ auth: testAuthOverrides });
  handle = stack;
  bun = await newProduct(handle, { name: 'Bun calendario', price: 5, stock_quantity: 1000 });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

async function sql<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  return (await stack.ctx.db.query<Row>(text, values)).rows;
}

async function withClosure<T>(
  closure: { starts_on: string; ends_on: string; reason: string },
  run: () => Promise<T>,
) {
  const [row] = await sql<{ id: string }>(
    'insert into public.shop_closures (starts_on, ends_on, reason) values ($1, $2, $3) returning id',
    [closure.starts_on, closure.ends_on, closure.reason],
  );
  const id = row!.id;
  try {
    return await run();
  } finally {
    await sql('delete from public.shop_closures where id = $1', [id]);
  }
}

/** Tomorrow in Rome: the first day a standing order may start. */
function tomorrow(): string {
  return addDays(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()),
    1,
  );
}

async function shopCutoff(): Promise<string> {
  const [row] = await sql<{ cutoff: string }>(
    'select order_cutoff_time::text as cutoff from public.shop_settings',
  );
  return row!.cutoff;
}

function parseDates(value: string[] | string): string[] {
  return Array.isArray(value) ? value : value.replace(/^\{|\}$/g, '').split(',');
}

describe('the delivery days', () => {
  it('skip a closure of the bakery for everyone and a closed weekday for that business only', async () => {
    const [first, second] = (await deliveryDates(handle)) as [string, string];
    const anon = createNodeClient(stack.url, stack.anonKey);
    await withClosure({ starts_on: first, ends_on: first, reason: 'Festa patronale' }, async () => {
      const dates = (await anon.rpc('available_delivery_dates')).data as string[];
      expect(dates).not.toContain(first);
      expect(dates[0]).toBe(second);
      expect((await anon.rpc('is_delivery_day', { day: first })).data).toBe(false);
      expect((await anon.rpc('shop_closure_on', { day: first })).data).toBe('Festa patronale');
      const closures = (await anon.from('shop_closures').select('starts_on, ends_on, reason')).data;
      expect(closures).toEqual([{ starts_on: first, ends_on: first, reason: 'Festa patronale' }]);

      const buyer = await newCustomer(handle, 'Cliente in chiusura');
      const refused = await buyer.client.rpc('place_order', {
        lines: [{ product_id: bun.id, quantity: 1 }],
        delivery_date: first,
        payment_method: 'card',
        idempotency_key: `chiuso-${randomUUID()}`,
        address: {
          recipient: 'Cliente',
          street: 'Via Po 1',
          postal_code: '10124',
          city: 'Torino',
          province: 'TO',
        },
      });
      expect(refused.error?.message).toBe('invalid_delivery_date');

      // The device's rule with the same closures says the same.
      const cutoff = await shopCutoff();
      expect(
        availableDeliveryDates(new Date(), cutoff, {
          closures: closures ?? [],
          closedWeekdays: [],
        }),
      ).toEqual(dates);
    });

    const restaurant = await newRestaurant(handle, 'Osteria chiusa il giorno dopo');
    const closed = await restaurant.client.rpc('set_business_closed_weekdays', {
      weekdays: [isoWeekday(second)],
    });
    expect(closed.data).toEqual([isoWeekday(second)]);
    const forRestaurant = (await restaurant.client.rpc('available_delivery_dates'))
      .data as string[];
    expect(forRestaurant).toContain(first);
    expect(forRestaurant).not.toContain(second);
    expect((await anon.rpc('available_delivery_dates')).data).toEqual([first, second]);
    const everyDay = await restaurant.client.rpc('set_business_closed_weekdays', {
      weekdays: [1, 2, 3, 4, 5, 6],
    });
    expect(everyDay.error?.message).toBe('invalid_weekdays');
    const privately = await newCustomer(handle, 'Privato senza giorni di chiusura');
    const notBusiness = await privately.client.rpc('set_business_closed_weekdays', {
      weekdays: [1],
    });
    expect(notBusiness.error?.message).toBe('business_only');
  });

  it('agree between the device and the database over two years of closures and closed weekdays', async () => {
    const restaurant = await newRestaurant(handle, 'Osteria del confronto');
    await sql(
      `update public.business_accounts set closed_weekdays = '{1,3}' where customer_id = $1`,
      [restaurant.id],
    );
    const closures = [
      { starts_on: '2027-08-07', ends_on: '2027-08-28', reason: 'Ferie estive' },
      { starts_on: '2027-12-27', ends_on: '2028-01-05', reason: 'Ferie invernali' },
      { starts_on: '2027-06-24', ends_on: '2027-06-24', reason: 'San Giovanni' },
    ];
    const ids: string[] = [];
    for (const closure of closures) {
      const [row] = await sql<{ id: string }>(
        'insert into public.shop_closures (starts_on, ends_on, reason) values ($1, $2, $3) returning id',
        [closure.starts_on, closure.ends_on, closure.reason],
      );
      ids.push(row!.id);
    }
    try {
      const moments = await sql<{ at: Date | string; dates: string[] | string }>(
        `select moment as at, private.delivery_dates_for($1, moment)::text[] as dates
           from generate_series(date '2027-01-01', date '2028-12-31', interval '1 day') day,
                unnest(array['08:00'::time, '14:30'::time]) local_time,
                lateral (select (day::date + local_time) at time zone 'Europe/Rome' as moment) m
          order by moment`,
        [restaurant.id],
      );
      const cutoff = await shopCutoff();
      let compared = 0;
      for (const moment of moments) {
        const at = new Date(moment.at);
        expect({
          at: at.toISOString(),
          dates: availableDeliveryDates(at, cutoff, { closures, closedWeekdays: [1, 3] }),
        }).toEqual({ at: at.toISOString(), dates: parseDates(moment.dates) });
        compared += 1;
      }
      expect(compared).toBe((365 + 366) * 2);
    } finally {
      await sql('delete from public.shop_closures where id = any($1::uuid[])', [ids]);
    }
  });
});

describe('payment terms', () => {
  it('give due dates as the device computes them, across month ends and leap years', async () => {
    const rows = await sql<{ terms: string; days: number; delivery: string; due: string }>(
      `select terms, days, day::date::text as delivery,
              private.payment_due_on(terms, days, day::date)::text as due
         from generate_series(date '2027-01-01', date '2028-12-31', interval '1 day') day,
              (values ('immediate', 0), ('days_after_delivery', 1), ('days_after_delivery', 30),
                      ('end_of_month', 0), ('end_of_month', 30)) t(terms, days)`,
    );
    expect(rows).toHaveLength((365 + 366) * 5);
    for (const row of rows) {
      expect(
        paymentDueOn(row.terms as 'immediate', row.days, row.delivery),
        `${row.terms} ${row.days} from ${row.delivery}`,
      ).toBe(row.due);
    }
    const examples = await sql<{ due: string }>(
      `select private.payment_due_on(t, d, day)::text as due from (values
         ('days_after_delivery', 30, date '2027-01-31'), ('days_after_delivery', 30, date '2028-01-31'),
         ('end_of_month', 30, date '2028-02-03'), ('end_of_month', 0, date '2028-02-03'),
         ('end_of_month', 30, date '2027-12-15')) v(t, d, day)`,
    );
    expect(examples.map((row) => row.due)).toEqual([
      '2027-03-02',
      '2028-03-01',
      '2028-03-30',
      '2028-02-29',
      '2028-01-30',
    ]);
  });

  it('never go beyond the 30 days the law allows for perishable food', async () => {
    const restaurant = await newRestaurant(handle, 'Osteria dei termini');
    const admin = await newCustomer(handle, 'Amministratrice termini');
    await serviceClient(handle).from('admin_users').insert({ user_id: admin.id });
    await signInAsAdmin(admin.client, { email: admin.email, password: customerPassword });
    for (const [terms, days] of [
      ['days_after_delivery', 31],
      ['end_of_month', 45],
      ['immediate', 10],
      ['days_after_delivery', 0],
    ] as const) {
      const refused = await admin.client.rpc('admin_set_business_terms', {
        p_customer_id: restaurant.id,
        p_payment_terms: terms,
        p_payment_term_days: days,
        p_credit_limit: 1000,
      });
      expect(refused.error?.message, `${terms} ${days}`).toBe('invalid_terms');
      expect(refused.error?.hint).toMatch(/D\.Lgs\. 198\/2021/);
    }
    const saved = await admin.client.rpc('admin_set_business_terms', {
      p_customer_id: restaurant.id,
      p_payment_terms: 'end_of_month',
      p_payment_term_days: 30,
      p_credit_limit: 1000,
    });
    expect(saved.data).toMatchObject({ payment_terms: 'end_of_month', payment_term_days: 30 });
    // The table refuses it whoever writes.
    await expect(
      sql(`update public.business_accounts set payment_term_days = 60 where customer_id = $1`, [
        restaurant.id,
      ]),
    ).rejects.toThrow(/business_accounts_legal_terms/);
  });

  it('remind the owner and the bookkeeper before a transfer falls due, and once after', async () => {
    const restaurant = await newRestaurant(handle, 'Osteria dei promemoria');
    await sql(
      `update public.business_accounts set payment_terms = 'days_after_delivery', payment_term_days = 1
        where customer_id = $1`,
      [restaurant.id],
    );
    const bookkeeper = await newCustomer(handle, 'Contabile promemoria');
    await joinTeam(restaurant.client, bookkeeper, 'accounting');
    const [first] = (await deliveryDates(handle)) as [string];
    const placed = await restaurant.client.rpc('place_order', {
      lines: [{ product_id: bun.id, quantity: 12 }],
      delivery_date: first,
      payment_method: 'bank_transfer',
      idempotency_key: `promemoria-${randomUUID()}`,
      address_id: restaurant.addressId,
    });
    expect(placed.error).toBeNull();
    const dueOn = addDays(first, 1);
    const run = async (day: string, hhmm: string) =>
      (
        await sql<{ queued: number }>('select public.run_payment_reminders($1) as queued', [
          romeTime(day, hhmm),
        ])
      )[0]!.queued;
    const mailsOf = () =>
      sql<{ kind: string; recipient_email: string }>(
        `select kind, recipient_email from private.account_mails
          where payload ->> 'order_id' = $1 order by kind, recipient_email`,
        [(placed.data as { id: string }).id],
      );

    expect(await run(addDays(dueOn, -2), '07:59')).toBe(0);
    expect(await run(addDays(dueOn, -2), '09:00')).toBeGreaterThanOrEqual(2);
    expect(await run(addDays(dueOn, -1), '09:00')).toBe(0);
    expect(await mailsOf()).toEqual(
      [restaurant.email, bookkeeper.email]
        .sort()
        .map((email) => ({ kind: 'payment_due_soon', recipient_email: email })),
    );
    await run(addDays(dueOn, 1), '09:00');
    await run(addDays(dueOn, 2), '09:00');
    expect((await mailsOf()).filter((mail) => mail.kind === 'payment_overdue')).toHaveLength(2);
  });
});

describe('standing orders on closed days', () => {
  it('skip a closure with one notice, never placing the delivery', async () => {
    const [first] = (await deliveryDates(handle)) as [string];
    const restaurant = await newRestaurant(handle, 'Osteria in ferie');
    await saveStandingOrder(
      restaurant,
      [{ weekday: isoWeekday(first), product_id: bun.id, quantity: 6 }],
      tomorrow(),
    );
    await withClosure(
      { starts_on: first, ends_on: addDays(first, 10), reason: 'Ferie' },
      async () => {
        const plan = await serviceClient(handle).rpc('admin_expected_standing_packs', {
          day: first,
        });
        expect(plan.data).toMatchObject({ total_packs: 0, closure: 'Ferie' });
        // At reminder time (18:00 two days before) the closure is known: one notice, no reminder.
        await runSchedule(handle, romeTime(addDays(first, -2), '18:30'));
        await runSchedule(handle, romeTime(addDays(first, -1), '13:30'));
        await runSchedule(handle, romeTime(addDays(first, -1), '13:45'));
      },
    );
    const runs = (await runsOf(restaurant)).filter((each) => each.delivery_date === first);
    expect(runs).toEqual([expect.objectContaining({ outcome: 'closed', order_id: null })]);
    expect(runs[0]?.message).toMatch(
      /siamo chiusi \(Ferie\): il tuo ordine fisso salta questa consegna/,
    );
    const mails = await sql<{ kind: string }>(
      `select m.kind from private.standing_order_mails m join public.standing_orders s on s.id = m.standing_order_id
        where s.user_id = $1 and m.delivery_date = $2`,
      [restaurant.id, first],
    );
    expect(mails).toEqual([{ kind: 'closed' }]);
  });

  it('refuse lines on the business’s closed weekday, and skip a day it closed later with a notice', async () => {
    const [first] = (await deliveryDates(handle)) as [string];
    const restaurant = await newRestaurant(handle, 'Osteria chiusa');
    await restaurant.client.rpc('set_business_closed_weekdays', { weekdays: [isoWeekday(first)] });
    const refused = await restaurant.client.rpc('save_standing_order', {
      lines: [{ weekday: isoWeekday(first), product_id: bun.id, quantity: 6 }],
      address_id: restaurant.addressId,
      payment_method: 'bank_transfer',
      starts_on: tomorrow(),
    });
    expect(refused.error?.message).toBe('closed_weekday');

    await restaurant.client.rpc('set_business_closed_weekdays', { weekdays: [] });
    await saveStandingOrder(
      restaurant,
      [{ weekday: isoWeekday(first), product_id: bun.id, quantity: 6 }],
      tomorrow(),
    );
    await restaurant.client.rpc('set_business_closed_weekdays', { weekdays: [isoWeekday(first)] });
    await runSchedule(handle, romeTime(addDays(first, -1), '13:30'));
    const runs = (await runsOf(restaurant)).filter((each) => each.delivery_date === first);
    expect(runs).toEqual([expect.objectContaining({ outcome: 'closed', order_id: null })]);
    expect(runs[0]?.message).toMatch(/il tuo locale è chiuso/);
  });
});
