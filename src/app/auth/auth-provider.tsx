import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { AuthActions } from '@/domain/auth/auth-actions';
import {
  AuthContext,
  type AuthContextValue,
  type AuthUser,
  AuthUserContext,
} from '@/domain/auth/auth-context';
import { openedFromConfirmationLink } from '@/domain/auth/auth-paths';
import type { AppAuthRuntimeDeps } from '@/app/auth/app-auth-runtime';
import type { AuthRuntime } from '@/domain/auth/auth-runtime';
import {
  type AuthMachineState,
  type AuthStore,
  createAuthStore,
  initialAuthState,
} from '@/domain/auth/auth-store';
import { toastError } from '@/domain/auth/auth-toasts';
import { unknownAuthErrors as unknown } from '@/domain/auth/auth-unknown-errors';
import { clearStoredSession } from '@/domain/auth/stored-session';
import { forgetUserData } from '@/domain/auth/user-data';
import { logger } from '@/lib/logger';
import { getSupabase } from '@/lib/supabase';

/**
 * The auth runtime (session listener, admin check, the calls of spec §7) in its own chunk,
 * loaded right after the first render together with supabase-js: the first screen carries
 * only the state. If the code cannot be loaded (offline before the service worker cached it)
 * nobody is signed in, a call fails like an unknown error, and a logout still clears the local
 * session (spec §4).
 */
function createRuntimeLoader(deps: AppAuthRuntimeDeps) {
  let loading: Promise<AuthRuntime> | undefined;
  const load = () =>
    (loading ??= import('@/app/auth/app-auth-runtime').then((module) =>
      module.createAppAuthRuntime(deps),
    ));
  const forgetFailedLoad = (error: unknown) => {
    loading = undefined;
    logger.error('Funzioni di autenticazione non disponibili', error);
  };
  const signedOut = () => deps.store.set({ ...initialAuthState, status: 'unauthenticated' });

  async function call<T>(run: (actions: AuthActions) => Promise<T>, failed: () => T): Promise<T> {
    let runtime: AuthRuntime;
    try {
      runtime = await load();
    } catch (error) {
      forgetFailedLoad(error);
      return failed();
    }
    return run(runtime.actions);
  }
  const failWith = (message: string) => () => {
    toastError(message);
    return false;
  };

  const actions: AuthActions = {
    login: (email, password) =>
      call((auth) => auth.login(email, password), failWith(unknown.unknownLogin)),
    register: (name, email, password, redirectAfterConfirmation, businessRequest) =>
      call(
        (auth) => auth.register(name, email, password, redirectAfterConfirmation, businessRequest),
        failWith(unknown.unknownRegistration),
      ),
    logout: () =>
      call(
        (auth) => auth.logout(),
        () => {
          clearStoredSession();
          forgetUserData(deps.queryClient);
          signedOut();
          toastError(unknown.unknownLogout);
        },
      ),
    requestPasswordReset: (email) =>
      call((auth) => auth.requestPasswordReset(email), failWith(unknown.unknownPasswordReset)),
    updatePassword: (password) =>
      call((auth) => auth.updatePassword(password), failWith(unknown.unknownPasswordUpdate)),
    updateProfile: (fields) =>
      call((auth) => auth.updateProfile(fields), failWith(unknown.profileUpdateFailed)),
  };

  /** Starts following the session; returns the stop for the effect's cleanup. */
  function start(): () => void {
    let stopped = false;
    let unsubscribe = (): void => undefined;
    // Before the client exists: once created it exchanges the link's code and cleans the
    // address, possibly before the runtime chunk below has arrived to look at it.
    const launch = { fromConfirmationLink: openedFromConfirmationLink() };
    // supabase-js downloads in parallel with the runtime chunk, not after it.
    getSupabase().catch(() => undefined);
    load()
      .then((runtime) => runtime.follow(launch))
      .then((stop) => {
        if (stopped) stop();
        else unsubscribe = stop;
      })
      .catch((error: unknown) => {
        // Without the runtime nobody can be signed in on this page.
        forgetFailedLoad(error);
        signedOut();
      });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }

  return { actions, start };
}

/**
 * The store's state for React, each change rendered as a transition. The session's first answer
 * (loading → signed out, or the stored user) arrives while React may still be hydrating the
 * page's content: a synchronous change of the context above it made React hydrate all of it in
 * one non-yielding task (81–106 ms on /products unthrottled, issue 38's TBT, decision 017 item
 * 24). As a transition React renders it in slices between the visitor's taps. Everything that
 * acts on the session reads the store itself, so nothing waits for this render.
 */
function useAuthState(store: AuthStore): AuthMachineState {
  const [state, setState] = useState(store.getState);
  useEffect(() => {
    const follow = () => startTransition(() => setState(store.getState()));
    // A change between the first render and this effect.
    follow();
    return store.subscribe(follow);
  }, [store]);
  return state;
}

/**
 * Provides `useAuth()` (spec §4, §6). The user comes only from supabase-js's auth state
 * listener (in the runtime); the calls never set it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [store] = useState(createAuthStore);
  const state = useAuthState(store);
  const [lastError, setLastError] = useState<string | null>(null);
  const [runtime] = useState(() => createRuntimeLoader({ store, queryClient, setLastError }));

  useEffect(() => runtime.start(), [runtime]);

  const clearError = useCallback(() => setLastError(null), []);
  const user = useMemo<AuthUser | null>(
    () => (state.user ? { ...state.user, isLoggedIn: true, isAdmin: state.isAdmin } : null),
    [state.user, state.isAdmin],
  );
  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      currentStatus: () => store.getState().status,
      loading: state.status === 'loading',
      user,
      isAdmin: state.isAdmin,
      lastError,
      clearError,
      ...runtime.actions,
    }),
    [state.status, state.isAdmin, user, lastError, clearError, runtime, store],
  );

  return (
    <AuthContext value={value}>
      <AuthUserContext value={user}>{children}</AuthUserContext>
    </AuthContext>
  );
}
