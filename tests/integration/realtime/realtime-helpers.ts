import {
  createClient,
  type RealtimeChannel,
  type RealtimeClientOptions,
  type RealtimePostgresChangesPayload,
  type RealtimeSystemPayload,
  type SupabaseClient,
} from '@supabase/supabase-js';
import WebSocket from 'ws';

// Realtime tests drive the local stack with the unmodified supabase-js client (the `ws`
// transport Node 20 needs) and wait on events with timeouts, never on fixed sleeps.

export type Row = Record<string, unknown>;
export type Change = RealtimePostgresChangesPayload<Row>;

const transport = WebSocket as unknown as typeof globalThis.WebSocket;

/**
 * supabase-js with in-memory sessions and, optionally, realtime options (vsn, reconnect …) or
 * a fixed access token (third-party-token mode: every channel joins with it).
 */
export function realtimeClient(
  url: string,
  key: string,
  realtime: RealtimeClientOptions = {},
  accessToken?: string,
): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport, ...realtime },
    ...(accessToken ? { accessToken: () => Promise.resolve(accessToken) } : {}),
  });
}

/** Things that arrive over time; `waitFor` resolves with the first match, past or future. */
export class EventLog<T> {
  readonly items: T[] = [];
  private waiters: { predicate: (item: T) => boolean; resolve: (item: T) => void }[] = [];

  push(item: T): void {
    this.items.push(item);
    for (const waiter of [...this.waiters]) {
      if (waiter.predicate(item)) {
        this.waiters = this.waiters.filter((other) => other !== waiter);
        waiter.resolve(item);
      }
    }
  }

  waitFor(predicate: (item: T) => boolean, what: string, timeoutMs = 8000): Promise<T> {
    const found = this.items.find(predicate);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter.resolve !== done);
        reject(
          new Error(
            `Timed out after ${timeoutMs} ms waiting for ${what}; received: ${JSON.stringify(this.items)}`,
          ),
        );
      }, timeoutMs);
      const done = (item: T) => {
        clearTimeout(timer);
        resolve(item);
      };
      this.waiters.push({ predicate, resolve: done });
    });
  }
}

export interface Binding {
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  schema: string;
  table?: string;
  filter?: string;
  select?: string[];
}

export interface Subscription {
  channel: RealtimeChannel;
  /** Changes, tagged with the index of the binding whose callback received them. */
  changes: EventLog<Change & { binding: number }>;
  system: EventLog<RealtimeSystemPayload>;
  statuses: EventLog<{ status: string; error?: Error }>;
}

export interface ChannelOptions {
  topic?: string;
  config?: Record<string, unknown>;
}

/** A channel with `bindings`, subscribed; resolves on SUBSCRIBED, rejects on an error status. */
export async function subscribe(
  client: SupabaseClient,
  bindings: Binding[],
  options: ChannelOptions = {},
): Promise<Subscription> {
  const subscription = await openChannel(client, bindings, options);
  const [first] = subscription.statuses.items;
  if (first?.status !== 'SUBSCRIBED') {
    throw new Error(`subscribe: ${first?.status} ${first?.error?.message ?? ''}`);
  }
  return subscription;
}

/** A channel with `bindings`, once its subscription reported a first status, whichever. */
export async function openChannel(
  client: SupabaseClient,
  bindings: Binding[],
  options: ChannelOptions = {},
): Promise<Subscription> {
  const topic = options.topic ?? `rt-${Math.random().toString(36).slice(2, 10)}`;
  const channel = client.channel(topic, { config: { ...options.config } });
  const changes = new EventLog<Change & { binding: number }>();
  const system = new EventLog<RealtimeSystemPayload>();
  const statuses = new EventLog<{ status: string; error?: Error }>();
  bindings.forEach((binding, index) => {
    channel.on('postgres_changes', binding, (payload: Change) =>
      changes.push({ ...payload, binding: index }),
    );
  });
  channel.on('system', {}, (payload: RealtimeSystemPayload) => system.push(payload));
  channel.subscribe((status, error) => statuses.push({ status, ...(error ? { error } : {}) }));
  await statuses.waitFor(() => true, `the subscription of ${topic}`);
  return { channel, changes, system, statuses };
}

/**
 * Proves the server has no older frame for this client in flight: a fresh channel's join is
 * answered on the same socket after everything sent before it. The stack sends all frames of
 * one change together, so after a flush a change another client already received has either
 * reached this client too or was never sent to it.
 */
export async function flush(client: SupabaseClient): Promise<void> {
  const probe = await subscribe(client, []);
  await client.removeChannel(probe.channel);
}

export function byRecordId(id: unknown) {
  return (change: Change): boolean =>
    (change.new as Row).id === id || (change.old as Row).id === id;
}
