// The local stack's stand-in for pg_cron's and pg_net's background workers: once a minute it
// runs the jobs in cron.job that are due (as the superuser, like pg_cron runs a job as its
// owner) and then sends the HTTP requests the jobs queued with net.http_post. Tests drive it
// by hand with runDue(at), so they choose the clock. The tables and functions it reads are
// bootstrap/06-scheduled-jobs.sql.
import type { StackContext } from '../http/types.ts';
import { isDue } from './cron-schedule.ts';

export interface ScheduledJobs {
  /** Runs the jobs due in the minute of `at` (default now), then sends their queued requests. */
  runDue(at?: Date): Promise<{ ran: string[]; failed: string[] }>;
  /** Stops the once-a-minute timer (no-op when it was never started). */
  stop(): void;
}

interface JobRow {
  jobname: string;
  schedule: string;
  command: string;
}

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  timeout_milliseconds: number;
}

/** The Vault secrets the jobs read: where the functions are and the key to call them with. */
export async function storeJobSecrets(ctx: StackContext): Promise<void> {
  await ctx.db.query(
    `insert into vault.secrets (name, secret) values ('project_url', $1), ('order_follow_up_key', $2)
     on conflict (name) do update set secret = excluded.secret`,
    [ctx.apiUrl, ctx.keys.serviceRoleKey],
  );
}

async function sendQueuedRequests(ctx: StackContext): Promise<void> {
  const { rows } = await ctx.db.query<QueuedRequest>(
    'delete from net.http_request_queue returning id, method, url, headers, body, timeout_milliseconds',
  );
  for (const request of rows) {
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body === null ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(request.timeout_milliseconds),
      });
      await response.body?.cancel();
      if (!response.ok) {
        console.warn(`scheduled request ${request.url} answered ${response.status}`);
      }
    } catch (error) {
      console.warn(`scheduled request ${request.url} failed:`, String(error));
    }
  }
}

export function createScheduledJobs(
  ctx: StackContext,
  options: { autoRun: boolean },
): ScheduledJobs {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function runDue(at = new Date()): Promise<{ ran: string[]; failed: string[] }> {
    const { rows } = await ctx.db.query<JobRow>(
      'select jobname, schedule, command from cron.job where active order by jobid',
    );
    const ran: string[] = [];
    const failed: string[] = [];
    for (const job of rows.filter((row) => isDue(row.schedule, at))) {
      try {
        await ctx.db.exec(job.command);
        ran.push(job.jobname);
      } catch (error) {
        failed.push(job.jobname);
        console.warn(`scheduled job ${job.jobname} failed:`, String(error));
      }
    }
    await sendQueuedRequests(ctx);
    return { ran, failed };
  }

  function scheduleNextMinute(): void {
    if (stopped) return;
    const delayMs = 60_000 - (Date.now() % 60_000) + 50;
    timer = setTimeout(() => {
      runDue()
        .catch((error: unknown) => console.warn('scheduled jobs failed:', String(error)))
        .finally(scheduleNextMinute);
    }, delayMs);
    timer.unref();
  }

  if (options.autoRun) scheduleNextMinute();
  return {
    runDue,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
