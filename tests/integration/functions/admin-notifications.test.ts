import { randomUUID } from 'node:crypto';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';
import { createNodeClient, uniqueEmail } from '../../support/supabase-clients.ts';

// A smoke test of the project's real function through the runner and the shared stack. Its
// rules (recent sign-ups only, e-mail must match, …) are tested with the schema.
const stackUrl = inject('stackUrl');
const anon = createNodeClient(stackUrl, inject('anonKey'));
const admin = createNodeClient(stackUrl, inject('serviceRoleKey'));

async function statusOf(error: unknown): Promise<{ status: number; body: unknown }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

describe('admin-notifications through functions.invoke', () => {
  it('announces a new user once, called with the anon key right after sign-up', async () => {
    const email = uniqueEmail('notify');
    const created = await admin.auth.admin.createUser({
      email,
      password: 'Bun-Password-2026',
      email_confirm: true,
      user_metadata: { name: 'Marta Bianchi' },
    });
    expect(created.error).toBeNull();
    const body = {
      type: 'new_user',
      userData: { id: created.data.user!.id, name: 'Marta Bianchi', email },
    };

    const first = await anon.functions.invoke('admin-notifications', { body });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ status: 'created' });
    const second = await anon.functions.invoke('admin-notifications', { body });
    expect(second.data).toEqual({ status: 'already_notified' });
  });

  it("returns the function's own 400 for a bad body", async () => {
    const { error } = await anon.functions.invoke('admin-notifications', {
      body: { type: 'nope' },
    });
    expect(await statusOf(error)).toMatchObject({ status: 400, body: { error: 'invalid_body' } });
  });

  it('returns 404 for a user that does not exist', async () => {
    const { error } = await anon.functions.invoke('admin-notifications', {
      body: {
        type: 'new_user',
        userData: { id: randomUUID(), name: 'Nessuno', email: uniqueEmail('ghost') },
      },
    });
    expect((await statusOf(error)).status).toBe(404);
  });

  it('is behind verify_jwt (config.toml): no Authorization, no call', async () => {
    const response = await fetch(`${stackUrl}/functions/v1/admin-notifications`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(401);
  });
});
