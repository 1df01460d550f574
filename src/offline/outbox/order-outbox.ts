import type { OrderQuote } from '@/domain/orders/order-schemas';
import type {
  OutboxEntry,
  OutboxOrderRequest,
  OutboxStatus,
} from '@/offline/outbox/order-outbox-types';
import { requestOutboxSend } from '@/offline/outbox/request-outbox-send';
import { writeMakingRoom } from '@/offline/storage-pressure';

// The order outbox in IndexedDB (the shared Dexie database, loaded on demand so Dexie stays off
// the first screen). Every change is announced to this tab's listeners and, through a
// BroadcastChannel, to the other tabs and the installed app.

const CHANNEL_NAME = 'bottega-del-bun:order-outbox';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;

function announce(): void {
  listeners.forEach((listener) => listener());
  channel?.postMessage('changed');
}

/** Calls `listener` after every change of the outbox, in this tab or another. */
export function subscribeToOutbox(listener: () => void): () => void {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = () => listeners.forEach((each) => each());
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function outboxTable() {
  const { offlineDb } = await import('@/offline/db');
  return offlineDb().orderOutbox;
}

/**
 * Queues an order prepared offline (bank transfer or cash on delivery). Queueing the same
 * idempotency key twice keeps the first entry: a double tap is still one order.
 */
export async function queueOrder(
  userId: string,
  request: OutboxOrderRequest,
  quote: OrderQuote | null,
  now: number = Date.now(),
): Promise<OutboxEntry> {
  const table = await outboxTable();
  const existing = await table.get(request.idempotencyKey);
  if (existing) return existing;
  const entry: OutboxEntry = {
    id: request.idempotencyKey,
    userId,
    createdAt: now,
    request,
    quote,
    status: 'waiting',
  };
  // The outbox comes first on a full device: pictures, then the catalogue, give way.
  await writeMakingRoom('outbox', () => table.add(entry));
  announce();
  requestOutboxSend();
  return entry;
}

/** The customer's queued orders, oldest first. */
export async function outboxEntriesOf(userId: string): Promise<OutboxEntry[]> {
  const table = await outboxTable();
  const entries = await table.orderBy('createdAt').toArray();
  return entries.filter((entry) => entry.userId === userId);
}

/** Changes an entry; returns the updated entry, or null when it is gone (cancelled). */
export async function updateOutboxEntry(
  id: string,
  changes: Partial<Omit<OutboxEntry, 'id'>>,
): Promise<OutboxEntry | null> {
  const table = await outboxTable();
  const updated = await writeMakingRoom('outbox', () => table.update(id, changes));
  if (updated === 0) return null;
  announce();
  return (await table.get(id)) ?? null;
}

/** A send that has not finished after this long was cut short (tab closed): send again. */
export const STALE_SEND_MS = 120_000;

/**
 * Takes a waiting entry for sending (status `sending`) if nobody else has: two tabs, or a tap
 * on Annulla, racing for the same entry cannot both act on it. A send older than
 * `STALE_SEND_MS` counts as abandoned (the idempotency key makes sending again safe).
 */
export async function claimForSending(
  id: string,
  now: number = Date.now(),
): Promise<OutboxEntry | null> {
  const { offlineDb } = await import('@/offline/db');
  const db = offlineDb();
  const claimed = await db.transaction('rw', db.orderOutbox, async () => {
    const entry = await db.orderOutbox.get(id);
    const abandoned =
      entry?.status === 'sending' && (entry.sendingSince ?? 0) < now - STALE_SEND_MS;
    if (!entry || (entry.status !== 'waiting' && !abandoned)) return null;
    const changes = { status: 'sending' as const, sendingSince: now };
    await db.orderOutbox.update(id, changes);
    return { ...entry, ...changes };
  });
  if (claimed) announce();
  return claimed;
}

/** The buyer accepts the server's new prices: the order is queued again at those prices. */
export async function confirmNewPrices(id: string): Promise<OutboxEntry | null> {
  const { offlineDb } = await import('@/offline/db');
  const db = offlineDb();
  const confirmed = await db.transaction('rw', db.orderOutbox, async () => {
    const entry = await db.orderOutbox.get(id);
    if (entry?.status !== 'needs-confirmation' || !entry.newQuote) return null;
    const next: OutboxEntry = { ...entry, status: 'waiting', quote: entry.newQuote };
    delete next.newQuote;
    await db.orderOutbox.put(next);
    return next;
  });
  if (confirmed) {
    announce();
    requestOutboxSend();
  }
  return confirmed;
}

/** Statuses the buyer may still cancel: nothing has been placed. */
export const cancellableStatuses: readonly OutboxStatus[] = [
  'waiting',
  'needs-confirmation',
  'failed',
];

/** Cancels a queued order that has not been placed; false when it is already on its way. */
export async function cancelQueuedOrder(id: string): Promise<boolean> {
  const { offlineDb } = await import('@/offline/db');
  const db = offlineDb();
  const removed = await db.transaction('rw', db.orderOutbox, async () => {
    const entry = await db.orderOutbox.get(id);
    if (!entry || !cancellableStatuses.includes(entry.status)) return false;
    await db.orderOutbox.delete(id);
    return true;
  });
  if (removed) announce();
  return removed;
}

/**
 * Removes an entry that went through — placed, or handed to the owner for approval — once the
 * buyer has seen it.
 */
export async function dismissPlacedOrder(id: string): Promise<void> {
  const table = await outboxTable();
  const entry = await table.get(id);
  if (entry?.status !== 'placed' && entry?.status !== 'awaiting-approval') return;
  await table.delete(id);
  announce();
}
