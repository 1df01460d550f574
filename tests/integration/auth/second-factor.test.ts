import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import { totpCode } from '../../support/admin-sign-in.ts';
import { uniqueEmail } from '../../support/supabase-clients.ts';
import { authClient } from './auth-helpers.ts';

// TOTP second factors through supabase-js's MFA API, as hosted Auth answers them (decision
// 016): enrolment, challenge and verify raise a session to aal2; a verified factor is needed
// to add or remove factors; the service role can reset them (the recovery path).

const stackUrl = inject('stackUrl');
const anonKey = inject('anonKey');
const serviceRoleKey = inject('serviceRoleKey');
const jwtSecret = inject('jwtSecret');
const password = 'Fattore-2026';

async function newUser(): Promise<{ email: string; client: SupabaseClient }> {
  const email = uniqueEmail('mfa');
  const created = await authClient(stackUrl, serviceRoleKey).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (created.error) throw created.error;
  const client = authClient(stackUrl, anonKey);
  const signedIn = await client.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw signedIn.error;
  return { email, client };
}

async function accessClaims(client: SupabaseClient): Promise<Record<string, unknown>> {
  const { data } = await client.auth.getSession();
  return decodeJwt(data.session?.access_token ?? '');
}

/** Enrols a TOTP factor and verifies it; answers the factor id and its key. */
async function enrolVerified(client: SupabaseClient): Promise<{ id: string; secret: string }> {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) throw enrolled.error;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: totpCode(enrolled.data.totp.secret),
  });
  if (verified.error) throw verified.error;
  return { id: enrolled.data.id, secret: enrolled.data.totp.secret };
}

describe('TOTP second factors', () => {
  it('enrols with a key, its otpauth URI and a QR code, unverified until a right code', async () => {
    const { email, client } = await newUser();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', issuer: 'Bottega' });
    expect(enrolled.error).toBeNull();
    const totp = enrolled.data?.totp;
    expect(totp?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp?.uri).toBe(
      `otpauth://totp/Bottega:${encodeURIComponent(email)}?issuer=Bottega&secret=${totp?.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(totp?.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    // Whole as an <img> source: no `#`, which would end the data URL's image there.
    expect(totp?.qr_code).not.toContain('#');
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.all.map((factor) => factor.status)).toEqual(['unverified']);
    expect(factors.data?.totp).toEqual([]);
    expect((await accessClaims(client)).aal).toBe('aal1');
  });

  it('refuses a wrong code and raises the session to aal2 with the right one', async () => {
    const { client } = await newUser();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = enrolled.data?.id ?? '';
    const secret = enrolled.data?.totp.secret ?? '';
    const wrong = await client.auth.mfa.challengeAndVerify({ factorId, code: '000000' });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.status).toBe(422);

    const right = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) });
    expect(right.error).toBeNull();
    const claims = await accessClaims(client);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method).sort()).toEqual([
      'password',
      'totp',
    ]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

    // A refreshed session keeps its level; a new password sign-in starts at aal1 again.
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal2');
  });

  it('answers a used challenge as expired: each challenge takes one code', async () => {
    const { client } = await newUser();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = enrolled.data?.id ?? '';
    const challenge = await client.auth.mfa.challenge({ factorId });
    const code = totpCode(enrolled.data?.totp.secret ?? '');
    const challengeId = challenge.data?.id ?? '';
    expect((await client.auth.mfa.verify({ factorId, challengeId, code })).error).toBeNull();
    const again = await client.auth.mfa.verify({ factorId, challengeId, code });
    expect(again.error?.code).toBe('mfa_challenge_expired');
  });

  it('needs aal2 to add or remove factors once one is verified', async () => {
    const { email, client } = await newUser();
    const first = await enrolVerified(client);

    // The same person signs in again with the password only: aal1.
    const passwordOnly = authClient(stackUrl, anonKey);
    await passwordOnly.auth.signInWithPassword({ email, password });
    expect((await accessClaims(passwordOnly)).aal).toBe('aal1');
    const level = await passwordOnly.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const added = await passwordOnly.auth.mfa.enroll({ factorType: 'totp' });
    expect(added.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const removed = await passwordOnly.auth.mfa.unenroll({ factorId: first.id });
    expect(removed.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    // With the code, a second device can be added (the recovery a person keeps for themselves).
    const verified = await passwordOnly.auth.mfa.challengeAndVerify({
      factorId: first.id,
      code: totpCode(first.secret),
    });
    expect(verified.error).toBeNull();
    const second = await passwordOnly.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Telefono di scorta',
    });
    expect(second.error).toBeNull();
    const duplicate = await passwordOnly.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Telefono di scorta',
    });
    expect(duplicate.error?.code).toBe('mfa_factor_name_conflict');
  });

  it('enrols nothing from a token that names no session, as GoTrue answers', async () => {
    const { client } = await newUser();
    await enrolVerified(client);
    // Signed with the project's secret, claiming aal2, but naming no session.
    const claims = await accessClaims(client);
    const sessionless = await signJwt(
      {
        sub: String(claims.sub),
        role: 'authenticated',
        aud: 'authenticated',
        aal: 'aal2',
        exp: Math.floor(Date.now() / 1000) + 300,
      },
      jwtSecret,
    );
    const response = await fetch(`${stackUrl}/auth/v1/factors`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${sessionless}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ factor_type: 'totp', friendly_name: 'Di nascosto' }),
    });
    // GoTrue's EnrollFactor: `A valid session and a registered user are required…` (500).
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      error_code: 'unexpected_failure',
      msg: 'A valid session and a registered user are required to enroll a factor',
    });
    const { data } = await client.auth.mfa.listFactors();
    expect(data?.all).toHaveLength(1);
  });

  it('ends the other password-only sessions when a first factor is verified', async () => {
    const { email, client } = await newUser();
    const elsewhere = authClient(stackUrl, anonKey);
    await elsewhere.auth.signInWithPassword({ email, password });
    await enrolVerified(client);
    const { data: session } = await elsewhere.auth.getSession();
    const response = await fetch(`${stackUrl}/auth/v1/user`, {
      headers: { apikey: anonKey, authorization: `Bearer ${session.session?.access_token}` },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error_code: string }).error_code).toBe(
      'session_not_found',
    );
  });

  it('lists a second device with its name, and removes one from an aal2 session', async () => {
    const { client } = await newUser();
    const phone = await enrolVerified(client);
    const backup = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Telefono di scorta',
    });
    if (backup.error) throw backup.error;
    const backupId = backup.data.id;
    const code = totpCode(backup.data.totp.secret);
    expect((await client.auth.mfa.challengeAndVerify({ factorId: backupId, code })).error).toBe(
      null,
    );

    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.totp.map((factor) => [factor.id, factor.friendly_name])).toEqual([
      [phone.id, ''],
      [backupId, 'Telefono di scorta'],
    ]);
    for (const factor of listed.data?.totp ?? []) {
      expect(Number.isNaN(Date.parse(factor.created_at))).toBe(false);
    }

    // The session was last raised with the backup: removing the first phone keeps it at aal2.
    expect((await client.auth.mfa.unenroll({ factorId: phone.id })).error).toBeNull();
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal2');
    expect((await client.auth.mfa.listFactors()).data?.totp.map((factor) => factor.id)).toEqual([
      backupId,
    ]);
  });

  it('drops the session raised by a removed device to aal1, even before its token is refreshed', async () => {
    const { client } = await newUser();
    const phone = await enrolVerified(client);
    const backup = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    if (backup.error) throw backup.error;
    await client.auth.mfa.challengeAndVerify({
      factorId: backup.data.id,
      code: totpCode(backup.data.totp.secret),
    });

    // This session's aal2 came from the tablet: removing the tablet takes it back to aal1.
    expect((await client.auth.mfa.unenroll({ factorId: backup.data.id })).error).toBeNull();
    // The access token still says aal2, but Auth asks the session: the last device stays.
    expect((await accessClaims(client)).aal).toBe('aal2');
    const removeLast = await client.auth.mfa.unenroll({ factorId: phone.id });
    expect(removeLast.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const addAnother = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(addAnother.error).toMatchObject({ status: 403, code: 'insufficient_aal' });

    const refreshed = await client.auth.refreshSession();
    const claims = decodeJwt(refreshed.data.session?.access_token ?? '');
    expect(claims.aal).toBe('aal1');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['password']);
  });

  it('lets the service role list and reset a user’s factors, leaving their sessions at aal1', async () => {
    const { client } = await newUser();
    const factor = await enrolVerified(client);
    const { data: user } = await client.auth.getUser();
    const admin = authClient(stackUrl, serviceRoleKey).auth.admin.mfa;
    const listed = await admin.listFactors({ userId: user.user?.id ?? '' });
    expect(listed.data?.factors.map((each) => each.id)).toEqual([factor.id]);
    const deleted = await admin.deleteFactor({ userId: user.user?.id ?? '', id: factor.id });
    expect(deleted.error).toBeNull();

    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal1');
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });
});
