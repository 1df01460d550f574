/**
 * `npm run bench:load [-- --duration 600 --customers 200]`: a report, not a test (issue 40).
 * A busy morning on a throwaway PostgreSQL with the migrations and the seed, through the local
 * stack's HTTP API as the apps use it (supabase-js): private buyers and restaurants browse,
 * quote, place, cancel and pay; two admins move orders on, record payments, issue delivery notes
 * and restock; consoles listen on Realtime; the stack's scheduler runs the every-minute jobs and
 * the run drives the standing-order job on its own clock across two cut-offs. Faults: the stack
 * killed with SIGKILL and restarted, PostgreSQL restarted in immediate mode, a third of the
 * customers cut off for up to 30 s (they queue and send in a burst), the standing-order job
 * stopped through a whole placing window. Then it compares what clients were told with what the
 * database holds, prints the tables and writes bench/results/load-latest.json.
 */
import { setMaxListeners } from 'node:events';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ports } from '../../scripts/lib/ports.ts';
import {
  clusterLogPath,
  clusterUrl,
  findPostgresBinDir,
  restartClusterImmediately,
  startCluster,
  stopCluster,
} from '../../scripts/lib/postgres-cluster.ts';
import { demoKeys } from '../../supabase/local/keys.ts';
import { signInAsAdmin } from '../../tests/support/admin-sign-in.ts';
import { completeProductInformation } from '../../tests/support/complete-product.ts';
import { createNodeClient } from '../../tests/support/supabase-clients.ts';
import { addBenchProducts } from '../bench-products.ts';
import { pause } from './clock.ts';
import { customerLoop, type Shop } from './customer-loop.ts';
import { adminLoop } from './admin-loop.ts';
import { CallLog } from './latency.ts';
import { Ledger } from './ledger.ts';
import { createPopulation } from './population.ts';
import { listenForOrders } from './realtime-listeners.ts';
import { type LoadReport, printLoadReport } from './report.ts';
import { saveStandingOrders, standingOrderDriver, standingPlan } from './standing-order-driver.ts';
import { StackProcess } from './stack-process.ts';
import { verify } from './verify.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '600' },
    customers: { type: 'string', default: '200' },
    'business-share': { type: 'string', default: '0.3' },
    'no-faults': { type: 'boolean', default: false },
  },
});
const durationMs = Number(values.duration) * 1000;
const customerCount = Number(values.customers);
const businessShare = Number(values['business-share']);
if (!(durationMs >= 30_000) || !(customerCount >= 2) || !(businessShare > 0 && businessShare < 1)) {
  throw new Error(
    'Uso: npm run bench:load -- --duration 600 --customers 200 [--business-share 0.3] [--no-faults]',
  );
}
if (!findPostgresBinDir()) {
  console.error('PostgreSQL non trovato: installalo con apt-get install -y postgresql.');
  process.exit(1);
}
const log = (line: string) => console.info(line);

// Durable like production: a commit acknowledged to a client must survive the immediate restart.
const cluster = await startCluster({ durable: true });
const databaseUrl = clusterUrl(cluster);
const resultsDir = join(process.cwd(), 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const stack = new StackProcess(ports.bench.stack, databaseUrl, join(resultsDir, 'load-stack.log'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stack.kill().finally(() => {
      stopCluster(cluster);
      process.exit(130);
    });
  });
}

async function sql(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}

async function lowestStock(
  service: ReturnType<typeof createNodeClient>,
): Promise<number | undefined> {
  const { data } = await service
    .from('products')
    .select('stock_quantity')
    .order('stock_quantity')
    .limit(1);
  return (data as { stock_quantity: number }[] | null)?.[0]?.stock_quantity;
}

try {
  log(`PostgreSQL su ${databaseUrl}: migrazioni e dati demo…`);
  await stack.prepare();
  await stack.start();
  // The run is the standing-order job's scheduler (its clock moves across two cut-offs).
  await sql(`select cron.unschedule('standing-orders')`);
  const service = createNodeClient(stack.url, demoKeys.serviceRoleKey);
  await addBenchProducts(service, 40);
  const { data: plenty } = await service.from('products').select('id').like('slug', 'bench-bun-%');
  const scarceRows = Array.from({ length: 3 }, (_, index) => ({
    ...completeProductInformation,
    slug: `carico-scarso-${index}`,
    name: `Bun a tiratura limitata ${index + 1}`,
    price: 5,
    category: 'speciali',
    stock_quantity: 30,
    weight_grams: 90,
  }));
  const { data: scarce, error: scarceError } = await service
    .from('products')
    .insert(scarceRows)
    .select('id');
  if (scarceError) throw new Error(scarceError.message);
  const deliveryDates = (await service.rpc('available_delivery_dates')).data as string[];
  const plan = standingPlan(deliveryDates[0]!, deliveryDates[1]!);

  log(`${customerCount} clienti (${Math.round(businessShare * 100)}% ristoranti)…`);
  const customers = await createPopulation(
    stack.url,
    demoKeys.anonKey,
    service,
    customerCount,
    businessShare,
  );
  const restaurants = customers.filter((customer) => customer.kind === 'business');
  const products = (plenty as { id: string }[]).map((row) => row.id);
  await saveStandingOrders(restaurants, plan, products);

  const admins = await Promise.all(
    [0, 1].map(async (index) => {
      const client = createNodeClient(stack.url, demoKeys.anonKey, {
        'x-forwarded-for': `10.41.0.${index + 1}`,
      });
      await signInAsAdmin(client);
      return client;
    }),
  );
  const listeners = admins.map((admin, index) => listenForOrders(admin, `console-${index + 1}`));
  await pause(2_000);
  const listeningSince = new Date();

  const controller = new AbortController();
  // Every simulated person waits on the run's end.
  setMaxListeners(0, controller.signal);
  const startedAt = Date.now();
  const shop: Shop = {
    log: new CallLog(),
    ledger: new Ledger(),
    products,
    scarce: (scarce as { id: string }[]).map((row) => row.id),
    deliveryDates,
    offline: new Set(),
    stopAt: startedAt + durationMs,
    signal: controller.signal,
    stackUrl: stack.url,
  };
  let lowestSeen = Number.POSITIVE_INFINITY;
  const monitor = (async () => {
    while (!controller.signal.aborted) {
      const low = await lowestStock(service).catch(() => undefined);
      if (low !== undefined) lowestSeen = Math.min(lowestSeen, low);
      await pause(1_000, controller.signal);
    }
  })();

  const faults: LoadReport['faults'] = [];
  const at = (fraction: number) => pause(startedAt + durationMs * fraction - Date.now());
  const since = () => Math.round((Date.now() - startedAt) / 1000);
  /** Runs a fault and notes when it began and how long until the shop was back. */
  const fault = async (what: string, action: () => Promise<void>) => {
    const began = Date.now();
    const second = since();
    log(`${second} s: ${what}`);
    await action();
    faults.push({ at: second, what, recoveredMs: Date.now() - began });
  };
  const faultRun = values['no-faults']
    ? Promise.resolve()
    : (async () => {
        await at(0.25);
        await fault('stack SIGKILL + riavvio', async () => {
          await stack.kill();
          await stack.start();
        });
        await at(0.45);
        await fault('pg_ctl restart -m immediate', async () => {
          restartClusterImmediately(cluster);
        });
        await at(0.65);
        const cut = Math.min(30_000, durationMs * 0.15);
        const cutOff = customers.filter((_, index) => index % 3 === 0);
        await fault(`${cutOff.length} clienti senza rete per ${cut / 1000} s`, async () => {
          cutOff.forEach((customer) => shop.offline.add(customer.index));
          await pause(cut);
          shop.offline.clear();
        });
      })();

  log(`Carico per ${durationMs / 1000} s…`);
  const loops = [
    ...customers.map((customer) => customerLoop(customer, shop)),
    ...admins.map((admin) => adminLoop(admin, shop)),
  ];
  const driver = standingOrderDriver(
    service,
    plan,
    shop.log,
    startedAt,
    durationMs,
    controller.signal,
  );
  await pause(durationMs);
  controller.abort();
  await faultRun;
  await Promise.all([...loops, monitor]);
  log(`Ordini fissi, ultimo giro del job: ${JSON.stringify(await driver)}`);
  // Where the job's stop fell on the run's clock (its own clock maps the run onto the plan).
  const onRun = (instant: Date) =>
    ((instant.getTime() - plan.start.getTime()) / (plan.end.getTime() - plan.start.getTime())) *
    durationMs;
  faults.push({
    at: Math.round(onRun(plan.stoppedFrom) / 1000),
    what: 'job degli ordini fissi fermo per tutta la finestra del secondo giorno',
    recoveredMs: Math.round(onRun(plan.stoppedUntil) - onRun(plan.stoppedFrom)),
  });
  await pause(3_000);
  await Promise.all(listeners.map((listener) => listener.stop()));

  const verdict = await verify(
    databaseUrl,
    shop.ledger,
    customers.map((customer) => customer.id),
    restaurants.map((restaurant) => restaurant.id),
    plan,
    Number.isFinite(lowestSeen) ? lowestSeen : 0,
    clusterLogPath(cluster),
  );
  const expectedEvents = await (async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ orders: string }>(
      'select count(*) as orders from public.orders where created_at >= $1',
      [listeningSince],
    );
    await client.end();
    return Number(rows[0]?.orders ?? 0);
  })();
  const report: LoadReport = {
    measuredAt: new Date().toISOString(),
    durationSeconds: durationMs / 1000,
    customers: { private: customers.length - restaurants.length, business: restaurants.length },
    admins: admins.length,
    faults,
    verdict,
    realtime: listeners.map((listener, index) => ({
      subscriber: `console-${index + 1}`,
      expected: expectedEvents,
      delivered: listener.received.size,
    })),
    refusals: Object.fromEntries(shop.ledger.refusals),
    retriedErrors: {
      deadlocks: shop.log.countCodes(['40P01']),
      serialisationFailures: shop.log.countCodes(['40001']),
    },
    calls: shop.log.summary(),
  };
  printLoadReport(report);
  writeFileSync(join(resultsDir, 'load-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.info('\nRisultati scritti in bench/results/load-latest.json');
} finally {
  await stack.stop();
  // PostgreSQL's log goes with the cluster: keep it beside the stack's for a deadlock's story.
  copyFileSync(clusterLogPath(cluster), join(resultsDir, 'load-postgres.log'));
  stopCluster(cluster);
}
process.exit(0);
