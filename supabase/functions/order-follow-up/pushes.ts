// Sends the pushes the database queued (decision 022): claim the due ones, send each to its
// device's push service, and record what the service said — sent, gone (the subscription is
// removed), retry later (429 / 5xx, with back-off) or given up. An event that no device took
// goes back to its e-mail queue in the database. Without VAPID keys nothing can be sent, so
// every claimed push is given up and its e-mail goes instead. One bad row or one slow push
// service never stops the others: each push is read and finished on its own, four at a time,
// each request bounded by the sender's timeout.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { PushOutcome, PushSender } from '../_shared/web-push/push-sender.ts';
import type { NotificationRun } from './claimed-mails.ts';

const claimedPush = z.object({
  id: z.number(),
  endpoint: z.string(),
  p256dh: z.string(),
  auth: z.string(),
  topic: z.string(),
  payload: z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() }),
  attempts: z.number(),
});

/** Pushes sent at the same time: a run stays short even when a push service is slow. */
const parallelPushes = 4;

async function outcomeOf(row: unknown, sender: PushSender | undefined): Promise<PushOutcome> {
  const push = claimedPush.safeParse(row);
  if (!push.success) return { kind: 'failed', status: undefined, reason: 'unreadable row' };
  if (!sender)
    return { kind: 'failed', status: undefined, reason: 'VAPID keys are not configured' };
  try {
    return await sender.send(push.data, push.data.payload);
  } catch (error) {
    return { kind: 'failed', status: undefined, reason: String(error) };
  }
}

export async function sendQueuedPushes(
  admin: SupabaseClient,
  sender: PushSender | undefined,
): Promise<NotificationRun> {
  const run: NotificationRun = { sent: 0, failed: 0 };
  const { data, error } = await admin.rpc('claim_push_deliveries', { max_count: 20 });
  if (error) throw new Error(`claim_push_deliveries: ${error.message}`);
  const rows: unknown[] = Array.isArray(data) ? data : [];

  const finish = async (row: unknown) => {
    const id = (row as { id?: unknown }).id;
    const outcome = await outcomeOf(row, sender);
    if (outcome.kind === 'sent') run.sent += 1;
    else {
      run.failed += 1;
      console.error(`order-follow-up: push ${String(id)}:`, JSON.stringify(outcome));
    }
    if (typeof id !== 'number') return;
    const finished = await admin.rpc('finish_push_delivery', {
      delivery_id: id,
      outcome: outcome.kind,
      retry_after_seconds: outcome.kind === 'retry' ? (outcome.retryAfterSeconds ?? null) : null,
    });
    // Left claimed: claimed again after ten minutes, and given up after the sixth try.
    if (finished.error)
      console.error(`order-follow-up: finish push ${id}:`, finished.error.message);
  };

  const queue = [...rows];
  await Promise.all(
    Array.from({ length: parallelPushes }, async () => {
      for (let row = queue.shift(); row !== undefined; row = queue.shift()) await finish(row);
    }),
  );
  return run;
}
