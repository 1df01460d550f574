import type { QueryClient } from '@tanstack/react-query';
import { type AuthActions, createAuthActions } from '@/lib/auth/auth-actions';
import {
  type AuthEffect,
  type AuthMachineEvent,
  authTransition,
  welcomeMessage,
} from '@/lib/auth/auth-machine';
import type { AuthStore } from '@/lib/auth/auth-store';
import { toastSuccess } from '@/lib/auth/auth-toasts';
import { toSessionUser } from '@/lib/auth/session-user';
import { adminStatusQueryOptions } from '@/lib/auth/admin-status';
import { forgetUserData } from '@/lib/auth/user-data';
import {
  isOffline,
  refreshSessionOnReconnect,
  storedSessionUser,
} from '@/lib/auth/offline-session';
import { startOfflineSyncWhenIdle } from '@/lib/cart-sync/start-offline-sync';
import { logger } from '@/lib/logger';
import { getSupabase } from '@/lib/supabase';

export interface AuthRuntimeDeps {
  store: AuthStore;
  queryClient: QueryClient;
  /** Spec §8: errors that are not toasts are kept as text until cleared. */
  setLastError(message: string | null): void;
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
        // first idle moment, as before, for everyone else when they sign in. Once per page.
        if (session?.user || keptOffline) startOfflineSyncWhenIdle();
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
