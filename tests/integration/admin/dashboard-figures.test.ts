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
    expect(expected.orders.today).toBe(9);
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
