import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { createNodeClient } from '../../support/supabase-clients.ts';
import { startFixtureStack } from '../storage/fixture-stack.ts';
import { loadDataset, romeToday } from './dashboard-dataset.ts';
import { expectedDashboard } from './dashboard-expectations.ts';

// The dashboard's figures on a small fixed shop of its own (issue 22): revenue, orders and
// customers by Rome day, week and month, orders by status, the chart, the best sellers and the
// next delivery days. Written against the first admin_dashboard and kept passing by its
// rewrite, so the faster reports answer exactly what the old ones did.

let stack: RunningStack;
let today: string;

beforeAll(async () => {
  stack = await startFixtureStack({ seed: false });
  today = await romeToday(stack.ctx.db);
  await stack.ctx.db.transaction((tx) => loadDataset(tx, today));
});

afterAll(async () => {
  await stack?.stop();
});

async function drift(): Promise<number> {
  const { rows } = await stack.ctx.db.query<{ rows: string }>(
    'select private.order_report_totals_drift() as rows',
  );
  return Number(rows[0]?.rows);
}

async function dashboard(chartDays: number): Promise<unknown> {
  const service = createNodeClient(stack.url, stack.serviceRoleKey);
  const { data, error } = await service.rpc('admin_dashboard', { chart_days: chartDays });
  expect(error).toBeNull();
  return data;
}

describe('admin_dashboard on a fixed dataset', () => {
  it.each([30, 7])('answers the expected figures over %i days', async (chartDays) => {
    const expected = expectedDashboard(today, chartDays);
    expect(await dashboard(chartDays)).toEqual(expected);
    // The figures that do not depend on the calendar, spelled out.
    expect(expected.orders_by_status).toEqual({
      received: 5,
      in_preparation: 3,
      shipped: 2,
      delivered: 9,
      cancelled: 2,
    });
    // Nine orders placed today, two of them cancelled or refunded: the count beside the
    // revenue counts the seven the revenue counts.
    expect(expected.orders.today).toBe(7);
    expect(expected.revenue.today).toBe(83.4);
    expect(expected.new_customers.total).toBe(5);
    expect(expected.upcoming_deliveries.map((day) => day.orders)).toEqual([2, 1, 1, 1, 1, 1]);
  });

  it('ranks the best sellers of the chart window, each under the first name it had', () => {
    const names = (days: number) =>
      expectedDashboard(today, days).best_sellers.map(
        (seller) => `${seller.product_name} ${seller.packs}`,
      );
    // Distinct pack counts: the ranking has no ties to break differently.
    expect(names(30)).toEqual([
      'Bun Classico 19',
      'Bun di Segale 12',
      'Bun Integrale 10',
      'Bun di Patate 9',
      'Brioche al Burro 8',
    ]);
    expect(names(7)).toEqual([
      'Bun Classico 14',
      'Bun di Patate 9',
      'Bun Integrale 8',
      'Bun Nero 6',
      'Brioche al Burro 5',
    ]);
  });
});

// The dashboard reads daily summaries that triggers keep; after any kind of change they must
// equal a recount of the orders. Runs after the figures above: it changes the dataset.
describe('the daily summaries behind the dashboard', () => {
  const sql = (text: string) => stack.ctx.db.query(text);

  it('follow inserts, status and payment changes and moved deliveries', async () => {
    expect(await drift()).toBe(0);
  });

  it('follow order lines added, changed and removed, and orders deleted with their lines', async () => {
    const anOrder = `(select id from public.orders order by created_at desc limit 1)`;
    await sql(`insert into public.order_items (order_id, line_number, product_id, product_name,
        product_slug, unit_price, quantity, line_total)
      select ${anOrder}, 9, id, name, slug, price, 2, price * 2 from public.products limit 1`);
    await sql(`update public.order_items set quantity = 3, line_total = unit_price * 3
      where line_number = 9`);
    expect(await drift()).toBe(0);
    await sql('delete from public.order_items where line_number = 9');
    expect(await drift()).toBe(0);
    // Orders are fiscal records; a retention job deleting old ones must not leave totals behind.
    await sql(`delete from public.orders where created_at < now() - interval '300 days'`);
    expect(await drift()).toBe(0);
  });

  it('notice a summary that went wrong, and a rebuild puts it right', async () => {
    await sql('update private.order_day_totals set orders = orders + 1 where orders > 0');
    expect(await drift()).toBeGreaterThan(0);
    await sql('select private.rebuild_order_report_totals()');
    expect(await drift()).toBe(0);
  });
});
