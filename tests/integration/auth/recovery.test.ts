import { describe, expect, inject, it } from 'vitest';
import { outboxFor, uniqueEmail } from '../../support/supabase-clients.ts';
import {
  authClient,
  followLink,
  fragmentParams,
  latestMail,
  linkFromMail,
  SITE_URL,
} from './auth-helpers.ts';

const stackUrl = inject('stackUrl');
const anonKey = inject('anonKey');
const serviceRoleKey = inject('serviceRoleKey');

async function confirmedUser(prefix: string, password: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const { error } = await authClient(stackUrl, serviceRoleKey).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw error;
  return email;
}

describe('password recovery and magic links', () => {
  it('recovers a password through PKCE: mail, link, code exchange, PASSWORD_RECOVERY, new password', async () => {
    const email = await confirmedUser('recovery', 'Vecchia-Password-1');
    const client = authClient(stackUrl, anonKey, { flowType: 'pkce' });
    const redirectTo = `${SITE_URL}/reset-password`;
    const { data, error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const mail = await latestMail(stackUrl, email, 'recovery');
    expect(mail.subject).toContain('password');
    expect(mail.html).toContain('Reimposta la password');
    const link = linkFromMail(mail);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('token')).toMatch(/^pkce_/);

    const { location } = await followLink(link);
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const code = location.searchParams.get('code') ?? '';

    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');

    const updated = await client.auth.updateUser({ password: 'Nuova-Password-2' });
    expect(updated.error).toBeNull();
    const old = await authClient(stackUrl, anonKey).auth.signInWithPassword({
      email,
      password: 'Vecchia-Password-1',
    });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await authClient(stackUrl, anonKey).auth.signInWithPassword({
      email,
      password: 'Nuova-Password-2',
    });
    expect(fresh.error).toBeNull();
  });

  it('answers {} for an unknown address without sending anything', async () => {
    const email = uniqueEmail('ghost');
    const { data, error } = await authClient(stackUrl, anonKey).auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await outboxFor(stackUrl, email)).toEqual([]);
  });

  it('signs a confirmed user in with a magic link (implicit flow)', async () => {
    const email = await confirmedUser('magic', 'Magic-Bun-2026');
    const client = authClient(stackUrl, anonKey);
    const { error } = await client.auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });
    expect(error).toBeNull();
    const link = linkFromMail(await latestMail(stackUrl, email, 'magiclink'));
    expect(link.searchParams.get('type')).toBe('magiclink');
    const fragment = fragmentParams((await followLink(link)).location);
    const session = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(session.error).toBeNull();
    expect(session.data.user?.email).toBe(email);
  });

  it('refuses a magic link for an unknown address when users may not be created', async () => {
    const { error } = await authClient(stackUrl, anonKey).auth.signInWithOtp({
      email: uniqueEmail('nouser'),
      options: { shouldCreateUser: false },
    });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });

  it('changes the e-mail address after the link sent to the new address is followed', async () => {
    const email = await confirmedUser('old-address', 'Cambio-Email-1');
    const client = authClient(stackUrl, anonKey);
    await client.auth.signInWithPassword({ email, password: 'Cambio-Email-1' });
    const newEmail = uniqueEmail('new-address');
    const requested = await client.auth.updateUser({ email: newEmail });
    expect(requested.error).toBeNull();
    expect(requested.data.user).toMatchObject({ email, new_email: newEmail });

    const mail = await latestMail(stackUrl, newEmail, 'email_change');
    expect(mail.html).toContain(newEmail);
    const { location } = await followLink(linkFromMail(mail));
    expect(fragmentParams(location).get('type')).toBe('email_change');
    const { data } = await authClient(stackUrl, anonKey).auth.signInWithPassword({
      email: newEmail,
      password: 'Cambio-Email-1',
    });
    expect(data.user?.email).toBe(newEmail);
    expect(data.user?.new_email).toBeUndefined();
  });
});
