import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  createCustomer,
  demoIds,
  expectPgError,
  serviceClient,
  signInDemo,
  type SignedIn,
} from './schema-helpers.ts';

// rpc('is_admin', { user_id }) as the spec calls it after every sign-in. It must answer the
// caller about themselves, and refuse to tell anyone but admins whether another id is an admin.

let customer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  customer = await createCustomer('Cliente curioso');
  admin = await signInDemo('Amministratore');
});

describe('is_admin(user_id)', () => {
  it('answers false for a customer asking about themselves', async () => {
    const { data, error } = await customer.client.rpc('is_admin', { user_id: customer.id });
    expect(error).toBeNull();
    expect(data).toBe(false);
  });

  it('answers true for an admin asking about themselves', async () => {
    const { data, error } = await admin.client.rpc('is_admin', { user_id: admin.id });
    expect(error).toBeNull();
    expect(data).toBe(true);
  });

  it('refuses a customer asking about someone else, admin or not', async () => {
    const aboutAdmin = await customer.client.rpc('is_admin', { user_id: demoIds.admin });
    expectPgError(aboutAdmin.error, '42501', 'not_allowed');
    expect(aboutAdmin.status).toBe(403);
    const aboutCustomer = await customer.client.rpc('is_admin', { user_id: demoIds.giulia });
    expectPgError(aboutCustomer.error, '42501', 'not_allowed');
  });

  it('lets an admin ask about anyone', async () => {
    expect((await admin.client.rpc('is_admin', { user_id: customer.id })).data).toBe(false);
    expect((await admin.client.rpc('is_admin', { user_id: demoIds.admin })).data).toBe(true);
  });

  it('refuses visitors without a session', async () => {
    const { data, error } = await anonClient().rpc('is_admin', { user_id: demoIds.admin });
    expect(data).toBeNull();
    expectPgError(error, '42501');
    expect(error?.message).toMatch(/permission denied/);
  });

  it('lets the service role ask about anyone', async () => {
    const { data, error } = await serviceClient().rpc('is_admin', { user_id: demoIds.admin });
    expect(error).toBeNull();
    expect(data).toBe(true);
  });

  it('follows admin_users: granting and revoking membership changes the answer', async () => {
    const promoted = await createCustomer('Nuovo amministratore');
    expect((await promoted.client.rpc('is_admin', { user_id: promoted.id })).data).toBe(false);
    expect(
      (await admin.client.from('admin_users').insert({ user_id: promoted.id })).error,
    ).toBeNull();
    expect((await promoted.client.rpc('is_admin', { user_id: promoted.id })).data).toBe(true);
    expect(
      (await admin.client.from('admin_users').delete().eq('user_id', promoted.id)).error,
    ).toBeNull();
    expect((await promoted.client.rpc('is_admin', { user_id: promoted.id })).data).toBe(false);
  });

  it('cannot be granted through user_metadata', async () => {
    const hopeful = await createCustomer('Aspirante admin');
    await hopeful.client.auth.updateUser({ data: { role: 'admin', is_admin: true } });
    await hopeful.client.auth.refreshSession();
    expect((await hopeful.client.rpc('is_admin', { user_id: hopeful.id })).data).toBe(false);
    const selfPromotion = await hopeful.client.from('admin_users').insert({ user_id: hopeful.id });
    expectPgError(selfPromotion.error, '42501');
  });
});
