import { readFileSync } from 'node:fs';
import { deadlockReports } from '../../scripts/lib/postgres-log.ts';
import pg from 'pg';
import type { Ledger } from './ledger.ts';
import type { StandingPlan } from './standing-order-driver.ts';

/** What the database holds after the run, compared with what the clients were told. */
export interface Verdict {
  acknowledged: number;
  stored: number;
  /** Acknowledged to a client, not in the database. Must be 0. */
  lost: number;
  /** Stored for a key the client never got an answer for (it gave up at the end). */
  storedWithoutAnswer: number;
  /** Keys stored more than once, or acknowledged with two ids. Must be 0. */
  duplicateKeys: number;
  /** The lowest stock ever seen while running, and now. Never below 0. */
  lowestStockSeen: number;
  lowestStockNow: number;
  /** Customers above their limits (3 unpaid card orders, 2 unpaid cash orders for a private). */
  unpaidAboveLimit: number;
  /** "deadlock detected" lines in PostgreSQL's log. */
  deadlocksInLog: number;
  /** Each deadlock as PostgreSQL described it: who waited for what, their statements. */
  deadlockReports: string[];
  standing: {
    due: number;
    placed: number;
    missed: number;
    otherOutcome: number;
    unreported: number;
  };
  missedNotified: { customerMails: number; adminNotices: number };
}

export async function verify(
  databaseUrl: string,
  ledger: Ledger,
  customerIds: string[],
  restaurantIds: string[],
  plan: StandingPlan,
  lowestStockSeen: number,
  serverLog: string,
): Promise<Verdict> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stored = (
      await client.query<{ id: string; idempotency_key: string }>(
        `select id, idempotency_key from public.orders
         where user_id = any($1::uuid[]) and idempotency_key like 'carico-%'`,
        [customerIds],
      )
    ).rows;
    const storedIds = new Set(stored.map((row) => row.id));
    const perKey = new Map<string, number>();
    for (const row of stored)
      perKey.set(row.idempotency_key, (perKey.get(row.idempotency_key) ?? 0) + 1);
    const lost = [...ledger.acknowledged.values()].filter((id) => !storedIds.has(id)).length;
    const storedWithoutAnswer = stored.filter(
      (row) => !ledger.acknowledged.has(row.idempotency_key),
    ).length;
    const duplicateKeys =
      [...perKey.values()].filter((count) => count > 1).length + ledger.conflictingAcks;
    const lowestStockNow = Number(
      (
        await client.query<{ low: number }>(
          'select min(stock_quantity) as low from public.products',
        )
      ).rows[0]?.low ?? 0,
    );
    const unpaidAboveLimit = Number(
      (
        await client.query<{ customers: string }>(
          `select count(*) as customers from (
             select o.user_id from public.orders o join public.profiles p on p.id = o.user_id
             where o.user_id = any($1::uuid[]) and o.payment_status = 'pending' and o.status <> 'cancelled'
             group by o.user_id, p.customer_type
             having count(*) filter (where o.payment_method = 'card' and o.status = 'received') > 3
                 or (p.customer_type = 'private' and count(*) filter (where o.payment_method = 'cash_on_delivery') > 2)
           ) above`,
          [customerIds],
        )
      ).rows[0]?.customers ?? 0,
    );
    const runs = (
      await client.query<{ outcome: string; runs: string }>(
        `select r.outcome, count(*) as runs from public.standing_order_runs r
         where r.user_id = any($1::uuid[]) and r.delivery_date in ($2::date, $3::date)
         group by r.outcome`,
        [restaurantIds, plan.firstDay, plan.secondDay],
      )
    ).rows;
    const outcome = (name: string) => Number(runs.find((row) => row.outcome === name)?.runs ?? 0);
    const recorded = runs.reduce((sum, row) => sum + Number(row.runs), 0);
    const due = restaurantIds.length * 2;
    const missedMails = Number(
      (
        await client.query<{ mails: string }>(
          `select count(*) as mails from private.standing_order_mails m
           join public.standing_orders s on s.id = m.standing_order_id
           where s.user_id = any($1::uuid[]) and m.kind = 'missed'`,
          [restaurantIds],
        )
      ).rows[0]?.mails ?? 0,
    );
    const adminNotices = Number(
      (
        await client.query<{ notices: string }>(
          `select count(*) as notices from public.admin_notifications
           where type = 'standing_order_missed' and (payload ->> 'customer_id')::uuid = any($1::uuid[])`,
          [restaurantIds],
        )
      ).rows[0]?.notices ?? 0,
    );
    const deadlocks = deadlockReports(readFileSync(serverLog, 'utf8'));
    return {
      acknowledged: ledger.acknowledged.size,
      stored: stored.length,
      lost,
      storedWithoutAnswer,
      duplicateKeys,
      lowestStockSeen,
      lowestStockNow,
      unpaidAboveLimit,
      deadlocksInLog: deadlocks.length,
      deadlockReports: deadlocks,
      standing: {
        due,
        placed: outcome('placed'),
        missed: outcome('missed'),
        otherOutcome: recorded - outcome('placed') - outcome('missed'),
        unreported: due - recorded,
      },
      missedNotified: { customerMails: missedMails, adminNotices },
    };
  } finally {
    await client.end();
  }
}
