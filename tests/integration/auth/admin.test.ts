import { describe, expect, inject, it } from 'vitest';
import { uniqueEmail } from '../../support/supabase-clients.ts';
import {
  authClient,
  authFetch,
  followLink,
  fragmentParams,
  latestMail,
  linkFromMail,
} from './auth-helpers.ts';

const stackUrl = inject('stackUrl');
const anonKey = inject('anonKey');
const serviceRoleKey = inject('serviceRoleKey');
const password = 'Admin-Test-2026';

describe('admin API (service_role only)', () => {
  it('creates, reads, lists, bans, unbans and deletes users', async () => {
    const admin = authClient(stackUrl, serviceRoleKey).auth.admin;
    const email = uniqueEmail('admin-made');
    const created = await admin.createUser({
      email,
      password,
      email_confirm: true,
      user_metadata: { name: 'Ristorante Da Gino' },
      app_metadata: { plan: 'business' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user;
    expect(user).toMatchObject({
      email,
      email_confirmed_at: expect.any(String),
      app_metadata: { provider: 'email', providers: ['email'], plan: 'business' },
    });
    const id = user?.id ?? '';

    const fetched = await admin.getUserById(id);
    expect(fetched.data.user?.email).toBe(email);
    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.some((candidate) => candidate.id === id)).toBe(true);
    expect((listed.data as { total?: number }).total).toBeGreaterThanOrEqual(1);

    const login = () => authClient(stackUrl, anonKey).auth.signInWithPassword({ email, password });
    expect((await login()).error).toBeNull();

    const banned = await admin.updateUserById(id, { ban_duration: '24h' });
    expect(banned.data.user?.banned_until).toEqual(expect.any(String));
    expect((await login()).error).toMatchObject({ status: 400, code: 'user_banned' });

    await admin.updateUserById(id, { ban_duration: 'none', user_metadata: { city: 'Bologna' } });
    const unbanned = await login();
    expect(unbanned.error).toBeNull();
    expect(unbanned.data.user?.user_metadata).toEqual({
      name: 'Ristorante Da Gino',
      city: 'Bologna',
    });

    const duplicate = await admin.createUser({ email, password });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await login()).error?.code).toBe('invalid_credentials');
    expect((await admin.getUserById(id)).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    });
  });

  it('generates a magic link that signs the user in', async () => {
    const admin = authClient(stackUrl, serviceRoleKey).auth.admin;
    const email = uniqueEmail('link');
    await admin.createUser({ email, password, email_confirm: true });
    const { data, error } = await admin.generateLink({ type: 'magiclink', email });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({
      verification_type: 'magiclink',
      email_otp: expect.stringMatching(/^\d{6}$/),
    });
    expect(data.user?.email).toBe(email);
    const { location } = await followLink(new URL(data.properties?.action_link ?? ''));
    expect(fragmentParams(location).get('access_token')).toBeTruthy();
  });

  it('refuses anon keys, user tokens and missing tokens', async () => {
    const email = uniqueEmail('not-admin');
    await authClient(stackUrl, serviceRoleKey).auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    });
    const user = authClient(stackUrl, anonKey);
    const { data } = await user.auth.signInWithPassword({ email, password });
    const userToken = data.session?.access_token ?? '';

    for (const token of [anonKey, userToken]) {
      const response = await authFetch(stackUrl, '/admin/users', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    }
    const anonAdmin = authClient(stackUrl, anonKey).auth.admin;
    const attempt = await anonAdmin.createUser({ email: uniqueEmail('sneaky'), password });
    expect(attempt.error).toMatchObject({ status: 403, code: 'not_admin' });

    const none = await authFetch(stackUrl, '/admin/users', { method: 'GET' });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('invites a user by e-mail; the invitation link signs them in confirmed', async () => {
    const email = uniqueEmail('invite');
    const invited = await authClient(stackUrl, serviceRoleKey).auth.admin.inviteUserByEmail(email, {
      data: { name: 'Nuovo socio' },
    });
    expect(invited.error).toBeNull();
    expect(invited.data.user).toMatchObject({ email, invited_at: expect.any(String) });
    const mail = await latestMail(stackUrl, email, 'invite');
    expect(mail.subject).toContain('invitato');
    const { location } = await followLink(linkFromMail(mail));
    const token = fragmentParams(location).get('access_token') ?? '';
    const { data } = await authClient(stackUrl, anonKey).auth.getUser(token);
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(data.user?.user_metadata).toEqual({ name: 'Nuovo socio' });
  });
});
