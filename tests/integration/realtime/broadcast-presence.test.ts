import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { startFixtureStack } from '../storage/fixture-stack.ts';
import { openRawSocket, socketUrl } from './raw-socket.ts';
import { EventLog, realtimeClient } from './realtime-helpers.ts';

// Broadcast (websocket, HTTP, database), presence and private channels authorised by RLS on
// realtime.messages, on a stack of its own whose fixture migration writes the policies as for
// hosted Supabase: members of a room read it, its writers send to it.

let stack: RunningStack;
const clients: SupabaseClient[] = [];
const writer = randomUUID();
const reader = randomUUID();
const outsider = randomUUID();

beforeAll(async () => {
  stack = await startFixtureStack({
    supabaseDir: fileURLToPath(new URL('./fixture', import.meta.url)),
  });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  await stack?.stop();
});

function userToken(sub: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    { sub, role: 'authenticated', aud: 'authenticated', exp: now + 3600 },
    stack.jwtSecret,
  );
}

/** supabase-js as a user, anon or the service role, optionally on protocol 1.0.0. */
async function clientAs(
  who: string | 'anon' | 'service_role',
  vsn: '1.0.0' | '2.0.0' = '2.0.0',
): Promise<SupabaseClient> {
  const key = who === 'service_role' ? stack.serviceRoleKey : stack.anonKey;
  const token = who === 'anon' || who === 'service_role' ? undefined : await userToken(who);
  const client = realtimeClient(stack.url, key, { vsn }, token);
  if (token) await client.realtime.setAuth();
  clients.push(client);
  return client;
}

/** Private rooms and their members, as the database owner writes them. */
async function room(members: { user: string; canWrite: boolean }[]): Promise<string> {
  const name = `room:${randomUUID().slice(0, 8)}`;
  for (const member of members) {
    await stack.ctx.db.query(
      'insert into public.room_members (room, user_id, can_write) values ($1, $2, $3)',
      [name, member.user, member.canWrite],
    );
  }
  return name;
}

interface Joined {
  channel: RealtimeChannel;
  broadcasts: EventLog<Record<string, unknown>>;
  presence: EventLog<{ event: string; key?: string; state?: unknown }>;
  status: { status: string; error?: Error };
}

/** Joins `topic` listening to every broadcast (and presence when asked); waits for the outcome. */
async function join(
  client: SupabaseClient,
  topic: string,
  config: Record<string, unknown> = {},
  withPresence = false,
): Promise<Joined> {
  const channel = client.channel(topic, { config });
  const broadcasts = new EventLog<Record<string, unknown>>();
  const presence = new EventLog<{ event: string; key?: string; state?: unknown }>();
  const statuses = new EventLog<{ status: string; error?: Error }>();
  channel.on('broadcast', { event: '*' }, (message: Record<string, unknown>) =>
    broadcasts.push(message),
  );
  if (withPresence) {
    channel.on('presence', { event: 'sync' }, () =>
      presence.push({ event: 'sync', state: channel.presenceState() }),
    );
    channel.on('presence', { event: 'join' }, ({ key }: { key: string }) =>
      presence.push({ event: 'join', key }),
    );
    channel.on('presence', { event: 'leave' }, ({ key }: { key: string }) =>
      presence.push({ event: 'leave', key }),
    );
  }
  channel.subscribe((status, error) => statuses.push({ status, ...(error ? { error } : {}) }));
  const status = await statuses.waitFor(() => true, `joining ${topic}`);
  return { channel, broadcasts, presence, status };
}

const topicName = () => `lobby-${randomUUID().slice(0, 8)}`;
const noMoreThan = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('broadcast on a public channel', () => {
  it('reaches the other members, the sender only with self, acknowledged with ack', async () => {
    const topic = topicName();
    const listener = await join(await clientAs('anon'), topic);
    const sender = await join(await clientAs('anon'), topic, { broadcast: { ack: true } });
    const echo = await join(await clientAs('anon'), topic, { broadcast: { self: true } });
    expect(listener.status.status).toBe('SUBSCRIBED');

    const acked = await sender.channel.send({
      type: 'broadcast',
      event: 'cursor',
      payload: { x: 1 },
    });
    expect(acked).toBe('ok');
    expect(await listener.broadcasts.waitFor((m) => m.event === 'cursor', 'the cursor')).toEqual({
      type: 'broadcast',
      event: 'cursor',
      payload: { x: 1 },
    });
    await echo.channel.send({ type: 'broadcast', event: 'echo', payload: { y: 2 } });
    await echo.broadcasts.waitFor((m) => m.event === 'echo', 'its own broadcast (self)');
    await listener.broadcasts.waitFor((m) => m.event === 'echo', 'the echo');
    await noMoreThan(200);
    expect(sender.broadcasts.items.map((m) => m.event)).toEqual(['echo']);
  });

  it('crosses protocol versions: 1.0.0 JSON pushes and 2.0.0 binary pushes', async () => {
    const topic = topicName();
    const old = await join(await clientAs('anon', '1.0.0'), topic);
    const current = await join(await clientAs('anon', '2.0.0'), topic);
    await current.channel.send({ type: 'broadcast', event: 'from-v2', payload: { v: 2 } });
    await old.channel.send({ type: 'broadcast', event: 'from-v1', payload: { v: 1 } });
    expect(await old.broadcasts.waitFor((m) => m.event === 'from-v2', 'v2 → v1')).toMatchObject({
      payload: { v: 2 },
    });
    expect(await current.broadcasts.waitFor((m) => m.event === 'from-v1', 'v1 → v2')).toMatchObject(
      { payload: { v: 1 } },
    );
  });

  it('is sent over HTTP: api/broadcast (202) and httpSend, 401 without a token, 422 when malformed', async () => {
    const topic = topicName();
    const listener = await join(await clientAs('anon'), topic);
    const url = `${stack.url}/realtime/v1/api/broadcast`;
    const headers = { apikey: stack.anonKey, 'content-type': 'application/json' };
    const accepted = await fetch(url, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${stack.anonKey}` },
      body: JSON.stringify({ messages: [{ topic, event: 'http', payload: { via: 'fetch' } }] }),
    });
    expect(accepted.status).toBe(202);
    expect(await accepted.text()).toBe('');
    await listener.broadcasts.waitFor((m) => m.event === 'http', 'the HTTP broadcast');

    const sender = (await clientAs('anon')).channel(topic);
    expect(await sender.httpSend('rest', { via: 'httpSend' })).toEqual({ success: true });
    expect(await listener.broadcasts.waitFor((m) => m.event === 'rest', 'httpSend')).toEqual({
      type: 'broadcast',
      event: 'rest',
      payload: { via: 'httpSend' },
    });

    const anonymous = await fetch(url, { method: 'POST', body: '{"messages":[]}' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Unauthorized' });
    const malformed = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ messages: [{ topic, payload: 'not a map' }] }),
    });
    expect(malformed.status).toBe(422);
    expect(await malformed.json()).toEqual({
      errors: { messages: [{ payload: ['is invalid'], event: ["can't be blank"] }] },
    });
  });

  it('speaks the wire format: fan-out frames without join_ref, the ack as phx_reply', async () => {
    const topic = `realtime:${topicName()}`;
    const raw = await openRawSocket(socketUrl(stack.url, { apikey: stack.anonKey, vsn: '2.0.0' }));
    const config = { broadcast: { ack: true, self: true }, presence: { key: '', enabled: false } };
    raw.send(['1', '1', topic, 'phx_join', { config }]);
    await raw.frames.waitFor((f) => Array.isArray(f) && f[1] === '1', 'the join reply');
    raw.send(['1', '2', topic, 'broadcast', { type: 'broadcast', event: 'e', payload: { a: 1 } }]);
    expect(
      await raw.frames.waitFor((f) => Array.isArray(f) && f[3] === 'broadcast', 'the broadcast'),
    ).toEqual([
      null,
      null,
      topic,
      'broadcast',
      { type: 'broadcast', event: 'e', payload: { a: 1 } },
    ]);
    expect(await raw.frames.waitFor((f) => Array.isArray(f) && f[1] === '2', 'the ack')).toEqual([
      '1',
      '2',
      topic,
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    raw.close();
  });
});

describe('presence', () => {
  it('syncs who is there: state on join, joins and leaves as members track, untrack and go', async () => {
    const topic = topicName();
    const watcher = await join(await clientAs('anon'), topic, {}, true);
    const guest = await join(await clientAs('anon'), topic, { presence: { key: 'giulia' } });
    expect(await guest.channel.track({ name: 'Giulia' })).toBe('ok');
    await watcher.presence.waitFor((e) => e.event === 'join' && e.key === 'giulia', 'the join');
    const synced = await watcher.presence.waitFor(
      (e) => e.event === 'sync' && Object.keys(e.state as object).includes('giulia'),
      'the synced state',
    );
    expect((synced.state as Record<string, { name: string }[]>).giulia?.[0]).toMatchObject({
      name: 'Giulia',
    });
    // A latecomer with presence on gets everyone in presence_state.
    const latecomer = await join(await clientAs('anon'), topic, {}, true);
    await latecomer.presence.waitFor(
      (e) => e.event === 'sync' && Object.keys(e.state as object).includes('giulia'),
      'the state on join',
    );
    expect(await guest.channel.untrack()).toBe('ok');
    await watcher.presence.waitFor((e) => e.event === 'leave' && e.key === 'giulia', 'the leave');
    await guest.channel.track({ name: 'Giulia', again: true });
    await guest.channel.unsubscribe();
    await latecomer.presence.waitFor(
      (e) =>
        e.event === 'sync' &&
        Object.keys(e.state as object).length === 0 &&
        latecomer.presence.items.filter((item) => item.event === 'leave').length >= 2,
      'the leave when the channel goes',
    );
  });
});

describe('private channels (Realtime Authorization)', () => {
  it('admits only identities the SELECT policies of realtime.messages let read the topic', async () => {
    const topic = await room([{ user: reader, canWrite: false }]);
    const member = await join(await clientAs(reader), topic, { private: true });
    expect(member.status.status).toBe('SUBSCRIBED');
    for (const who of [outsider, 'anon']) {
      const refused = await join(await clientAs(who), topic, { private: true });
      expect(refused.status.status).toBe('CHANNEL_ERROR');
      expect(refused.status.error?.message).toBe(
        `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`,
      );
    }
    // The same name as a public channel is another room: open to all, deaf to the private one.
    const publicTwin = await join(await clientAs(outsider), topic);
    expect(publicTwin.status.status).toBe('SUBSCRIBED');
    const service = await join(await clientAs('service_role'), topic, { private: true });
    await service.channel.send({ type: 'broadcast', event: 'secret', payload: { n: 1 } });
    await member.broadcasts.waitFor((m) => m.event === 'secret', 'the private broadcast');
    await noMoreThan(200);
    expect(publicTwin.broadcasts.items).toEqual([]);
  });

  it('lets only the INSERT policies decide who sends broadcast and presence', async () => {
    const topic = await room([
      { user: writer, canWrite: true },
      { user: reader, canWrite: false },
    ]);
    const listening = await join(await clientAs(writer), topic, { private: true }, true);
    const readOnly = await join(await clientAs(reader), topic, {
      private: true,
      broadcast: { ack: true },
    });
    // Hosted Realtime drops a broadcast the sender may not write, without a reply.
    expect(
      await readOnly.channel.send(
        { type: 'broadcast', event: 'refused', payload: {} },
        { timeout: 500 },
      ),
    ).toBe('timed out');
    expect(await readOnly.channel.track({ here: true })).toBe('error');
    const sending = await join(await clientAs(writer), topic, { private: true });
    await sending.channel.send({ type: 'broadcast', event: 'allowed', payload: { ok: true } });
    await readOnly.broadcasts.waitFor((m) => m.event === 'allowed', 'the allowed broadcast');
    expect(readOnly.broadcasts.items.map((m) => m.event)).toEqual(['allowed']);
    expect(await sending.channel.track({ here: true })).toBe('ok');
    await listening.presence.waitFor((e) => e.event === 'join', 'the writer’s presence');
    expect(listening.broadcasts.items.map((m) => m.event)).toEqual(['allowed']);
  });

  it('applies the same policies to HTTP broadcasts and delivers the database’s realtime.send', async () => {
    const topic = await room([
      { user: writer, canWrite: true },
      { user: reader, canWrite: false },
    ]);
    const member = await join(await clientAs(reader), topic, { private: true });
    const send = async (token: string, event: string) =>
      fetch(`${stack.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ messages: [{ topic, event, payload: {}, private: true }] }),
      });
    // Accepted either way (202), as hosted answers; only the writer's message goes out.
    expect((await send(await userToken(reader), 'from-reader')).status).toBe(202);
    expect((await send(await userToken(writer), 'from-writer')).status).toBe(202);
    await member.broadcasts.waitFor((m) => m.event === 'from-writer', "the writer's message");
    expect(member.broadcasts.items.map((m) => m.event)).toEqual(['from-writer']);

    await stack.ctx.db.query("select realtime.send('{\"n\": 1}'::jsonb, 'from-db', $1, true)", [
      topic,
    ]);
    const fromDatabase = await member.broadcasts.waitFor(
      (m) => m.event === 'from-db',
      'the database broadcast',
    );
    const id = (fromDatabase.meta as { id: string }).id;
    expect(fromDatabase).toEqual({
      type: 'broadcast',
      event: 'from-db',
      payload: { n: 1, id },
      meta: { id },
    });
  });
});
