/**
 * `npm run bench:scale [-- --runs 5 --orders 100000,1000000]`: a report, not a test. Ten years of
 * a busy bakery in a throwaway PostgreSQL 15 cluster with the project's migrations and seed:
 * for each size (customers = orders / 50, three lines per order, over three years) it grows the
 * data with set-based SQL, starts the local stack on it (bench port) and times the admin
 * console's requests and place_order through the REST API with supabase-js, as the app sends
 * them: one warm-up, then the median of `runs`. Requests run under hosted Supabase's 8 s
 * statement timeout. Prints the table with the growth ratio and writes
 * bench/results/scale-latest.json (and scale-<latest migration>.json, to keep before/after).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ports } from '../../scripts/lib/ports.ts';
import {
  clusterUrl,
  findPostgresBinDir,
  startCluster,
  stopCluster,
} from '../../scripts/lib/postgres-cluster.ts';
import { listMigrations } from '../../supabase/local/db/migrate.ts';
import { defaultSupabaseDir, startStack } from '../../supabase/local/stack.ts';
import { type DatasetSize, emptyDataset, growDataset } from './grow-dataset.ts';
import { measureRequests, type SizeResult } from './measure-size.ts';
import { printScaleTable } from './print-scale-table.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    orders: { type: 'string', default: '100000,1000000' },
  },
});
const runs = Number(values.runs);
const sizes: DatasetSize[] = values.orders
  .split(',')
  .map(Number)
  .sort((a, b) => a - b)
  .map((orders) => ({ orders, customers: Math.max(1, Math.round(orders / 50)) }));
if (
  !Number.isInteger(runs) ||
  runs < 1 ||
  sizes.some((size) => !Number.isSafeInteger(size.orders))
) {
  throw new Error('Uso: npm run bench:scale -- --runs 5 --orders 100000,1000000');
}
if (!findPostgresBinDir()) {
  console.error('PostgreSQL non trovato: installalo con apt-get install -y postgresql.');
  process.exit(1);
}

const migrations = listMigrations(join(defaultSupabaseDir, 'migrations'));
const latestMigration = migrations.at(-1)?.version ?? 'none';
const log = (line: string) => console.info(line);

/** Hosted Supabase stops an authenticated request's statement after 8 s (HTTP 500). */
async function applyStatementTimeout(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`alter database postgres set statement_timeout = '8s'`);
  await client.end();
}

const cluster = await startCluster();
// Ctrl+C (or a SIGTERM) must not leave the cluster running.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopCluster(cluster);
    process.exit(130);
  });
}
const results: SizeResult[] = [];
try {
  const databaseUrl = clusterUrl(cluster);
  log(`PostgreSQL su ${databaseUrl}; migrazioni fino a ${latestMigration}`);
  // Migrations and seed, once; the data is then grown size after size.
  await (await startStack({ port: ports.bench.stack, databaseUrl, reset: true })).stop();
  let current = emptyDataset;
  for (const size of sizes) {
    log(`\n${size.orders} ordini, ${size.customers} clienti: generazione…`);
    const loadStarted = performance.now();
    await growDataset(databaseUrl, current, size, log);
    const loadSeconds = Math.round((performance.now() - loadStarted) / 1000);
    current = size;
    await applyStatementTimeout(databaseUrl);
    const stack = await startStack({ port: ports.bench.stack, databaseUrl });
    if (stack.appliedMigrations.length > 0) {
      await stack.stop();
      throw new Error(
        `Migrazioni aggiunte durante la misura: ${stack.appliedMigrations.join(', ')}`,
      );
    }
    try {
      results.push({
        ...size,
        loadSeconds,
        requests: await measureRequests(stack, databaseUrl, runs, log),
      });
    } finally {
      await stack.stop();
    }
  }
} finally {
  stopCluster(cluster);
}

printScaleTable(results, runs);
const report = { measuredAt: new Date().toISOString(), latestMigration, runs, sizes: results };
const resultsDir = join(process.cwd(), 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const json = `${JSON.stringify(report, null, 2)}\n`;
writeFileSync(join(resultsDir, 'scale-latest.json'), json);
writeFileSync(join(resultsDir, `scale-${latestMigration}.json`), json);
console.info(
  `\nRisultati scritti in bench/results/scale-latest.json e scale-${latestMigration}.json`,
);
