// Sends the pushes the database queued (decision 022): claim the due ones, send each to its
// device's push service, and record what the service said — sent, gone (the subscription is
// removed), retry later (429 / 5xx, with back-off) or given up. An event that no device took
// goes back to its e-mail queue in the database. Without VAPID keys nothing can be sent, so
// every claimed push is given up and its e-mail goes instead.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { PushOutcome, PushSender } from '../_shared/web-push/push-sender.ts';
import type { NotificationRun } from './claimed-mails.ts';

const claimedPushes = z.array(
  z.object({
    id: z.number(),
    endpoint: z.string(),
    p256dh: z.string(),
    auth: z.string(),
    topic: z.string(),
    payload: z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() }),
    attempts: z.number(),
  }),
);

export async function sendQueuedPushes(
  admin: SupabaseClient,
  sender: PushSender | undefined,
): Promise<NotificationRun> {
  const run: NotificationRun = { sent: 0, failed: 0 };
  const { data, error } = await admin.rpc('claim_push_deliveries', { max_count: 50 });
  if (error) throw new Error(`claim_push_deliveries: ${error.message}`);
  for (const push of claimedPushes.parse(data)) {
    const outcome: PushOutcome = sender
      ? await sender.send(push, push.payload)
      : { kind: 'failed', status: undefined, reason: 'VAPID keys are not configured' };
    if (outcome.kind === 'sent') run.sent += 1;
    else {
      run.failed += 1;
      console.error(`order-follow-up: push ${push.id} (${push.topic}):`, JSON.stringify(outcome));
    }
    const finished = await admin.rpc('finish_push_delivery', {
      delivery_id: push.id,
      outcome: outcome.kind,
      retry_after_seconds: outcome.kind === 'retry' ? (outcome.retryAfterSeconds ?? null) : null,
    });
    if (finished.error) throw new Error(`finish_push_delivery: ${finished.error.message}`);
  }
  return run;
}
