import type { AuthStatus } from '@/domain/auth/auth-context';
import type { SessionUser } from '@/domain/auth/session-user';

/** The auth state (spec §4, §6); `authTransition` (auth-machine.ts) is the only thing moving it. */
export interface AuthMachineState {
  status: AuthStatus;
  user: SessionUser | null;
  isAdmin: boolean;
  /** The app started a sign-in whose session has not arrived yet. */
  signInExpected: boolean;
  /** The current user signed in just now and gets a welcome once the admin check answers. */
  welcomePending: boolean;
}

export const initialAuthState: AuthMachineState = {
  status: 'loading',
  user: null,
  isAdmin: false,
  signInExpected: false,
  welcomePending: false,
};

/**
 * Holds the auth state for React (`useSyncExternalStore`). The store knows no rules: the auth
 * runtime, loaded after the first screen, moves it with `authTransition`.
 */
export interface AuthStore {
  getState(): AuthMachineState;
  subscribe(listener: () => void): () => void;
  set(state: AuthMachineState): void;
}

export function createAuthStore(initial: AuthMachineState = initialAuthState): AuthStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === state) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
  };
}
