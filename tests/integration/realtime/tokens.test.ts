import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import {
  createCustomer,
  createTestProduct,
  placeOrder,
  signInDemo,
  type SignedIn,
  testPassword,
} from '../schema/schema-helpers.ts';
import {
  byRecordId,
  flush,
  openChannel,
  realtimeClient,
  type Row,
  subscribe,
} from './realtime-helpers.ts';

// Who a channel acts as: the join's access_token (else the socket's API key), replaced by the
// `access_token` events supabase-js sends after a sign-in, a refresh or a sign-out.

const stackUrl = inject('stackUrl');
const anonKey = inject('anonKey');
const jwtSecret = inject('jwtSecret');
const clients: SupabaseClient[] = [];

let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  [admin, customer] = await Promise.all([
    signInDemo('Amministratore'),
    createCustomer('Cliente con token'),
  ]);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
});

/** A client without a session, or one whose every channel joins with `accessToken`. */
async function client(accessToken?: string): Promise<SupabaseClient> {
  const created = realtimeClient(stackUrl, anonKey, {}, accessToken);
  clients.push(created);
  // supabase-js fetches the token asynchronously; a join sent before that carries none.
  if (accessToken) await created.realtime.setAuth();
  return created;
}

function token(claims: Record<string, unknown>, secret = jwtSecret): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    { sub: customer.id, role: 'authenticated', aud: 'authenticated', exp: now + 3600, ...claims },
    secret,
  );
}

async function moveOrder(orderId: string, status: string): Promise<void> {
  const { error } = await admin.client.from('orders').update({ status }).eq('id', orderId);
  if (error) throw new Error(error.message);
}

describe('token changes on a joined channel', () => {
  it('follow sign-in and sign-out: the channel sees what the session may see', async () => {
    const product = await createTestProduct({ stock_quantity: 50 });
    const { data: order } = await placeOrder(customer.client, {
      lines: [{ product_id: product.id, quantity: 1 }],
    });
    const orderId = order?.id;
    const control = await subscribe(admin.client, [
      { event: 'UPDATE', schema: 'public', table: 'orders', filter: `id=eq.${orderId}` },
    ]);
    const visitor = await client();
    const watch = await subscribe(visitor, [
      { event: 'UPDATE', schema: 'public', table: 'orders' },
    ]);
    const readiness = (count: number) =>
      watch.system.waitFor(
        () => watch.system.items.filter((m) => m.status === 'ok').length >= count,
        `readiness message ${count}`,
      );
    await readiness(1);

    await moveOrder(orderId as string, 'in_preparation');
    await control.changes.waitFor(byRecordId(orderId), 'the admin’s copy');
    await flush(visitor);
    expect(watch.changes.items).toEqual([]);

    // supabase-js hands the new session's token to realtime (an `access_token` event); the
    // server re-subscribes with it and says so again.
    const signedIn = await visitor.auth.signInWithPassword({
      email: customer.email,
      password: testPassword,
    });
    expect(signedIn.error).toBeNull();
    await readiness(2);
    await moveOrder(orderId as string, 'shipped');
    const seen = await watch.changes.waitFor(byRecordId(orderId), 'the customer’s copy');
    expect((seen.new as Row).status).toBe('shipped');

    await visitor.auth.signOut();
    await readiness(3);
    await moveOrder(orderId as string, 'delivered');
    await control.changes.waitFor(
      (c) => (c.new as Row).status === 'delivered',
      'the admin’s last copy',
    );
    await flush(visitor);
    expect(watch.changes.items.map((c) => (c.new as Row).status)).toEqual(['shipped']);
  });

  it('shut the channel down when setAuth brings an expired token', async () => {
    const supabase = await client();
    const watch = await subscribe(supabase, [{ event: '*', schema: 'public', table: 'orders' }]);
    await supabase.realtime.setAuth(await token({ exp: Math.floor(Date.now() / 1000) - 30 }));
    const shutdown = await watch.system.waitFor((m) => m.status === 'error', 'the shutdown');
    expect(shutdown).toMatchObject({ extension: 'system', status: 'error' });
    expect(shutdown.message).toMatch(/^Token has expired (29|30|31) seconds ago$/);
    await watch.statuses.waitFor((s) => s.status === 'CLOSED', 'the channel to close');
  });

  it('close the channel when its token runs out while joined', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const supabase = await client(await token({ exp: expiresAt }));
    const watch = await subscribe(supabase, [{ event: '*', schema: 'public', table: 'orders' }]);
    const shutdown = await watch.system.waitFor((m) => m.status === 'error', 'the expiry', 4000);
    expect(shutdown.message).toMatch(/^Token has expired [01] seconds ago$/);
    await watch.statuses.waitFor((s) => s.status === 'CLOSED', 'the channel to close');
  });
});

describe('joins', () => {
  it.each([
    [
      'an expired token',
      { exp: 1_700_000_000 },
      /^InvalidJWTToken: Token has expired \d+ seconds ago$/,
    ],
    [
      'a token without exp',
      { exp: undefined },
      /^InvalidJWTToken: Fields `role` and `exp` are required in JWT$/,
    ],
    [
      'a token for another role',
      { role: 'postgres' },
      /^InvalidJWTToken: role "postgres" is not one of/,
    ],
  ])('are refused with %s', async (_name, claims, reason) => {
    const supabase = await client(await token(claims));
    const watch = await openChannel(supabase, [{ event: '*', schema: 'public', table: 'orders' }]);
    expect(watch.statuses.items[0]?.status).toBe('CHANNEL_ERROR');
    expect(watch.statuses.items[0]?.error?.message).toMatch(reason);
    await supabase.removeChannel(watch.channel);
  });

  it('are refused with a token signed by another secret, or no JWT at all', async () => {
    const forged = await client(await token({}, 'another-secret-that-is-at-least-32-characters'));
    const forgedWatch = await openChannel(forged, []);
    expect(forgedWatch.statuses.items[0]?.error?.message).toBe(
      'JwtSignatureError: Failed to validate JWT signature',
    );
    await forged.removeChannel(forgedWatch.channel);
    const garbled = await client('not.a.jwt');
    const garbledWatch = await openChannel(garbled, []);
    expect(garbledWatch.statuses.items[0]?.error?.message).toBe(
      'MalformedJWT: The token provided is not a valid JWT',
    );
    await garbled.removeChannel(garbledWatch.channel);
  });
});
