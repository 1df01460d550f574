import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../supabase/local/db/types.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { signInAsAdmin } from '../../support/admin-sign-in.ts';
import { romeToday } from '../../support/rome-calendar.ts';
import { createNodeClient } from '../../support/supabase-clients.ts';
import { testAuthOverrides } from '../../support/test-stack-options.ts';
import { startFixtureStack } from '../storage/fixture-stack.ts';
import {
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
  newRestaurant,
  type Restaurant,
  runSchedule,
  runsOf,
  saveStandingOrder,
} from './standing-order-fixtures.ts';

// Issue 40: the standing-order run places many orders in one transaction while the same
// restaurants order by hand, cancel, and the office moves their orders on; expired card holds
// are swept by whichever order comes first. On PostgreSQL these really run at once (the stack's
// pool): a run that took its locks placement by placement deadlocked with them (bench:load,
// decision 019). Every call must succeed and every pack be counted once. On PGlite the stack
// serialises them and the same checks hold trivially.

const onPostgres = Boolean(process.env.DATABASE_URL);
let stack: RunningStack;
let handle: StackHandle;
let firstDay: string;
let deliveryDay: string;
let products: TestProduct[];
let restaurants: Restaurant[];
let admin: ReturnType<typeof createNodeClient>;

beforeAll(async () => {
  stack = await startFixtureStack({ auth: testAuthOverrides });
  handle = stack;
  [firstDay, deliveryDay] = (await deliveryDates(handle)) as [string, string];
  products = await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      newProduct(handle, { name: `Bun gara ${index + 1}`, stock_quantity: 2000, price: 4 }),
    ),
  );
  restaurants = await Promise.all(
    Array.from({ length: 8 }, (_, index) => newRestaurant(handle, `Trattoria Gara ${index + 1}`)),
  );
  admin = createNodeClient(handle.url, handle.anonKey);
  await signInAsAdmin(admin);
}, 180_000);
afterAll(async () => {
  await stack?.stop();
});

/** The products from `shift` on, wrapping: each restaurant names them in another order. */
const rotated = (shift: number, reversed = false) => {
  const list = [...products.slice(shift), ...products.slice(0, shift)];
  return reversed ? list.reverse() : list;
};

function placeFor(restaurant: Restaurant, shift: number, method = 'bank_transfer') {
  return placeWith(restaurant, rotated(shift, shift % 2 === 1), method);
}

async function placeWith(restaurant: Restaurant, lines: TestProduct[], method = 'bank_transfer') {
  const { data, error } = await restaurant.client.rpc('place_order', {
    lines: lines.map((product) => ({ product_id: product.id, quantity: 1 })),
    delivery_date: deliveryDay,
    payment_method: method,
    idempotency_key: `race-${randomUUID()}`,
    address_id: restaurant.addressId,
  });
  if (error) throw new Error(`place_order: ${error.code} ${error.message} ${error.hint}`);
  return data as { id: string };
}

async function moveAsAdmin(orderId: string, status: string) {
  const { error } = await admin.from('orders').update({ status }).eq('id', orderId);
  if (error) throw new Error(`admin sets ${status}: ${error.code} ${error.message}`);
}

async function cancelAsCustomer(restaurant: Restaurant, orderId: string) {
  const { error } = await restaurant.client.rpc('cancel_order', { order_id: orderId });
  if (error) throw new Error(`cancel_order: ${error.code} ${error.message}`);
}

/** Packs of a product in the live (not cancelled) orders of this file's restaurants. */
async function livePacks(productId: string): Promise<number> {
  const { data, error } = await serviceClient(handle)
    .from('order_items')
    .select('quantity, orders!inner(status, user_id)')
    .eq('product_id', productId)
    .in(
      'orders.user_id',
      restaurants.map((restaurant) => restaurant.id),
    )
    .neq('orders.status', 'cancelled');
  if (error) throw new Error(error.message);
  return (data as { quantity: number }[]).reduce((sum, item) => sum + item.quantity, 0);
}

/** The test transaction's server process, to find who waits for it. */
async function backendPid(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
  return rows[0]!.pid;
}

/** Resolves once some transaction waits for a lock the test's transaction (`pid`) holds. */
async function waitUntilBlockedBy(pid: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { rows } = await stack.ctx.db.query<{ waiting: boolean }>(
      'select exists (select 1 from pg_stat_activity where $1 = any (pg_blocking_pids(pid))) as waiting',
      [pid],
    );
    if (rows[0]?.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nothing ever waited for the test transaction');
}

describe('the standing-order run among customers and the office', () => {
  // The interleaving that deadlocked, made to happen: a restaurant's own order holds its account
  // (place_order's first lock) while the run places another restaurant's delivery, then wants a
  // product that delivery took. A run that locks as it goes holds that product and waits for the
  // account: a cycle. A run that takes every account first waits before touching any product.
  it.runIf(onPostgres)(
    'waits for a restaurant ordering at that moment instead of deadlocking with it',
    async () => {
      const [one, two] = await Promise.all([
        newRestaurant(handle, 'Osteria Prima'),
        newRestaurant(handle, 'Osteria Seconda'),
      ]);
      const bun = await newProduct(handle, { name: 'Bun conteso', stock_quantity: 100 });
      for (const restaurant of [one!, two!])
        await saveStandingOrder(
          restaurant,
          [{ weekday: isoWeekday(firstDay), product_id: bun.id, quantity: 3 }],
          addDays(romeToday(), 1),
        );
      // The run places in standing-order id order: `later` is the one it reaches second.
      const { data: order } = await serviceClient(handle)
        .from('standing_orders')
        .select('user_id')
        .in('user_id', [one!.id, two!.id])
        .order('id');
      const later = (order as { user_id: string }[])[1]!.user_id;

      let run: Promise<unknown> | undefined;
      await stack.ctx.db.transaction(async (tx) => {
        await tx.query('select private.lock_customer_orders($1)', [later]);
        run = runSchedule(handle, beforeCutoff(firstDay));
        await waitUntilBlockedBy(await backendPid(tx));
        await tx.query('select 1 from public.products where id = $1 for update', [bun.id]);
      });
      await run;
      for (const restaurant of [one!, two!])
        expect((await runsOf(restaurant)).map((row) => [row.delivery_date, row.outcome])).toEqual([
          [firstDay, 'placed'],
        ]);
    },
  );

  // place_order first sweeps the card holds that ran out (their packs go back), then locks its
  // own products. A sweep that locked only the released orders' products made two passes over
  // products: a writer holding a product of the second pass and wanting one of the first closed
  // a cycle. The sweep now takes every product in one pass.
  it.runIf(onPostgres)(
    'sweeps the expired holds in the same pass over products as the new order',
    async () => {
      const pair = await Promise.all([
        newProduct(handle, { name: 'Bun scaduto A', stock_quantity: 50 }),
        newProduct(handle, { name: 'Bun scaduto B', stock_quantity: 50 }),
      ]);
      const [low, high] = pair.sort((a, b) => a.id.localeCompare(b.id)) as [
        TestProduct,
        TestProduct,
      ];
      const [holder, buyer] = restaurants as [Restaurant, Restaurant];
      const held = await placeWith(holder, [high], 'card');
      const { error } = await serviceClient(handle)
        .from('orders')
        .update({ payment_due_at: new Date(Date.now() - 60_000).toISOString() })
        .eq('id', held.id);
      expect(error).toBeNull();

      let placed: Promise<unknown> | undefined;
      await stack.ctx.db.transaction(async (tx) => {
        // A cancellation of an order of `low` and `high`, halfway: it holds `low`.
        await tx.query('select 1 from public.products where id = $1 for update', [low.id]);
        placed = placeWith(buyer, [low]);
        await waitUntilBlockedBy(await backendPid(tx));
        await tx.query('select 1 from public.products where id = $1 for update', [high.id]);
      });
      await placed;
      const { data } = await serviceClient(handle)
        .from('orders')
        .select('status, cancellation_reason')
        .eq('id', held.id)
        .single();
      expect(data).toEqual({ status: 'cancelled', cancellation_reason: 'payment_expired' });
      expect(await stockOf(handle, high.id)).toBe(50);
      expect(await stockOf(handle, low.id)).toBe(49);
    },
  );

  // The day's delivery notes lock the day's orders and take the document counter for each. Locked
  // one by one in order-number order, an admin shipping a later order of that day (which holds
  // that order and then wants the counter for its note) closed a cycle with them.
  it.runIf(onPostgres)(
    "prints the day's delivery notes while an admin ships one of that day's orders",
    async () => {
      const [buyerOne, buyerTwo] = restaurants.slice(2, 4) as [Restaurant, Restaurant];
      // More than the ten rows a PL/pgSQL loop fetches (and locks) at once, placed one after
      // another so their numbers come before the contested order's.
      const loaf = await newProduct(handle, { name: 'Bun del giorno', stock_quantity: 100 });
      const earlier: { id: string }[] = [];
      for (let index = 0; index < 11; index++) earlier.push(await placeWith(buyerOne, [loaf]));
      const second = await placeWith(buyerTwo, [loaf]);
      let printed: Promise<{ error: unknown }> | undefined;
      await stack.ctx.db.transaction(async (tx) => {
        // The admin's status change, halfway: it holds the later order.
        await tx.query('select 1 from public.orders where id = $1 for update', [second.id]);
        printed = Promise.resolve(
          admin.rpc('issue_delivery_notes_for_day', { p_delivery_date: deliveryDay }),
        );
        await waitUntilBlockedBy(await backendPid(tx));
        // …and now wants the counter for its own delivery note.
        await tx.query(
          "select private.next_document_number('delivery_note', extract(year from now())::integer)",
        );
      });
      expect((await printed)?.error).toBeNull();
      const { data } = await serviceClient(handle)
        .from('delivery_notes')
        .select('order_id')
        .in('order_id', [...earlier.map((order) => order.id), second.id]);
      expect(data).toHaveLength(12);
    },
  );

  it('places every due delivery while the same restaurants order, cancel and are moved on', async () => {
    await Promise.all(
      restaurants.map((restaurant, index) =>
        saveStandingOrder(
          restaurant,
          rotated(index, index % 2 === 0).map((product) => ({
            weekday: isoWeekday(deliveryDay),
            product_id: product.id,
            quantity: 2,
          })),
          addDays(romeToday(), 1),
        ),
      ),
    );
    // Orders already there: the office moves some on, the restaurants cancel others.
    const earlier = await Promise.all(
      restaurants.flatMap((restaurant, index) => [
        placeFor(restaurant, index).then((order) => ({ restaurant, order })),
        placeFor(restaurant, index + 3).then((order) => ({ restaurant, order })),
      ]),
    );
    // Card holds that have run out: the first place_order of the race sweeps them.
    const held = await Promise.all(
      restaurants.slice(0, 4).map((restaurant, index) => placeFor(restaurant, index + 1, 'card')),
    );
    const { error: expireError } = await serviceClient(handle)
      .from('orders')
      .update({ payment_due_at: new Date(Date.now() - 60_000).toISOString() })
      .in(
        'id',
        held.map((order) => order.id),
      );
    expect(expireError).toBeNull();

    const results = await Promise.allSettled([
      runSchedule(handle, beforeCutoff(deliveryDay)),
      ...restaurants.flatMap((restaurant, index) => [
        placeFor(restaurant, index + 2),
        placeFor(restaurant, index + 5),
      ]),
      ...earlier
        .slice(0, 8)
        .map(({ order }, index) =>
          moveAsAdmin(order.id, index % 2 ? 'in_preparation' : 'cancelled'),
        ),
      ...earlier.slice(8).map(({ restaurant, order }) => cancelAsCustomer(restaurant, order.id)),
    ]);
    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason)] : [],
    );
    expect(failures).toEqual([]);

    for (const restaurant of restaurants) {
      expect((await runsOf(restaurant)).map((run) => [run.delivery_date, run.outcome])).toEqual([
        [deliveryDay, 'placed'],
      ]);
    }
    // Stock is what the shop had less the live orders: nothing counted twice or lost.
    for (const product of products) {
      expect(await stockOf(handle, product.id)).toBe(2000 - (await livePacks(product.id)));
    }
    // The report's summary rows, written by every one of them, agree with the orders.
    const { rows: drift } = await stack.ctx.db.query<{ rows: string }>(
      'select private.order_report_totals_drift() as rows',
    );
    expect(Number(drift[0]?.rows)).toBe(0);
    // 8 standing deliveries of 2 packs each, 16 new orders and 4 moved on (not cancelled) of 1.
    expect(await livePacks(products[0]!.id)).toBe(8 * 2 + 16 + 4);
  });
});
