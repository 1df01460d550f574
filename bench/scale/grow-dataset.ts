import pg from 'pg';
import {
  continueOrderNumbersSql,
  insertCustomersSql,
  insertOrdersStatements,
  lastOrderNumberSql,
  prepareSessionSql,
} from './dataset-sql.ts';

/** How big the synthetic shop is: registered customers and orders (three lines each). */
export interface DatasetSize {
  customers: number;
  orders: number;
}

export const emptyDataset: DatasetSize = { customers: 0, orders: 0 };

/** Orders per transaction: big enough for set-based speed, small enough to show progress. */
const ordersPerBatch = 100_000;

/**
 * Grows the benchmark's customers and orders from `from` to `to` straight in the database (as
 * the cluster's superuser), then refreshes the planner's statistics and the visibility map as
 * autovacuum would after such a load.
 */
export async function growDataset(
  databaseUrl: string,
  from: DatasetSize,
  to: DatasetSize,
  log: (line: string) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(prepareSessionSql);
    if (to.customers > from.customers) {
      const started = performance.now();
      await client.query(insertCustomersSql, [from.customers + 1, to.customers]);
      log(`  ${to.customers - from.customers} clienti in ${seconds(started)}`);
    }
    const issued = await client.query<{ value: string }>(lastOrderNumberSql);
    const numberOffset = Number(issued.rows[0]?.value ?? 0) - from.orders;
    for (let first = from.orders + 1; first <= to.orders; first += ordersPerBatch) {
      const last = Math.min(to.orders, first + ordersPerBatch - 1);
      const started = performance.now();
      await client.query('begin');
      for (const statement of insertOrdersStatements(first, last, to.customers, numberOffset)) {
        await client.query(statement);
      }
      await client.query('commit');
      log(`  ordini ${first}–${last} in ${seconds(started)}`);
    }
    await client.query(continueOrderNumbersSql, [numberOffset + to.orders]);
    await rebuildSummaries(client, log);
    const started = performance.now();
    await client.query('vacuum (analyze)');
    log(`  vacuum analyze in ${seconds(started)}`);
  } finally {
    await client.end();
  }
}

/**
 * The load bypasses triggers, so whatever they keep (the dashboard's daily summaries, when the
 * migrations have them) is recounted afterwards, as the migration that introduced them did.
 */
async function rebuildSummaries(client: pg.Client, log: (line: string) => void): Promise<void> {
  const { rows } = await client.query<{ present: boolean }>(
    `select to_regproc('private.rebuild_order_report_totals') is not null as present`,
  );
  if (!rows[0]?.present) return;
  const started = performance.now();
  await client.query('select private.rebuild_order_report_totals()');
  log(`  riepiloghi giornalieri ricalcolati in ${seconds(started)}`);
}

function seconds(startedAt: number): string {
  return `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
}
