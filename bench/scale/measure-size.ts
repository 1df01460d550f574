import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import type { Database } from '@/types/database.gen';
import { demoAccounts } from '../../supabase/local/demo-accounts.ts';
import type { RunningStack } from '../../supabase/local/stack.ts';
import { createNodeClient } from '../../tests/support/supabase-clients.ts';
import { median } from '../statistics.ts';
import { type RequestContext, scaleRequests, timeRequest } from './scale-requests.ts';

/** One request's figures at one size. */
export interface RequestResult {
  label: string;
  admin: boolean;
  medianMs: number;
  samplesMs: number[];
  /** HTTP statuses of the timed requests that failed (0: no HTTP answer). */
  failures: number[];
  error?: string;
}

export interface SizeResult {
  customers: number;
  orders: number;
  loadSeconds: number;
  requests: RequestResult[];
}

async function signedIn(stack: RunningStack, label: string): Promise<SupabaseClient<Database>> {
  const account = demoAccounts.find((candidate) => candidate.label === label);
  if (!account) throw new Error(`no demo account "${label}"`);
  const client = createNodeClient(stack.url, stack.anonKey) as SupabaseClient<Database>;
  const { error } = await client.auth.signInWithPassword({
    email: account.email,
    password: account.password,
  });
  if (error) throw new Error(`${account.email}: ${error.message}`);
  return client;
}

/** Ids the requests need, read straight from the database (not timed). */
async function datasetFacts(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('set statement_timeout = 0');
    const day = await client.query<{ day: string }>(
      `select delivery_date::text as day from public.orders where status <> 'cancelled'
        group by delivery_date order by count(*) desc, delivery_date limit 1`,
    );
    const customer = await client.query<{ id: string }>(
      `select user_id as id from public.orders where user_id is not null
        group by user_id order by count(*) desc, user_id limit 1`,
    );
    // Plenty of stock, so place_order measures placing, not running out.
    const product = await client.query<{ id: string }>(
      `update public.products set stock_quantity = 1000000 where slug = 'bun-classico' returning id`,
    );
    return {
      busiestDeliveryDay: day.rows[0]?.day ?? '',
      busiestCustomerId: customer.rows[0]?.id ?? '',
      productId: product.rows[0]?.id ?? '',
    };
  } finally {
    await client.end();
  }
}

/** Times every request of the table: one warm-up, then `runs` timed ones. */
export async function measureRequests(
  stack: RunningStack,
  databaseUrl: string,
  runs: number,
  log: (line: string) => void,
): Promise<RequestResult[]> {
  const customer = await signedIn(stack, 'Cliente privato');
  const dates = await customer.rpc('available_delivery_dates');
  if (dates.error) throw new Error(dates.error.message);
  const context: RequestContext = {
    admin: await signedIn(stack, 'Amministratore'),
    customer,
    deliveryDate: (dates.data as string[])[0] ?? '',
    runId: Date.now().toString(36),
    ...(await datasetFacts(databaseUrl)),
  };
  const results: RequestResult[] = [];
  let attempt = 0;
  for (const request of scaleRequests) {
    const samples = [];
    for (let run = 0; run <= runs; run += 1) {
      const timed = await timeRequest(request, context, (attempt += 1));
      if (run > 0) samples.push(timed);
    }
    const failures = samples.flatMap((sample) =>
      sample.failedStatus === undefined ? [] : [sample.failedStatus],
    );
    const result: RequestResult = {
      label: request.label,
      admin: request.admin,
      medianMs: Math.round(median(samples.map((sample) => sample.ms)) * 10) / 10,
      samplesMs: samples.map((sample) => Math.round(sample.ms * 10) / 10),
      failures,
      ...(failures.length > 0 ? { error: samples.find((sample) => sample.error)?.error } : {}),
    };
    log(
      `  ${result.label}: ${result.medianMs} ms${failures.length ? ` (errori HTTP ${failures.join(', ')})` : ''}`,
    );
    results.push(result);
  }
  return results;
}
