import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '../../support/admin-sign-in.ts';
import {
  anonClient,
  createCustomer,
  createTestProduct,
  demoIds,
  expectPgError,
  serviceClient,
  signIn,
  signInDemo,
  type SignedIn,
} from './schema-helpers.ts';

// A stolen password alone opens nothing (decision 016): the database takes an admin for one
// only with a second factor in the session (JWT aal = aal2), in private.is_admin(), which every
// admin policy and function asks. is_admin(own id) still answers membership, so the shop shows
// the console link and the console asks for the code.

let passwordOnly: SignedIn;
let admin: SignedIn;
let customer: SignedIn;
const channels: { client: SupabaseClient; channel: ReturnType<SupabaseClient['channel']> }[] = [];

beforeAll(async () => {
  [passwordOnly, admin, customer] = await Promise.all([
    signIn(demoAdmin.email, demoAdmin.password),
    signInDemo('Amministratore'),
    createCustomer('Cliente curiosa'),
  ]);
});
afterAll(async () => {
  for (const { client, channel } of channels) await client.removeChannel(channel);
});

/** Joins the console's private channel; answers how the join ended. */
function joinConsoleChannel(client: SupabaseClient): Promise<string> {
  const channel = client.channel('admin-console', { config: { private: true } });
  channels.push({ client, channel });
  return new Promise((resolve) => {
    channel.subscribe((status) => {
      if (status !== 'CLOSED') resolve(status);
    });
  });
}

describe('an admin signed in with the password only (aal1)', () => {
  it('is still told they are an admin, so the console can ask for the code', async () => {
    const { data, error } = await passwordOnly.client.rpc('is_admin', {
      user_id: demoIds.admin,
    });
    expect(error).toBeNull();
    expect(data).toBe(true);
  });

  it('reads no admin data and may not ask about other accounts', async () => {
    expectPgError((await passwordOnly.client.rpc('admin_dashboard')).error, '42501', 'not_allowed');
    const aboutCustomer = await passwordOnly.client.rpc('is_admin', { user_id: customer.id });
    expectPgError(aboutCustomer.error, '42501', 'not_allowed');
    const others = await passwordOnly.client
      .from('orders')
      .select('id')
      .neq('user_id', demoIds.admin);
    expect(others.error).toBeNull();
    expect(others.data).toEqual([]);
  });

  it('moves no money and issues no documents', async () => {
    const anyOrder = randomUUID();
    const payment = await passwordOnly.client.rpc('record_payment', {
      order_id: anyOrder,
      received_on: new Date().toISOString().slice(0, 10),
    });
    expectPgError(payment.error, '42501');
    const invoice = await passwordOnly.client.rpc('fiscal_document_draft', {
      p_request: { type: 'TD01', order_id: anyOrder },
    });
    expectPgError(invoice.error, '42501');
    const notes = await passwordOnly.client.rpc('issue_delivery_notes_for_day', {
      p_delivery_date: new Date().toISOString().slice(0, 10),
    });
    expectPgError(notes.error, '42501');
  });

  it('changes no price', async () => {
    const product = await createTestProduct({ price: 4.5 });
    const changed = await passwordOnly.client
      .from('products')
      .update({ price: 0.5 })
      .eq('id', product.id)
      .select('id');
    expect(changed.data ?? []).toEqual([]);
    const { data } = await serviceClient().from('products').select('price').eq('id', product.id);
    expect(data).toEqual([{ price: 4.5 }]);
    // The same change with the second factor goes through.
    const byAdmin = await admin.client
      .from('products')
      .update({ price: 4.6 })
      .eq('id', product.id)
      .select('price');
    expect(byAdmin.data).toEqual([{ price: 4.6 }]);
  });

  it('may not have the customer e-mailed about an order', async () => {
    const { error, response } = await passwordOnly.client.functions.invoke(
      'order-status-notification',
      { body: { order_id: randomUUID(), status: 'shipped' } },
    );
    expect(error).not.toBeNull();
    expect(response?.status).toBe(403);
  });
});

describe('the console’s private realtime channel', () => {
  it('lets an admin with the second factor join', async () => {
    expect(await joinConsoleChannel(admin.client)).toBe('SUBSCRIBED');
  });

  it('refuses a customer, a password-only admin and a visitor', async () => {
    expect(await joinConsoleChannel(customer.client)).toBe('CHANNEL_ERROR');
    expect(await joinConsoleChannel(passwordOnly.client)).toBe('CHANNEL_ERROR');
    expect(await joinConsoleChannel(anonClient())).toBe('CHANNEL_ERROR');
  });
});
