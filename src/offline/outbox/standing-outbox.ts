import { ApiError } from '@/lib/api-error';
import type { Json } from '@/types/database.gen';
import type { OrderClient } from '@/domain/orders/order-client';
import { requestOutboxSend } from '@/offline/outbox/request-outbox-send';
import type { StandingChange, StandingOutboxEntry } from '@/offline/outbox/standing-outbox-types';
import { writeMakingRoom } from '@/offline/storage-pressure';

// Standing-order changes made offline (issue 23): kept in the outbox's IndexedDB and sent by the
// outbox's own triggers (app start, `online`, visibility, Background Sync) after the waiting
// orders. A refusal (the cut-off passed meanwhile) stays with the server's reason to read.

const listeners = new Set<() => void>();

export function subscribeToStandingOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function announce(): void {
  listeners.forEach((listener) => listener());
}

async function table() {
  const { offlineDb } = await import('@/offline/db');
  return offlineDb().standingOutbox;
}

export function standingChangeId(change: StandingChange): string {
  return change.kind === 'status' ? 'status' : `${change.kind}:${change.deliveryDate}`;
}

/** Keeps the change for sending; a newer change of the same thing replaces the older one. */
export async function queueStandingChange(
  userId: string,
  change: StandingChange,
  now: number = Date.now(),
): Promise<void> {
  const entries = await table();
  const entry: StandingOutboxEntry = {
    id: standingChangeId(change),
    userId,
    createdAt: now,
    change,
    status: 'waiting',
  };
  await writeMakingRoom('outbox', () => entries.put(entry));
  announce();
  requestOutboxSend();
}

export async function standingChangesOf(userId: string): Promise<StandingOutboxEntry[]> {
  const entries = await (await table()).orderBy('createdAt').toArray();
  return entries.filter((entry) => entry.userId === userId);
}

export async function removeStandingChange(id: string): Promise<void> {
  await (await table()).delete(id);
  announce();
}

/** The database function behind each change: the same ones the screen calls online. */
export async function sendStandingChange(
  client: OrderClient,
  change: StandingChange,
): Promise<void> {
  const result =
    change.kind === 'skip'
      ? await client.rpc('skip_standing_delivery', {
          delivery_date: change.deliveryDate,
          skipped: change.skipped,
        })
      : change.kind === 'change'
        ? await client.rpc('change_standing_delivery', {
            delivery_date: change.deliveryDate,
            lines: change.lines as unknown as Json,
          })
        : await client.rpc('set_standing_order_status', { status: change.status });
  if (result.error) throw new ApiError(result.status, result.statusText, result.error);
}

/**
 * Sends the customer's waiting changes, oldest first. Stops at the first temporary failure
 * (offline again); a refusal is kept as failed with the server's Italian reason.
 */
export async function sendStandingChanges(
  userId: string,
  send: (change: StandingChange) => Promise<void>,
  isTemporaryFailure: (error: unknown) => boolean,
): Promise<void> {
  const entries = await table();
  for (const entry of await standingChangesOf(userId)) {
    if (entry.status !== 'waiting') continue;
    try {
      await send(entry.change);
      await entries.delete(entry.id);
    } catch (error) {
      if (isTemporaryFailure(error)) return;
      const hint = error instanceof ApiError ? error.hint : undefined;
      await entries.update(entry.id, {
        status: 'failed',
        problem: hint ?? 'Il forno non ha accettato questa modifica.',
      });
    } finally {
      announce();
    }
  }
}
