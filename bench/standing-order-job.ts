import type { SupabaseClient } from '@supabase/supabase-js';
import {
  clusterUrl,
  findPostgresBinDir,
  startCluster,
  stopCluster,
} from '../scripts/lib/postgres-cluster.ts';
import { startStack } from '../supabase/local/stack.ts';
import { createNodeClient } from '../tests/support/supabase-clients.ts';
import { addBenchProducts } from './bench-products.ts';

// Issue 23's benchmark: the standing-order job for N business customers on PostgreSQL. Each
// customer has a standing order of three products for the next delivery day; the job is run at
// half an hour before that day's cut-off (its own clock, as_of) and timed, then run again to time
// the idempotent second pass that must place nothing.

export interface StandingOrderJobMetrics {
  customers: number;
  /** The first run: every delivery placed through place_order. */
  firstRunMs: number;
  placed: number;
  /** The same run again: nothing new, every day already claimed. */
  secondRunMs: number;
  ordersAfterSecondRun: number;
}

const password = 'Bench-Standing-2026';

async function inChunks<T>(items: T[], size: number, run: (chunk: T[]) => Promise<void>) {
  for (let start = 0; start < items.length; start += size)
    await run(items.slice(start, start + size));
}

async function createCustomers(service: SupabaseClient, count: number): Promise<string[]> {
  const runId = Date.now().toString(36);
  const ids: string[] = [];
  await inChunks(
    Array.from({ length: count }, (_, index) => index),
    10,
    async (chunk) => {
      const created = await Promise.all(
        chunk.map((index) =>
          service.auth.admin.createUser({
            email: `bench.standing.${runId}.${index}@example.com`,
            password,
            email_confirm: true,
            user_metadata: { name: `Ristorante ${index}` },
          }),
        ),
      );
      for (const { data, error } of created) {
        if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
        ids.push(data.user.id);
      }
    },
  );
  return ids;
}

function checked<T extends { error: { message: string } | null }>(what: string, result: T): T {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  return result;
}

/** "YYYY-MM-DD 13:30" Rome the day before `deliveryDate`, as an instant. */
function halfHourBeforeCutoff(deliveryDate: string): string {
  const dayBefore = new Date(`${deliveryDate}T12:00:00Z`);
  dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
  const day = dayBefore.toISOString().slice(0, 10);
  const zone = new Intl.DateTimeFormat('en', {
    timeZone: 'Europe/Rome',
    timeZoneName: 'longOffset',
  })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = !zone || zone === 'GMT' ? '+00:00' : zone.slice(3);
  return new Date(`${day}T13:30:00${offset}`).toISOString();
}

export async function measureStandingOrderJobOn(
  databaseUrl: string,
  customers: number,
): Promise<StandingOrderJobMetrics> {
  const stack = await startStack({ port: 0, memory: true, databaseUrl, reset: true });
  try {
    const service = createNodeClient(stack.url, stack.serviceRoleKey);
    await addBenchProducts(service, 3);
    const products = checked(
      'products',
      await service.from('products').select('id').like('slug', 'bench-bun-%').limit(3),
    ).data as { id: string }[];
    const ids = await createCustomers(service, customers);
    await inChunks(ids, 100, async (chunk) => {
      checked(
        'profiles',
        await service
          .from('profiles')
          .update({
            customer_type: 'business',
            company_name: 'Ristorante di prova S.r.l.',
            vat_number: '11876540011',
            sdi_code: 'M5UXCR1',
          })
          .in('id', chunk),
      );
    });
    const addresses = checked(
      'addresses',
      await service
        .from('delivery_addresses')
        .insert(
          ids.map((id) => ({
            user_id: id,
            label: 'Cucina',
            recipient: 'Ristorante di prova',
            street: 'Via Roma 1',
            postal_code: '10121',
            city: 'Torino',
            province: 'TO',
          })),
        )
        .select('id, user_id'),
    ).data as { id: string; user_id: string }[];
    const dates = checked('dates', await service.rpc('available_delivery_dates')).data as string[];
    const deliveryDate = dates[0] ?? '';
    const weekday = ((new Date(`${deliveryDate}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const standing = checked(
      'standing orders',
      await service
        .from('standing_orders')
        .insert(
          addresses.map((address) => ({
            user_id: address.user_id,
            address_id: address.id,
            payment_method: 'bank_transfer',
            starts_on: deliveryDate,
          })),
        )
        .select('id'),
    ).data as { id: string }[];
    await inChunks(standing, 100, async (chunk) => {
      checked(
        'lines',
        await service.from('standing_order_lines').insert(
          chunk.flatMap((order) =>
            products.map((product, index) => ({
              standing_order_id: order.id,
              weekday,
              product_id: product.id,
              quantity: 2 + index,
            })),
          ),
        ),
      );
    });

    const asOf = halfHourBeforeCutoff(deliveryDate);
    let started = performance.now();
    const first = checked(
      'first run',
      await service.rpc('run_standing_order_schedule', { as_of: asOf }),
    ).data as { runs: Record<string, number> };
    const firstRunMs = Math.round(performance.now() - started);
    started = performance.now();
    checked('second run', await service.rpc('run_standing_order_schedule', { as_of: asOf }));
    const secondRunMs = Math.round(performance.now() - started);
    const { count } = checked(
      'orders',
      await service
        .from('orders')
        .select('id', { count: 'exact', head: true })
        .eq('delivery_date', deliveryDate)
        .like('idempotency_key', 'ordine-fisso-%'),
    );
    return {
      customers,
      firstRunMs,
      placed: first.runs.placed ?? 0,
      secondRunMs,
      ordersAfterSecondRun: count ?? 0,
    };
  } finally {
    await stack.stop();
  }
}

/** The job on a throwaway PostgreSQL cluster, or undefined when PostgreSQL is not installed. */
export async function measureStandingOrderJob(
  customers = 500,
): Promise<StandingOrderJobMetrics | undefined> {
  if (!findPostgresBinDir()) {
    console.warn('PostgreSQL non installato: salto la misura degli ordini fissi.');
    return undefined;
  }
  const cluster = await startCluster();
  try {
    return await measureStandingOrderJobOn(clusterUrl(cluster), customers);
  } finally {
    stopCluster(cluster);
  }
}
