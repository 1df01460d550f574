import { describe, expect, it } from 'vitest';
import {
  type AuthMachineEvent,
  type AuthMachineState,
  authTransition,
  welcomeMessage,
} from '@/domain/auth/auth-machine';
import { initialAuthState } from '@/domain/auth/auth-store';
import type { SessionUser } from '@/domain/auth/session-user';

const giulia: SessionUser = { id: 'u-giulia', email: 'giulia@example.com', name: 'Giulia' };
const marco: SessionUser = { id: 'u-marco', email: 'marco@example.com', name: 'Marco' };

/** Runs events from a state and collects every effect, like the provider does. */
function run(events: AuthMachineEvent[], from: AuthMachineState = initialAuthState) {
  let state = from;
  const effects = [];
  for (const event of events) {
    const next = authTransition(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const session = (
  event: Extract<AuthMachineEvent, { type: 'session-changed' }>['event'],
  user: SessionUser | null,
): AuthMachineEvent => ({ type: 'session-changed', event, user });

describe('auth state machine', () => {
  it('starts loading, then follows the first session event', () => {
    expect(initialAuthState.status).toBe('loading');
    expect(run([session('INITIAL_SESSION', null)]).state.status).toBe('unauthenticated');

    const restored = run([session('INITIAL_SESSION', giulia)]);
    expect(restored.state).toMatchObject({ status: 'authenticated', user: giulia, isAdmin: false });
    expect(restored.effects).toEqual([{ type: 'check-admin', userId: giulia.id }]);
  });

  it('welcomes a sign-in the app started, once the admin check has answered', () => {
    const signedIn = run([
      session('INITIAL_SESSION', null),
      { type: 'sign-in-started' },
      session('SIGNED_IN', giulia),
    ]);
    // Spec §6: right after login the user is not admin until checked; no welcome yet.
    expect(signedIn.state).toMatchObject({ isAdmin: false, welcomePending: true });
    expect(signedIn.effects).toEqual([{ type: 'check-admin', userId: giulia.id }]);

    const checked = run(
      [{ type: 'admin-checked', userId: giulia.id, isAdmin: true }, { type: 'sign-in-ended' }],
      signedIn.state,
    );
    expect(checked.state).toMatchObject({ isAdmin: true, welcomePending: false });
    expect(checked.effects).toEqual([{ type: 'welcome', name: 'Giulia', isAdmin: true }]);
  });

  it('welcomes a non-admin when the admin check fails (reported as false)', () => {
    const { effects } = run([
      { type: 'sign-in-started' },
      session('SIGNED_IN', giulia),
      { type: 'admin-checked', userId: giulia.id, isAdmin: false },
    ]);
    expect(effects).toContainEqual({ type: 'welcome', name: 'Giulia', isAdmin: false });
  });

  it('keeps the expected sign-in when the stored session turns out empty meanwhile', () => {
    // A quick login while supabase-js is still starting: INITIAL_SESSION(null) comes first.
    const { state } = run([
      { type: 'sign-in-started' },
      session('INITIAL_SESSION', null),
      session('SIGNED_IN', giulia),
    ]);
    expect(state).toMatchObject({ status: 'authenticated', welcomePending: true });
  });

  it('does not welcome a restored session, even when supabase-js calls it SIGNED_IN', () => {
    const { state, effects } = run([
      session('SIGNED_IN', giulia),
      session('INITIAL_SESSION', giulia),
      { type: 'admin-checked', userId: giulia.id, isAdmin: false },
      session('SIGNED_IN', giulia),
    ]);
    expect(state.welcomePending).toBe(false);
    expect(effects.filter((effect) => effect.type === 'welcome')).toEqual([]);
    // One admin check per session, not per duplicate event.
    expect(effects.filter((effect) => effect.type === 'check-admin')).toHaveLength(1);
  });

  it('welcomes the confirmation link sign-in announced as INITIAL_SESSION then SIGNED_IN', () => {
    const { effects } = run([
      { type: 'sign-in-started' },
      session('INITIAL_SESSION', giulia),
      session('SIGNED_IN', giulia),
      { type: 'admin-checked', userId: giulia.id, isAdmin: false },
    ]);
    expect(effects.filter((effect) => effect.type === 'welcome')).toEqual([
      { type: 'welcome', name: 'Giulia', isAdmin: false },
    ]);
  });

  it('does not welcome a password-recovery session', () => {
    const { effects } = run([
      { type: 'sign-in-started' },
      session('PASSWORD_RECOVERY', giulia),
      { type: 'admin-checked', userId: giulia.id, isAdmin: false },
    ]);
    expect(effects.some((effect) => effect.type === 'welcome')).toBe(false);
  });

  it('forgets nothing on a failed sign-in and no longer expects one', () => {
    const { state, effects } = run([
      session('INITIAL_SESSION', null),
      { type: 'sign-in-started' },
      { type: 'sign-in-ended' },
      session('SIGNED_IN', giulia),
    ]);
    expect(state.welcomePending).toBe(false);
    expect(effects).toEqual([{ type: 'check-admin', userId: giulia.id }]);
  });

  it('updates the same user on refresh and metadata changes, keeping admin status', () => {
    const admin = run([
      session('INITIAL_SESSION', giulia),
      { type: 'admin-checked', userId: giulia.id, isAdmin: true },
    ]).state;
    const renamed = { ...giulia, name: 'Giulia Rossi' };
    const { state, effects } = run(
      [session('TOKEN_REFRESHED', giulia), session('USER_UPDATED', renamed)],
      admin,
    );
    expect(state).toMatchObject({ user: renamed, isAdmin: true, status: 'authenticated' });
    expect(effects).toEqual([]);
  });

  it('signs out: no user, no admin, cached user data forgotten', () => {
    const admin = run([
      session('INITIAL_SESSION', giulia),
      { type: 'admin-checked', userId: giulia.id, isAdmin: true },
    ]).state;
    const { state, effects } = run([session('SIGNED_OUT', null)], admin);
    expect(state).toMatchObject({ status: 'unauthenticated', user: null, isAdmin: false });
    expect(effects).toEqual([{ type: 'forget-user-data' }]);
  });

  it('treats another person signing in as a new session and drops the old answer', () => {
    const admin = run([
      session('INITIAL_SESSION', giulia),
      { type: 'admin-checked', userId: giulia.id, isAdmin: true },
    ]).state;
    const switched = run([session('SIGNED_IN', marco)], admin);
    expect(switched.state).toMatchObject({ user: marco, isAdmin: false });
    expect(switched.effects).toEqual([
      { type: 'forget-user-data' },
      { type: 'check-admin', userId: marco.id },
    ]);
    // Giulia's late answer must not make Marco an admin.
    const late = run([{ type: 'admin-checked', userId: giulia.id, isAdmin: true }], switched.state);
    expect(late.state.isAdmin).toBe(false);
    expect(late.effects).toEqual([]);
  });
});

describe('welcomeMessage', () => {
  it('appends (Admin) for admins only (spec §4)', () => {
    expect(welcomeMessage('Giulia', false)).toBe('Benvenuto, Giulia!');
    expect(welcomeMessage('Anna', true)).toBe('Benvenuto, Anna! (Admin)');
  });
});
