import {
  clusterUrl,
  findPostgresBinDir,
  startCluster,
  stopCluster,
} from '../scripts/lib/postgres-cluster.ts';
import { demoAccounts } from '../supabase/local/demo-accounts.ts';
import { type RunningStack, startStack } from '../supabase/local/stack.ts';
import { createNodeClient } from '../tests/support/supabase-clients.ts';
import { benchDeliveryAddress } from './bench-address.ts';
import { addBenchProducts, benchCategories } from './bench-products.ts';

export interface LatencyStats {
  requests: number;
  p50Ms: number;
  p95Ms: number;
}

export interface StackMetrics {
  database: 'PGlite' | 'PostgreSQL';
  /** Start from nothing: database open (initdb), bootstrap, migrations, seed, seed images, listening. */
  coldStartMs: number;
  /** PGlite only: start from the cached template of the migrated, seeded database (tests, e2e). */
  templateStartMs?: number;
  /** supabase-js product-list queries over 1,000 extra products (filters, search, order, page). */
  productList: LatencyStats;
  /** place_order round trips by a signed-in customer (each with its own idempotency key). */
  placeOrder: LatencyStats;
}

const requestsPerMeasure = 200;

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

async function timeRequests(
  count: number,
  request: (index: number) => Promise<void>,
  /** Untimed work before each request (keeping the data in a state the request accepts). */
  before?: (index: number) => Promise<void>,
): Promise<LatencyStats> {
  const durations: number[] = [];
  for (let index = 0; index < count; index += 1) {
    await before?.(index);
    const started = performance.now();
    await request(index);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { requests: count, p50Ms: percentile(durations, 0.5), p95Ms: percentile(durations, 0.95) };
}

async function timedStart(
  databaseUrl: string | undefined,
  templateCache: boolean,
): Promise<[RunningStack, number]> {
  const started = performance.now();
  const stack = await startStack({
    port: 0,
    memory: true,
    templateCache,
    ...(databaseUrl ? { databaseUrl, reset: true } : {}),
  });
  return [stack, Math.round(performance.now() - started)];
}

async function measureOn(
  database: StackMetrics['database'],
  databaseUrl: string | undefined,
): Promise<StackMetrics> {
  let templateStartMs: number | undefined;
  if (!databaseUrl) {
    // The first start makes sure the template exists; the second is timed.
    await (await timedStart(undefined, true))[0].stop();
    const [fromTemplate, ms] = await timedStart(undefined, true);
    await fromTemplate.stop();
    templateStartMs = ms;
  }
  const [stack, coldStartMs] = await timedStart(databaseUrl, false);
  try {
    const service = createNodeClient(stack.url, stack.serviceRoleKey);
    const productId = await addBenchProducts(service, 1000);

    const anon = createNodeClient(stack.url, stack.anonKey);
    const searches = ['sesamo', 'artigianale', 'Bun di prova 01', 'patata', ''];
    const productList = await timeRequests(requestsPerMeasure, async (index) => {
      let query = anon
        .from('products')
        .select('*')
        .is('archived_at', null)
        .order('name')
        .range(0, 23);
      if (index % 2 === 0)
        query = query.eq('category', benchCategories[index % benchCategories.length] ?? 'classici');
      if (index % 3 === 0) query = query.eq('is_bestseller', true);
      const search = searches[index % searches.length] ?? '';
      if (search) query = query.or(`name.ilike.%${search}%,description.ilike.%${search}%`);
      const { error } = await query;
      if (error) throw new Error(`product list failed: ${error.message}`);
    });

    const customer = createNodeClient(stack.url, stack.anonKey);
    const account =
      demoAccounts.find((candidate) => candidate.label === 'Cliente privato') ?? demoAccounts[0];
    if (!account) throw new Error('no demo account');
    const signIn = await customer.auth.signInWithPassword({
      email: account.email,
      password: account.password,
    });
    if (signIn.error) throw new Error(`sign-in failed: ${signIn.error.message}`);
    const dates = await customer.rpc('available_delivery_dates');
    if (dates.error) throw new Error(dates.error.message);
    const deliveryDate = (dates.data as string[])[0];
    const runId = Date.now().toString(36);
    // One private customer may leave only a few orders unpaid on delivery (issue 36): the
    // bakery's payments are recorded between the timed requests, so each one is accepted.
    const userId = signIn.data.user.id;
    const settleCashOrders = async () => {
      const { error } = await service
        .from('orders')
        .update({ payment_status: 'paid', paid_at: new Date().toISOString() })
        .eq('user_id', userId)
        .eq('payment_method', 'cash_on_delivery')
        .eq('payment_status', 'pending');
      if (error) throw new Error(`settling the bench's orders failed: ${error.message}`);
    };
    const placeOrder = await timeRequests(
      requestsPerMeasure,
      async (index) => {
        const { error } = await customer.rpc('place_order', {
          lines: [{ product_id: productId, quantity: 1 + (index % 3) }],
          delivery_date: deliveryDate,
          // Paid on delivery (Turin): card orders would hold stock for a payment (issue 21).
          payment_method: 'cash_on_delivery',
          idempotency_key: `bench-${runId}-${index}`,
          address: benchDeliveryAddress,
        });
        if (error) throw new Error(`place_order failed: ${error.message} ${error.details ?? ''}`);
      },
      settleCashOrders,
    );
    return {
      database,
      coldStartMs,
      ...(templateStartMs ? { templateStartMs } : {}),
      productList,
      placeOrder,
    };
  } finally {
    await stack.stop();
  }
}

/** Cold start and latencies of the local stack on PGlite and, when installed, on PostgreSQL. */
export async function measureStack(): Promise<StackMetrics[]> {
  const results = [await measureOn('PGlite', undefined)];
  if (!findPostgresBinDir()) {
    console.warn(
      'PostgreSQL non installato: salto le misure su PostgreSQL (apt-get install -y postgresql).',
    );
    return results;
  }
  const cluster = await startCluster();
  try {
    results.push(await measureOn('PostgreSQL', clusterUrl(cluster)));
  } finally {
    stopCluster(cluster);
  }
  return results;
}
