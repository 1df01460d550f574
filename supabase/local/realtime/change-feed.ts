import type { Database } from '../db/types.ts';
import { readCapturedChange } from './captured-change.ts';
import { type ChangeSubscriber, deliverChange } from './change-delivery.ts';

/** The NOTIFY channel `local_stack.realtime_capture()` writes to. */
const captureChannel = 'local_stack_realtime';

/**
 * Installs the capture trigger on every table of publication `supabase_realtime` (and removes
 * it from tables that left). The stack runs it after migrations; subscriptions run it again.
 */
export async function installRealtimeCapture(db: Database): Promise<void> {
  await db.query('select local_stack.realtime_sync_triggers()');
}

/**
 * LISTENs for captured changes and delivers them, one at a time in commit order, to the
 * subscribed channels. Listening starts with the first subscription, so a stack nobody
 * subscribes to holds no extra connection.
 */
export class ChangeFeed {
  private readonly subscribers = new Set<ChangeSubscriber>();
  private listening: Promise<() => Promise<void>> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly db: Database) {}

  /** Resolves once LISTEN is in place: changes committed after that reach subscribers. */
  async start(): Promise<void> {
    if (this.closed) throw new Error('The realtime change feed is closed');
    this.listening ??= this.db.listen(captureChannel, (payload) => this.enqueue(payload));
    try {
      await this.listening;
    } catch (error) {
      this.listening = undefined;
      throw error;
    }
  }

  add(subscriber: ChangeSubscriber): void {
    this.subscribers.add(subscriber);
  }

  remove(subscriber: ChangeSubscriber): void {
    this.subscribers.delete(subscriber);
  }

  private enqueue(payload: string): void {
    if (this.closed) return;
    this.queue = this.queue
      .then(async () => {
        // Read even with nobody subscribed: a parked (overflow) change must be taken out.
        const change = await readCapturedChange(this.db, payload);
        if (change) await deliverChange(this.db, change, this.subscribers);
      })
      .catch((error: unknown) => {
        if (!this.closed)
          console.error('[local stack] realtime: a change was not delivered:', error);
      });
  }

  /** Stops listening after the changes already received are delivered. */
  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
    await this.queue;
    const unlisten = await this.listening?.catch(() => undefined);
    this.listening = undefined;
    await unlisten?.();
  }
}
