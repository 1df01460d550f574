import { randomUUID } from 'node:crypto';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { uniqueEmail } from '../../support/supabase-clients.ts';
import {
  anonClient,
  demoIds,
  serviceClient,
  signInDemo,
  type SignedIn,
  testPassword,
} from './schema-helpers.ts';

// Edge function `admin-notifications` (supabase/functions/admin-notifications), called by the
// PWA right after a registration, usually with the anon key only. It trusts nothing in the body.

const stackUrl = inject('stackUrl');
const anonKey = inject('anonKey');
let admin: SignedIn;

beforeAll(async () => {
  admin = await signInDemo('Amministratore');
});

async function newUser(name: string): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('registrato');
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: testPassword,
    user_metadata: { name },
  });
  if (error || !data.user) throw new Error(`createUser: ${error?.message}`);
  return { id: data.user.id, email };
}

async function invoke(body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error, response } = await anonClient().functions.invoke('admin-notifications', {
    body: body as Record<string, unknown>,
  });
  if (error instanceof FunctionsHttpError) {
    const failed = error.context as Response;
    return { status: failed.status, body: (await failed.json()) as Record<string, unknown> };
  }
  if (error || !response) throw error ?? new Error('no response');
  return { status: response.status, body: data as Record<string, unknown> };
}

async function newUserNotifications(
  userId: string,
): Promise<{ title: string; body: string; payload: Record<string, unknown> }[]> {
  const { data, error } = await admin.client
    .from('admin_notifications')
    .select('title, body, payload')
    .eq('type', 'new_user')
    .eq('payload->>user_id', userId);
  expect(error).toBeNull();
  return data as { title: string; body: string; payload: Record<string, unknown> }[];
}

describe('admin-notifications', () => {
  it('tells the admins about a new registration exactly once', async () => {
    const user = await newUser('Sara Gallo');
    const first = await invoke({
      type: 'new_user',
      userData: { id: user.id, name: 'Sara Gallo', email: user.email },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'created', notification_id: expect.any(String) });
    expect(await newUserNotifications(user.id)).toEqual([
      {
        title: 'Nuovo utente registrato',
        body: `Sara Gallo (${user.email}) ha creato un account.`,
        payload: { user_id: user.id, name: 'Sara Gallo', email: user.email },
      },
    ]);

    const again = await invoke({
      type: 'new_user',
      userData: { id: user.id, name: 'Sara Gallo', email: user.email },
    });
    expect(again).toEqual({ status: 200, body: { status: 'already_notified' } });
    expect(await newUserNotifications(user.id)).toHaveLength(1);
  });

  it('writes what auth knows, not what the client claims', async () => {
    const user = await newUser('Paolo Conti');
    await invoke({
      type: 'new_user',
      userData: {
        id: user.id,
        name: '<img src=x onerror=alert(1)>',
        email: user.email.toUpperCase(),
      },
    });
    const [notification] = await newUserNotifications(user.id);
    expect(notification?.payload).toEqual({
      user_id: user.id,
      name: 'Paolo Conti',
      email: user.email,
    });
  });

  it('refuses unknown users and mismatched e-mails', async () => {
    const unknown = await invoke({
      type: 'new_user',
      userData: { id: randomUUID(), name: 'Nessuno', email: uniqueEmail('nessuno') },
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'user_not_found' } });
    const user = await newUser('Elena Fabbri');
    const mismatch = await invoke({
      type: 'new_user',
      userData: { id: user.id, name: 'Elena Fabbri', email: uniqueEmail('altro') },
    });
    expect(mismatch).toMatchObject({ status: 404, body: { error: 'user_not_found' } });
    expect(await newUserNotifications(user.id)).toEqual([]);
  });

  it('refuses sign-ups older than 15 minutes', async () => {
    // The demo customer registered weeks ago (seed.sql).
    const old = await invoke({
      type: 'new_user',
      userData: { id: demoIds.giulia, name: 'Giulia Rossi', email: 'giulia.rossi@example.com' },
    });
    expect(old).toMatchObject({ status: 403, body: { error: 'sign_up_not_recent' } });
  });

  it.each([
    ['no type', { userData: { id: randomUUID(), name: 'A', email: 'a@example.com' } }],
    [
      'another type',
      { type: 'new_order', userData: { id: randomUUID(), name: 'A', email: 'a@example.com' } },
    ],
    [
      'a malformed id',
      { type: 'new_user', userData: { id: '42', name: 'A', email: 'a@example.com' } },
    ],
    [
      'a malformed e-mail',
      { type: 'new_user', userData: { id: randomUUID(), name: 'A', email: 'not-an-email' } },
    ],
    ['no user data', { type: 'new_user' }],
  ])('answers 400 to a body with %s', async (_label, body) => {
    const result = await invoke(body);
    expect(result).toMatchObject({ status: 400, body: { error: 'invalid_body' } });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await fetch(`${stackUrl}/functions/v1/admin-notifications`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${anonKey}`,
        apikey: anonKey,
        'content-type': 'application/json',
      },
      body: '{"type":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_json' });
  });

  it("answers browsers' preflight and refuses other methods", async () => {
    const preflight = await fetch(`${stackUrl}/functions/v1/admin-notifications`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-client-info');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const get = await fetch(`${stackUrl}/functions/v1/admin-notifications`, {
      headers: { authorization: `Bearer ${anonKey}` },
    });
    expect(get.status).toBe(405);
  });
});
