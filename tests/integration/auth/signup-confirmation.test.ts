import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';
import { outboxFor, uniqueEmail } from '../../support/supabase-clients.ts';
import {
  authClient,
  authFetch,
  followLink,
  fragmentParams,
  latestMail,
  linkFromMail,
  otpFromMail,
  SITE_URL,
} from './auth-helpers.ts';

// The shared stack runs supabase/config.toml: e-mail confirmations on, as the shop has them.
const stackUrl = inject('stackUrl');
const anonKey = inject('anonKey');
const password = 'Forno-Bun-2026';

describe('sign-up with e-mail confirmation', () => {
  it('answers a user without a session and mails an Italian confirmation link (implicit flow)', async () => {
    const email = uniqueEmail('signup');
    const client = authClient(stackUrl, anonKey);
    const { data, error } = await client.auth.signUp({
      email,
      password,
      options: { data: { name: 'Giulia' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { name: 'Giulia' },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toEqual(expect.any(String));
    expect(data.user?.identities).toHaveLength(1);

    const mail = await latestMail(stackUrl, email, 'signup');
    expect(mail.subject).toContain('Bottega del Bun');
    expect(mail.html).toContain('Conferma la tua email');
    const link = linkFromMail(mail);
    expect(mail.text).toContain(link.href);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);
    expect(link.searchParams.get('redirect_to')).toBe(SITE_URL);

    const { status, location } = await followLink(link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE_URL}/`);
    const fragment = fragmentParams(location);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(3600);

    const { data: confirmed, error: userError } = await client.auth.getUser(
      fragment.get('access_token') ?? '',
    );
    expect(userError).toBeNull();
    expect(confirmed.user?.email_confirmed_at).toEqual(expect.any(String));

    // The link works once.
    const again = await followLink(link);
    expect(fragmentParams(again.location).get('error_code')).toBe('otp_expired');
    expect(fragmentParams(again.location).get('error')).toBe('access_denied');
    expect(again.location.searchParams.get('error_code')).toBeNull();
  });

  it('confirms through PKCE: the link redirects with ?code= and the client exchanges it', async () => {
    const email = uniqueEmail('pkce');
    const client = authClient(stackUrl, anonKey, { flowType: 'pkce' });
    const redirectTo = `${SITE_URL}/auth/callback`;
    const { data, error } = await client.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: redirectTo, data: { name: 'Osteria' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();

    const link = linkFromMail(await latestMail(stackUrl, email, 'signup'));
    expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    expect(link.searchParams.get('redirect_to')).toBe(redirectTo);

    const { status, location } = await followLink(link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const code = location.searchParams.get('code');
    expect(code).toEqual(expect.any(String));

    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const exchanged = await client.auth.exchangeCodeForSession(code ?? '');
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect(exchanged.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(events).toContain('SIGNED_IN');

    // An auth code is single-use (the client dropped its verifier, so ask the API directly).
    const reused = await authFetch(stackUrl, '/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: 'v'.repeat(43) }),
    });
    expect(reused.status).toBe(404);
    expect(await reused.json()).toMatchObject({ code: 'flow_state_not_found' });

    // A PKCE link that fails carries the error in the query as well.
    const failed = await followLink(link);
    expect(failed.location.searchParams.get('error_code')).toBe('otp_expired');
    expect(failed.location.searchParams.get('error_description')).toBe(
      'Email link is invalid or has expired',
    );
    expect(fragmentParams(failed.location).get('error_code')).toBe('otp_expired');
  });

  it('refuses the password login until the e-mail is confirmed, then accepts the mailed code', async () => {
    const email = uniqueEmail('unconfirmed');
    const client = authClient(stackUrl, anonKey);
    await client.auth.signUp({ email, password });
    const early = await client.auth.signInWithPassword({ email, password });
    expect(early.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });

    const code = otpFromMail(await latestMail(stackUrl, email, 'signup'));
    const verified = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    const login = await client.auth.signInWithPassword({ email, password });
    expect(login.error).toBeNull();
  });

  it('answers a sanitized fake user for an already registered address and sends no mail', async () => {
    const email = uniqueEmail('dup');
    const client = authClient(stackUrl, anonKey);
    const first = await client.auth.signUp({ email, password });
    const link = linkFromMail(await latestMail(stackUrl, email, 'signup'));
    await followLink(link);
    const mailsBefore = (await outboxFor(stackUrl, email)).length;

    const second = await client.auth.signUp({ email, password: 'Another-2026' });
    expect(second.error).toBeNull();
    expect(second.data.session).toBeNull();
    expect(second.data.user?.identities).toEqual([]);
    expect(second.data.user?.id).not.toBe(first.data.user?.id);
    expect((await outboxFor(stackUrl, email)).length).toBe(mailsBefore);
  });

  it('rejects short passwords and malformed addresses with GoTrue codes', async () => {
    const client = authClient(stackUrl, anonKey);
    const short = await client.auth.signUp({ email: uniqueEmail('short'), password: '12345' });
    expect(short.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(short.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });

    const invalid = await client.auth.signUp({ email: 'not-an-email', password });
    expect(invalid.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
  });

  it('sends links only to allowed redirect URLs and falls back to the site URL', async () => {
    const client = authClient(stackUrl, anonKey);
    const foreign = uniqueEmail('evil');
    await client.auth.signUp({
      email: foreign,
      password,
      options: { emailRedirectTo: 'https://evil.example.com/steal' },
    });
    const foreignLink = linkFromMail(await latestMail(stackUrl, foreign, 'signup'));
    expect(foreignLink.searchParams.get('redirect_to')).toBe(SITE_URL);
    expect((await followLink(foreignLink)).location.origin).toBe(SITE_URL);

    const allowed = uniqueEmail('allowed');
    await client.auth.signUp({
      email: allowed,
      password,
      options: { emailRedirectTo: 'http://localhost:5173/account/profile' },
    });
    const allowedLink = linkFromMail(await latestMail(stackUrl, allowed, 'signup'));
    expect(allowedLink.searchParams.get('redirect_to')).toBe(
      'http://localhost:5173/account/profile',
    );
  });

  it('resends the confirmation of an unconfirmed account', async () => {
    const email = uniqueEmail('resend');
    const client = authClient(stackUrl, anonKey);
    await client.auth.signUp({ email, password });
    const firstLink = linkFromMail(await latestMail(stackUrl, email, 'signup'));
    const { error } = await client.auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    const mails = await outboxFor(stackUrl, email);
    expect(mails.filter((mail) => mail.kind === 'signup')).toHaveLength(2);
    const secondLink = linkFromMail(await latestMail(stackUrl, email, 'signup'));
    expect(secondLink.href).not.toBe(firstLink.href);
    // Only the newest link is valid.
    expect(fragmentParams((await followLink(firstLink)).location).get('error_code')).toBe(
      'otp_expired',
    );
    expect(
      fragmentParams((await followLink(secondLink)).location).get('access_token'),
    ).toBeTruthy();
  });
});
