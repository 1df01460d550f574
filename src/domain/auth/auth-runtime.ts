import type { QueryClient } from '@tanstack/react-query';
import { type AuthActions, createAuthActions } from '@/domain/auth/auth-actions';
import {
  type AuthEffect,
  type AuthMachineEvent,
  authTransition,
  welcomeMessage,
} from '@/domain/auth/auth-machine';
import type { AuthStore } from '@/domain/auth/auth-store';
import { toastSuccess } from '@/domain/auth/auth-toasts';
import { toSessionUser } from '@/domain/auth/session-user';
import { adminStatusQueryOptions } from '@/domain/auth/admin-status';
import { forgetUserData } from '@/domain/auth/user-data';
import {
  isOffline,
  refreshSessionOnReconnect,
  storedSessionUser,
} from '@/domain/auth/offline-session';
import { logger } from '@/lib/logger';
import { getSupabase } from '@/lib/supabase';

export interface AuthRuntimeDeps {
  store: AuthStore;
  queryClient: QueryClient;
  /** Spec §8: errors that are not toasts are kept as text until cleared. */
  setLastError(message: string | null): void;
  /**
   * Called whenever a session is known (signed in, or kept offline): the app starts the cart
   * sync and the order outbox there (src/app/auth/app-auth-runtime.ts).
   */
  onSignedIn(): void;
}

/** Everything of auth that talks to supabase-js: loaded after the first screen. */
export interface AuthRuntime {
  actions: AuthActions;
  /**
   * Feeds supabase-js's session events into the machine; resolves to the unsubscribe.
   * `fromConfirmationLink` is read at start-up (see openedFromConfirmationLink).
   */
  follow(launch: { fromConfirmationLink: boolean }): Promise<() => void>;
}

export function createAuthRuntime({
  store,
  queryClient,
  setLastError,
  onSignedIn,
}: AuthRuntimeDeps): AuthRuntime {
  /** One event through the machine: synchronous and ordered, so no event is lost. */
  const send = (event: AuthMachineEvent): void => {
    const { state, effects } = authTransition(store.getState(), event);
    store.set(state);
    effects.forEach(run);
  };

  function run(effect: AuthEffect): void {
    switch (effect.type) {
      case 'check-admin':
        // Asked again after every new session (staleTime 0); a failure means "not admin" (§6).
        queryClient
          .fetchQuery({ ...adminStatusQueryOptions(effect.userId), staleTime: 0 })
          .catch((error: unknown) => {
            logger.warn('Verifica del ruolo admin non riuscita', error);
            return false;
          })
          .then((isAdmin) => send({ type: 'admin-checked', userId: effect.userId, isAdmin }));
        break;
      case 'welcome':
        toastSuccess(welcomeMessage(effect.name, effect.isAdmin));
        break;
      case 'forget-user-data':
        forgetUserData(queryClient);
        break;
    }
  }

  return {
    actions: createAuthActions({
      send,
      setLastError,
      isSignedIn: () => store.getState().user !== null,
    }),

    async follow({ fromConfirmationLink }) {
      if (fromConfirmationLink) send({ type: 'sign-in-started' });
      const supabase = await getSupabase();
      const stopReconnectRefresh = refreshSessionOnReconnect(supabase.auth);
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        // Opened offline with an expired token: supabase-js has no usable session until the
        // reconnect's refresh, but the person is still signed in (the session is stored).
        const keptOffline =
          event === 'INITIAL_SESSION' && !session && isOffline() ? storedSessionUser() : null;
        // The cart sync and the order outbox follow the same session (issue 8). They have
        // nothing to do for a visitor who is not signed in, so their code (with Dexie and the
        // order schemas, ~20 files) loads only once someone is: for a signed-in customer at the
        // first idle moment, for everyone else when they sign in. The app's `onSignedIn`
        // starts them once per page.
        if (session?.user || keptOffline) onSignedIn();
        // Synchronous on purpose: supabase-js awaits this callback while it holds its lock,
        // so anything that calls the API again (the admin check) runs after it returns.
        send({
          type: 'session-changed',
          event,
          user: session?.user ? toSessionUser(session.user) : keptOffline,
        });
        // A confirmation link opened in another browser has no PKCE verifier here: no
        // session will follow, so stop waiting for one to welcome.
        if (event === 'INITIAL_SESSION' && !session && fromConfirmationLink) {
          send({ type: 'sign-in-ended' });
        }
      });
      return () => {
        data.subscription.unsubscribe();
        stopReconnectRefresh();
      };
    },
  };
}
