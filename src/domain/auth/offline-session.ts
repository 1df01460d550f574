import { safeLocalStorage } from '@/lib/browser-storage';
import { type SessionUser, toSessionUser } from '@/domain/auth/session-user';
import { logger } from '@/lib/logger';

// An offline period never signs anyone out (issue 8). supabase-js already keeps the stored
// session when a refresh fails for lack of network (SUPABASE-API.md §1.5); two gaps remain and
// are closed here:
// 1. Opened offline with an expired token, supabase-js reports "no session" (it cannot
//    refresh), although the session is stored and will refresh once online. The app keeps
//    showing the person signed in, from the stored session.
// 2. It answers every refresh with the same token from a cached failure for 60 s, so after a
//    reconnect the session would stay unusable for up to a minute. On `online` that cached
//    "no network" failure is stale: it is dropped and the refresh runs right away.

const sessionKeyPattern = /^sb-.+-auth-token$/;

/**
 * The person of the session supabase-js stored (whatever its token's age), or null. Used
 * only while offline, to keep showing who is signed in; never a permission (the server
 * checks the token on every request).
 */
export function storedSessionUser(
  storage: Storage | undefined = safeLocalStorage(),
): SessionUser | null {
  if (!storage) return null;
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key === null || !sessionKeyPattern.test(key)) continue;
      const session: unknown = JSON.parse(storage.getItem(key) ?? 'null');
      const user = (session as { user?: { id?: unknown } } | null)?.user;
      const refreshToken = (session as { refresh_token?: unknown } | null)?.refresh_token;
      if (typeof user?.id === 'string' && typeof refreshToken === 'string' && refreshToken) {
        return toSessionUser(user as { id: string });
      }
    }
  } catch {
    // Unreadable storage or JSON: no stored session we could use.
  }
  return null;
}

/** Whether the browser says there is no connection. */
export function isOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}

interface CachedRefreshFailure {
  result?: { error?: { name?: unknown } | null };
}

/**
 * Drops supabase-js's cached refresh failure if it was only a network failure (name
 * `AuthRetryableFetchError`, auth-js 2.119 `lastRefreshFailure`); a refused refresh token stays
 * refused. Reaches into a private field on purpose: the library offers no public way to say
 * "the network is back", and without it the reconnect waits up to a minute. If a later version
 * renames the field this does nothing and the refresh simply happens on the next tick.
 */
export function forgetNetworkRefreshFailure(auth: object): boolean {
  const cached = Reflect.get(auth, 'lastRefreshFailure') as CachedRefreshFailure | null | undefined;
  if (cached?.result?.error?.name !== 'AuthRetryableFetchError') return false;
  Reflect.set(auth, 'lastRefreshFailure', null);
  return true;
}

interface RefreshableAuth {
  getSession(): Promise<unknown>;
}

/**
 * When the connection returns: refresh the session now if its token has expired or is about
 * to (supabase-js's `getSession` does exactly that, with its 90 s margin, and announces
 * TOKEN_REFRESHED), instead of waiting for the next 30 s tick. Returns the stop.
 */
export function refreshSessionOnReconnect(auth: RefreshableAuth & object): () => void {
  const onOnline = () => {
    forgetNetworkRefreshFailure(auth);
    auth.getSession().catch((error: unknown) => {
      logger.warn('Aggiornamento della sessione dopo la riconnessione non riuscito', error);
    });
  };
  window.addEventListener('online', onOnline);
  return () => window.removeEventListener('online', onOnline);
}
