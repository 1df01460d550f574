import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { serviceClient } from '../schema/schema-helpers.ts';
import {
  byRecordId,
  EventLog,
  flush,
  openChannel,
  realtimeClient,
  type Row,
  subscribe,
} from './realtime-helpers.ts';
import { openRawSocket, refusedUpgradeStatus, socketUrl } from './raw-socket.ts';

// The Phoenix protocol as realtime-js 2.119 speaks it (SUPABASE-API.md §6.2), driven by
// supabase-js and, for frames supabase-js never sends, by a bare WebSocket.

const stackUrl = inject('stackUrl');
const anonKey = inject('anonKey');
const serviceRoleKey = inject('serviceRoleKey');
const clients: SupabaseClient[] = [];

function client(options: Parameters<typeof realtimeClient>[2] = {}): SupabaseClient {
  const created = realtimeClient(stackUrl, serviceRoleKey, options);
  clients.push(created);
  return created;
}

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
});

/** A notification only this test knows (the service role writes it; it bypasses RLS). */
async function insertNotification(title = `Prova ${randomUUID()}`): Promise<Row> {
  const { data, error } = await serviceClient()
    .from('admin_notifications')
    .insert({ type: 'low_stock', title, payload: { source: 'realtime-protocol' } })
    .select()
    .single();
  if (error) throw new Error(error.message);
  return data as Row;
}

const notifications = { schema: 'public', table: 'admin_notifications' };

describe('channels and bindings', () => {
  it('routes each change to the bindings and channels that asked for it', async () => {
    const supabase = client();
    const title = `Instradamento ${randomUUID()}`;
    const first = await subscribe(supabase, [
      { event: 'INSERT', ...notifications, filter: `title=eq."${title}"` },
      { event: 'UPDATE', ...notifications, filter: `title=eq."${title}"` },
    ]);
    const second = await subscribe(supabase, [
      { event: 'DELETE', ...notifications },
      { event: '*', ...notifications, filter: `title=eq."${title}"` },
    ]);

    const note = await insertNotification(title);
    await serviceClient()
      .from('admin_notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('id', note.id);
    // RLS is checked by re-reading the row, as hosted Realtime does: an update whose row is
    // already gone is not delivered. Let it arrive before deleting.
    await first.changes.waitFor((c) => c.binding === 1 && byRecordId(note.id)(c), 'the update');
    await serviceClient().from('admin_notifications').delete().eq('id', note.id);
    await second.changes.waitFor(
      (c) => c.binding === 0 && byRecordId(note.id)(c),
      'the deletion on the second channel',
    );
    await flush(supabase);

    const seen = (log: typeof first.changes) =>
      log.items.filter(byRecordId(note.id)).map((c) => [c.binding, c.eventType]);
    expect(seen(first.changes)).toEqual([
      [0, 'INSERT'],
      [1, 'UPDATE'],
    ]);
    // DELETE filters test the old row: the title still matches.
    expect(seen(second.changes)).toEqual([
      [1, 'INSERT'],
      [1, 'UPDATE'],
      [0, 'DELETE'],
      [1, 'DELETE'],
    ]);
  });

  it('answers heartbeats', async () => {
    const supabase = client();
    await subscribe(supabase, []);
    const beats = new EventLog<string>();
    supabase.realtime.onHeartbeat((status) => beats.push(status));
    await supabase.realtime.sendHeartbeat();
    await beats.waitFor((status) => status === 'ok', 'the heartbeat reply');
  });

  it('speaks the 1.0.0 object framing as well as the default 2.0.0', async () => {
    const supabase = client({ vsn: '1.0.0' });
    const watch = await subscribe(supabase, [{ event: 'INSERT', ...notifications }]);
    const note = await insertNotification();
    const change = await watch.changes.waitFor(byRecordId(note.id), 'the insert');
    expect(change.new).toMatchObject({
      title: note.title,
      payload: { source: 'realtime-protocol' },
    });
  });

  it('acknowledges broadcast and presence on the same socket as postgres_changes', async () => {
    const supabase = client();
    const { channel } = await subscribe(supabase, [{ event: 'INSERT', ...notifications }], {
      config: { broadcast: { ack: true } },
    });
    expect(await channel.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } })).toBe('ok');
    expect(await channel.track({ online: true })).toBe('ok');
  });
});

describe('subscription errors', () => {
  it('reports a table outside the publication once joined', async () => {
    const watch = await subscribe(client(), [{ event: '*', schema: 'public', table: 'products' }]);
    const message = await watch.system.waitFor(() => true, 'the system message');
    expect(message).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    expect(message.message).toBe(
      'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: *, schema: public, table: products, filters: [], select: nil]',
    );
  });

  it.each([
    ['nope=eq.1', 'Exception: invalid column for filter nope'],
    ['title=like.%a', null],
    [
      'created_at=gt.yesterday-ish',
      'Exception: invalid input syntax for type timestamp with time zone',
    ],
    ['type=foo.bar', 'Error parsing `filter` params: ["foo", "bar"]'],
    ['read_at=is.maybe', 'Exception: invalid value for is filter'],
    [
      'id=in.1,2',
      'Error parsing `filter` params: `in` filter value must be wrapped by parentheses',
    ],
  ])('checks the filter %s', async (filter, expected) => {
    const watch = await subscribe(client(), [{ event: '*', ...notifications, filter }]);
    const message = await watch.system.waitFor(() => true, 'the system message');
    if (expected === null) {
      expect(message).toMatchObject({ status: 'ok', message: 'Subscribed to PostgreSQL' });
    } else {
      expect(message.status).toBe('error');
      expect(message.message).toContain(expected);
    }
  });

  it('refuses the join instead when the client waits for postgres_changes', async () => {
    const supabase = client();
    const watch = await openChannel(supabase, [{ event: '*', schema: 'public', table: 'nope' }], {
      config: { postgres_changes_options: { wait: true } },
    });
    expect(watch.statuses.items[0]?.status).toBe('CHANNEL_ERROR');
    expect(watch.statuses.items[0]?.error?.message).toMatch(
      /^RealtimeDisabledForConfiguration: Unable to subscribe to changes/,
    );
    await supabase.removeChannel(watch.channel);
  });
});

describe('the socket', () => {
  it('is dropped after a malformed frame, and realtime-js reconnects and rejoins', async () => {
    const sockets: WebSocket[] = [];
    class RecordingWebSocket extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols);
        sockets.push(this);
      }
    }
    const supabase = client({
      transport: RecordingWebSocket as unknown as typeof globalThis.WebSocket,
      reconnectAfterMs: () => 50,
    });
    const watch = await subscribe(supabase, [{ event: 'INSERT', ...notifications }]);
    const closeCode = new Promise((resolve) => sockets[0]?.once('close', resolve));
    sockets[0]?.send('{"not": "a phoenix frame"');

    expect(await closeCode).toBe(1007);
    await watch.statuses.waitFor(
      (s) => s.status === 'SUBSCRIBED' && watch.statuses.items.indexOf(s) > 0,
      'the rejoin',
    );
    expect(sockets).toHaveLength(2);
    const note = await insertNotification();
    await watch.changes.waitFor(byRecordId(note.id), 'a change after the reconnect');
  });

  it('answers plain HTTP with 426 on the socket path and 404 elsewhere', async () => {
    const socketPath = await fetch(`${stackUrl}/realtime/v1/websocket?apikey=${anonKey}`);
    expect(socketPath.status).toBe(426);
    expect(socketPath.headers.get('upgrade')).toBe('websocket');
    expect((await fetch(`${stackUrl}/realtime/v1/api/broadcast`)).status).toBe(404);
  });

  it('refuses upgrades without a valid API key or with an unknown serializer', async () => {
    expect(await refusedUpgradeStatus(socketUrl(stackUrl, { vsn: '2.0.0' }))).toBe(403);
    expect(
      await refusedUpgradeStatus(socketUrl(stackUrl, { apikey: 'not-a-jwt', vsn: '2.0.0' })),
    ).toBe(403);
    expect(await refusedUpgradeStatus(socketUrl(stackUrl, { apikey: anonKey, vsn: '9.9.9' }))).toBe(
      403,
    );
    expect(
      await refusedUpgradeStatus(
        socketUrl(stackUrl, { apikey: anonKey, vsn: '2.0.0' }).replace('/websocket', '/socket'),
      ),
    ).toBe(404);
  });

  it('frames replies, closes and errors as Phoenix does (2.0.0)', async () => {
    const raw = await openRawSocket(socketUrl(stackUrl, { apikey: anonKey, vsn: '2.0.0' }));
    raw.send([null, '1', 'phoenix', 'heartbeat', {}]);
    expect(await raw.frames.waitFor(() => true, 'the heartbeat reply')).toEqual([
      null,
      '1',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);

    raw.send(['2', '2', 'realtime:never-joined', 'broadcast', {}]);
    raw.send(['3', '3', 'realtime:', 'phx_join', {}]);
    raw.send(['4', '4', 'room:lobby', 'phx_join', {}]);
    raw.send(['5', '5', 'realtime:raw', 'phx_join', { config: {} }]);
    raw.send(['6', '6', 'realtime:raw', 'phx_join', { config: {} }]);
    raw.send(['6', '7', 'realtime:raw', 'phx_leave', {}]);
    const replyTo = (ref: string) =>
      raw.frames.waitFor((f) => Array.isArray(f) && f[1] === ref, `the reply to ${ref}`);
    expect(await replyTo('2')).toEqual([
      '2',
      '2',
      'realtime:never-joined',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
    expect(((await replyTo('3')) as unknown[])[4]).toEqual({
      status: 'error',
      response: { reason: 'TopicNameRequired: You must provide a topic name' },
    });
    expect(((await replyTo('4')) as unknown[])[4]).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    expect(((await replyTo('5')) as unknown[])[4]).toEqual({
      status: 'ok',
      response: { postgres_changes: [] },
    });
    expect(((await replyTo('7')) as unknown[])[4]).toEqual({ status: 'ok', response: {} });
    // Joining a topic again closes the first join (its join_ref) before answering the second.
    const order = raw.frames.items.map((f) => (f as unknown[]).slice(0, 4).join(' '));
    expect(order.indexOf('5  realtime:raw phx_close')).toBeGreaterThan(-1);
    expect(order.indexOf('5  realtime:raw phx_close')).toBeLessThan(
      order.indexOf('6 6 realtime:raw phx_reply'),
    );

    raw.sendText('[1, 2, 3]');
    expect(await raw.closed).toBe(1007);
  });

  it('frames messages as objects for 1.0.0', async () => {
    const raw = await openRawSocket(socketUrl(stackUrl, { apikey: anonKey, vsn: '1.0.0' }));
    raw.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1' });
    expect(await raw.frames.waitFor(() => true, 'the heartbeat reply')).toEqual({
      join_ref: null,
      ref: '1',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
    raw.close();
  });
});
