import { z } from 'zod';
import type { Database } from '../db/types.ts';
import { type ChannelHub, roomOf } from './channel-hub.ts';

/** The NOTIFY channel of bootstrap/05-realtime-messages.sql's trigger on realtime.messages. */
const messagesChannel = 'local_stack_realtime_broadcast';

const notificationSchema = z.object({
  id: z.string(),
  topic: z.string(),
  event: z.string().nullable(),
  private: z.boolean(),
  payload: z.unknown().nullable(),
  inserted_at: z.string(),
});

/**
 * Broadcast from the database: a committed broadcast row of realtime.messages (what
 * `realtime.send()` and `realtime.broadcast_changes()` insert) reaches the channels of its topic
 * as `{type: 'broadcast', event, payload, meta: {id}}`, as hosted Realtime sends it. Listening
 * starts with the first socket.
 */
export class DatabaseBroadcasts {
  private listening: Promise<() => Promise<void>> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly hub: ChannelHub,
  ) {}

  async start(): Promise<void> {
    if (this.closed) return;
    this.listening ??= this.db.listen(messagesChannel, (payload) => this.enqueue(payload));
    try {
      await this.listening;
    } catch (error) {
      this.listening = undefined;
      throw error;
    }
  }

  private enqueue(text: string): void {
    if (this.closed) return;
    this.queue = this.queue
      .then(() => this.deliver(text))
      .catch((error: unknown) => {
        if (!this.closed)
          console.error('[local stack] realtime: a database broadcast failed:', error);
      });
  }

  private async deliver(text: string): Promise<void> {
    const message = notificationSchema.parse(JSON.parse(text));
    let payload = message.payload;
    if (payload === null) {
      // Too large for NOTIFY: read it from the row.
      const { rows } = await this.db.query<{ payload: unknown }>(
        'select payload from realtime.messages where id = $1::uuid and inserted_at = $2::timestamp',
        [message.id, message.inserted_at],
      );
      payload = rows[0]?.payload ?? null;
    }
    this.hub.broadcast(roomOf(message.topic, message.private), {
      event: message.event ?? '',
      payload: { json: payload },
      meta: { id: message.id },
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.queue;
    const unlisten = await this.listening?.catch(() => undefined);
    this.listening = undefined;
    await unlisten?.();
  }
}
