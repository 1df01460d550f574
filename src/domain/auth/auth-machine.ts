// The auth state machine behind `AuthProvider` (spec §4, §6), free of React and supabase-js so
// every rule is unit-tested:
// - `loading` until the first session event, then `authenticated` or `unauthenticated`;
// - the user changes only through supabase-js's session events, never from a call's return;
// - a new user is not admin until `is_admin` has answered for them;
// - only a sign-in the app started (login, registration, confirmation link) is welcomed, and
//   the welcome waits for the admin check because it names admins. supabase-js also emits
//   SIGNED_IN when it merely restores a stored session (at start, when a tab becomes visible),
//   so the event name alone cannot tell a fresh sign-in.

import type { AuthMachineState } from '@/domain/auth/auth-store';
import type { SessionUser } from '@/domain/auth/session-user';

export type { AuthMachineState } from '@/domain/auth/auth-store';

/** supabase-js's `AuthChangeEvent` names (kept as strings: no runtime import of supabase-js). */
export type SessionEventName =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

export type AuthMachineEvent =
  /** login(), register() or a confirmation link is about to produce a session. */
  | { type: 'sign-in-started' }
  /** That call came back without a session (it failed, or the e-mail must be confirmed). */
  | { type: 'sign-in-ended' }
  /** supabase-js's auth state listener fired. */
  | { type: 'session-changed'; event: SessionEventName; user: SessionUser | null }
  /** `is_admin` answered (or failed: then `isAdmin` is false, spec §6). */
  | { type: 'admin-checked'; userId: string; isAdmin: boolean };

/** What the provider must do after a transition. */
export type AuthEffect =
  | { type: 'check-admin'; userId: string }
  | { type: 'welcome'; name: string; isAdmin: boolean }
  /** Someone signed out or another person signed in: drop the previous user's cached data. */
  | { type: 'forget-user-data' };

/** Spec §4: the welcome toast, with ' (Admin)' appended for admins. */
export function welcomeMessage(name: string, isAdmin: boolean): string {
  return `Benvenuto, ${name}!${isAdmin ? ' (Admin)' : ''}`;
}

export interface Transition {
  state: AuthMachineState;
  effects: AuthEffect[];
}

function sessionChanged(
  state: AuthMachineState,
  event: SessionEventName,
  user: SessionUser | null,
): Transition {
  if (!user) {
    return {
      state: {
        ...state,
        status: 'unauthenticated',
        user: null,
        isAdmin: false,
        welcomePending: false,
      },
      effects: state.user ? [{ type: 'forget-user-data' }] : [],
    };
  }

  const samePerson = state.user?.id === user.id;
  const freshSignIn =
    state.signInExpected && (event === 'SIGNED_IN' || event === 'INITIAL_SESSION');
  if (samePerson && !freshSignIn) {
    // A refreshed token, updated metadata, a restored session announced twice: same person.
    return {
      state: {
        ...state,
        status: 'authenticated',
        user,
        welcomePending: event === 'PASSWORD_RECOVERY' ? false : state.welcomePending,
      },
      effects: [],
    };
  }

  const effects: AuthEffect[] = [];
  if (state.user && !samePerson) effects.push({ type: 'forget-user-data' });
  effects.push({ type: 'check-admin', userId: user.id });
  return {
    state: {
      status: 'authenticated',
      user,
      // Spec §6: right after login or registration the user is not admin until checked.
      isAdmin: false,
      signInExpected: false,
      welcomePending: freshSignIn,
    },
    effects,
  };
}

/** The next state and the effects of one event. */
export function authTransition(state: AuthMachineState, event: AuthMachineEvent): Transition {
  switch (event.type) {
    case 'sign-in-started':
      return { state: { ...state, signInExpected: true }, effects: [] };
    case 'sign-in-ended':
      return { state: { ...state, signInExpected: false }, effects: [] };
    case 'session-changed':
      return sessionChanged(state, event.event, event.user);
    case 'admin-checked': {
      // An answer about someone who is no longer signed in changes nothing.
      if (state.user?.id !== event.userId) return { state, effects: [] };
      const effects: AuthEffect[] = state.welcomePending
        ? [{ type: 'welcome', name: state.user.name, isAdmin: event.isAdmin }]
        : [];
      return { state: { ...state, isAdmin: event.isAdmin, welcomePending: false }, effects };
    }
  }
}
