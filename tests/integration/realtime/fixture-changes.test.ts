import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { startFixtureStack } from '../storage/fixture-stack.ts';
import { byRecordId, flush, realtimeClient, type Row, subscribe } from './realtime-helpers.ts';

// Behaviour the shop's schema cannot show, on a stack of its own (fixture/): value conversion
// for every column type, changes too large for NOTIFY, REPLICA IDENTITY FULL, column grants,
// `select`, a table without a primary key, a table that joins the publication at run time,
// and the stack closing its sockets when it stops.

let stack: RunningStack;
const clients: SupabaseClient[] = [];
const owner = randomUUID();
const stranger = randomUUID();

beforeAll(async () => {
  stack = await startFixtureStack({
    supabaseDir: fileURLToPath(new URL('./fixture', import.meta.url)),
  });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  await stack.stop();
});

/** A client acting as the user `sub` (or as the service role / anon with their keys). */
async function clientAs(who: string | 'anon' | 'service_role'): Promise<SupabaseClient> {
  let client: SupabaseClient;
  if (who === 'anon') client = realtimeClient(stack.url, stack.anonKey);
  else if (who === 'service_role') client = realtimeClient(stack.url, stack.serviceRoleKey);
  else {
    const now = Math.floor(Date.now() / 1000);
    const token = await signJwt(
      { sub: who, role: 'authenticated', aud: 'authenticated', exp: now + 3600 },
      stack.jwtSecret,
    );
    client = realtimeClient(stack.url, stack.anonKey, {}, token);
    await client.realtime.setAuth();
  }
  clients.push(client);
  return client;
}

/** Writes as the database owner, in a session whose time zone is not UTC. */
async function write(sql: string, params: unknown[] = []): Promise<Row[]> {
  return stack.ctx.db.transaction(async (tx) => {
    await tx.query("select set_config('TimeZone', 'Europe/Rome', true)");
    return (await tx.query<Row>(sql, params)).rows;
  });
}

describe('values', () => {
  it('arrive as hosted Realtime sends them, converted by column type', async () => {
    const mine = await subscribe(await clientAs(owner), [
      { event: 'INSERT', schema: 'public', table: 'gadgets' },
    ]);
    const strangerClient = await clientAs(stranger);
    const theirs = await subscribe(strangerClient, [
      { event: 'INSERT', schema: 'public', table: 'gadgets' },
    ]);
    const [row] = await write(
      `insert into public.gadgets (owner, label, price, ratio, small, active, tags, scores,
         details, raw, made_on, made_at, seen_at, mood, secret)
       values ($1, 'Bun', 12.50, 0.25, 3, true, '{a,"b c"}', '{1,2}', '{"k": [1, {"x": null}]}',
         '{"x": 1}', '2026-03-01', '2026-03-01 10:20:30.5', '2026-03-01 10:20:30+01', 'happy',
         'hidden')
       returning id::text`,
      [owner],
    );
    const id = Number(row?.id);

    const change = await mine.changes.waitFor(byRecordId(id), 'the owner’s copy');
    expect(change.new).toEqual({
      id,
      owner,
      label: 'Bun',
      price: 12.5,
      ratio: 0.25,
      small: 3,
      active: true,
      tags: ['a', 'b c'],
      scores: [1, 2],
      details: { k: [1, { x: null }] },
      raw: { x: 1 },
      made_on: '2026-03-01',
      made_at: '2026-03-01T10:20:30.5',
      // Written in Europe/Rome, sent in UTC like hosted Realtime's UTC session.
      seen_at: '2026-03-01T09:20:30+00:00',
      mood: 'happy',
      blob: null,
    });
    // `secret` is not granted to authenticated: neither its value nor its column is sent.
    await flush(strangerClient);
    expect(theirs.changes.items).toEqual([]);
  });

  it('of a change too large for NOTIFY arrive whole', async () => {
    const watch = await subscribe(await clientAs('service_role'), [
      { event: '*', schema: 'public', table: 'gadgets' },
    ]);
    const blob = 'x'.repeat(20_000);
    const [row] = await write(
      `insert into public.gadgets (owner, label, blob) values ($1, 'Grande', $2) returning id::text`,
      [owner, blob],
    );
    const inserted = await watch.changes.waitFor(
      (c) => c.eventType === 'INSERT' && byRecordId(Number(row?.id))(c),
      'the large insert',
    );
    expect((inserted.new as Row).blob).toBe(blob);
    expect((inserted.new as Row).secret).toBeNull();
    await write(`delete from public.gadgets where id = $1`, [row?.id]);
    await watch.changes.waitFor(
      (c) => c.eventType === 'DELETE' && byRecordId(Number(row?.id))(c),
      'the delete after it',
    );
    const parked = await stack.ctx.db.query('select id from local_stack.realtime_overflow');
    expect(parked.rows).toEqual([]);
  });

  it('can be narrowed to some columns with select (the key always comes along)', async () => {
    const watch = await subscribe(await clientAs(owner), [
      { event: 'INSERT', schema: 'public', table: 'gadgets', select: ['label'] },
    ]);
    const [row] = await write(
      `insert into public.gadgets (owner, label, price) values ($1, 'Solo nome', 3) returning id::text`,
      [owner],
    );
    const change = await watch.changes.waitFor(byRecordId(Number(row?.id)), 'the insert');
    expect(change.new).toEqual({ id: Number(row?.id), label: 'Solo nome' });
  });
});

describe('old rows', () => {
  it('are whole under REPLICA IDENTITY FULL on a table without RLS', async () => {
    const watch = await subscribe(await clientAs('anon'), [
      { event: '*', schema: 'public', table: 'journal' },
      { event: 'DELETE', schema: 'public', table: 'journal', filter: 'status=eq.done' },
    ]);
    await write(`insert into public.journal values (1, 'primo', 'open'), (2, 'secondo', 'open')`);
    await write(`update public.journal set status = 'done' where id = 1`);
    // INSERT and UPDATE are checked by re-reading the row (as hosted Realtime does): let them
    // be delivered before the rows go.
    await watch.changes.waitFor((c) => c.eventType === 'UPDATE', 'the update');
    await write(`delete from public.journal where id = 1`);
    await write(`delete from public.journal where id = 2`);
    await watch.changes.waitFor(
      (c) => c.binding === 0 && c.eventType === 'DELETE' && (c.old as Row).id === 2,
      'the last delete',
    );
    const updated = watch.changes.items.find((c) => c.eventType === 'UPDATE');
    expect(updated?.old).toEqual({ id: 1, note: 'primo', status: 'open' });
    expect(updated?.new).toEqual({ id: 1, note: 'primo', status: 'done' });
    const deletes = watch.changes.items.filter((c) => c.eventType === 'DELETE');
    expect(deletes.map((c) => [c.binding, c.old])).toEqual([
      [0, { id: 1, note: 'primo', status: 'done' }],
      // The filter reads the deleted row: only the 'done' one matches.
      [1, { id: 1, note: 'primo', status: 'done' }],
      [0, { id: 2, note: 'secondo', status: 'open' }],
    ]);
  });
});

describe('commit order', () => {
  it('delivers the changes of one row in the order their transactions committed', async () => {
    const watch = await subscribe(await clientAs('anon'), [
      { event: '*', schema: 'public', table: 'journal' },
    ]);
    await write(`insert into public.journal values (10, '0', 'open')`);
    // Forty writers at once (on PostgreSQL through the stack's pool): the row lock makes each
    // wait for the one before, so commit order is counter order, while each change's delivery
    // checks (re-reading the row as the subscriber) take their own time.
    const writers = 40;
    await Promise.all(
      Array.from({ length: writers }, () =>
        write(`update public.journal set note = (note::int + 1)::text where id = 10`),
      ),
    );
    await watch.changes.waitFor(
      (c) => c.eventType === 'UPDATE' && (c.new as Row).note === String(writers),
      'the last update',
    );
    await write(`delete from public.journal where id = 10`);
    await watch.changes.waitFor(
      (c) => c.eventType === 'DELETE' && (c.old as Row).id === 10,
      'the delete',
    );

    const ofRow = watch.changes.items.filter(
      (c) => (c.new as Row).id === 10 || (c.old as Row).id === 10,
    );
    expect(ofRow.map((c) => c.eventType)).toEqual([
      'INSERT',
      ...Array<string>(writers).fill('UPDATE'),
      'DELETE',
    ]);
    const updates = ofRow.filter((c) => c.eventType === 'UPDATE');
    expect(updates.map((c) => [(c.old as Row).note, (c.new as Row).note])).toEqual(
      Array.from({ length: writers }, (_, i) => [String(i), String(i + 1)]),
    );
  });
});

describe('tables', () => {
  it('without a primary key get hosted Realtime’s error instead of rows', async () => {
    const watch = await subscribe(await clientAs('anon'), [
      { event: 'INSERT', schema: 'public', table: 'loose_rows' },
    ]);
    await write(`insert into public.loose_rows values ('senza chiave')`);
    const change = await watch.changes.waitFor(() => true, 'the insert');
    expect(change).toMatchObject({
      eventType: 'INSERT',
      new: {},
      errors: ['Error 400: Bad Request, no primary key'],
    });
  });

  it('added to the publication while the stack runs are delivered', async () => {
    const client = await clientAs('anon');
    const before = await subscribe(client, [{ event: '*', schema: 'public', table: 'late_table' }]);
    expect((await before.system.waitFor(() => true, 'the first answer')).status).toBe('error');

    await stack.ctx.db.exec('alter publication supabase_realtime add table public.late_table');
    const watch = await subscribe(client, [{ event: '*', schema: 'public', table: 'late_table' }]);
    expect((await watch.system.waitFor(() => true, 'the second answer')).status).toBe('ok');
    await write(`insert into public.late_table values (7, 'in ritardo')`);
    const change = await watch.changes.waitFor(() => true, 'the insert');
    expect(change.new).toEqual({ id: 7, note: 'in ritardo' });
  });
});

describe('stopping the stack', () => {
  it('closes realtime sockets with 1001 instead of waiting for them', async () => {
    const closes: number[] = [];
    class RecordingWebSocket extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols);
        this.once('close', (code) => closes.push(code));
      }
    }
    const client = realtimeClient(stack.url, stack.anonKey, {
      transport: RecordingWebSocket as unknown as typeof globalThis.WebSocket,
      reconnectAfterMs: () => 60_000,
    });
    clients.push(client);
    await subscribe(client, [{ event: '*', schema: 'public', table: 'journal' }]);
    const started = Date.now();
    await stack.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(closes).toEqual([1001]);
  });
});
