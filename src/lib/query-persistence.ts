import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';

/** localStorage key of the persisted query cache. */
export const QUERY_CACHE_STORAGE_KEY = 'bottega-del-bun:query-cache';

/**
 * Bump when the shape of cached data changes: a persisted cache with another buster is
 * thrown away instead of feeding old shapes to new code.
 */
// v2: the statement's rows carry `amount_due` (migration 20261206000000).
export const QUERY_CACHE_BUSTER = 'v2';

/** A persisted cache older than a day is discarded. */
export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1_000;

/** Where and how the cache is kept between visits. */
export type QueryPersistOptions = Omit<PersistQueryClientOptions, 'queryClient'> & {
  /** The same storage, written at once: for the page's last moment (`pagehide`). */
  persisterNow: Persister;
};

/**
 * Options for the persisted cache: only successful queries are written, so a failed
 * read never comes back from storage as if it were data. Queries are kept in storage as long
 * as their own `gcTime` keeps them in memory; the offline catalogue lives in IndexedDB.
 */
export function createQueryPersistOptions(
  storage: Storage | undefined = globalThis.localStorage,
): QueryPersistOptions {
  return {
    persister: createSyncStoragePersister({ storage, key: QUERY_CACHE_STORAGE_KEY }),
    persisterNow: {
      persistClient: (client) => {
        try {
          storage?.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify(client));
        } catch {
          // Storage full or refused: the next visit reads the last save that fit, as after a
          // throttled save that failed.
        }
      },
      restoreClient: () => undefined,
      removeClient: () => undefined,
    },
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    buster: QUERY_CACHE_BUSTER,
    dehydrateOptions: {
      // The admin console's data (customers, orders, addresses) stays in memory only: personal
      // data of other people must not outlive the session in this browser's storage.
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && query.queryKey[0] !== 'admin',
    },
  };
}

/**
 * Puts back what an earlier visit saved (a cache older than a day, or written for another
 * buster, is thrown away). Not `PersistQueryClientProvider`: its restore flips a context that
 * renders every query on the page a second time, in one long task right after the app starts
 * (issue 38). Here only the queries whose data the restore changes render again. Never
 * rejects: a save that cannot be read is removed and the visit goes on without it.
 */
export function restoreQueryCache(
  queryClient: QueryClient,
  options: QueryPersistOptions = createQueryPersistOptions(),
): Promise<void> {
  return persistQueryClientRestore({ ...options, queryClient }).catch(() => undefined);
}

/**
 * Writes the cache to storage now (what the page read before saving started) and from then on
 * whenever it changes (at most once a second, the persister's throttle), and once more as the
 * page goes away: a reload or a closed tab within that second lost the last change, so a
 * restaurant that reloaded just after creating its standing order was shown the empty form
 * again from its own fresh-looking copy (an e2e journey failed so once). Start it after the
 * restore, or the restore's own writes would overwrite what it is about to read. Returns a
 * function that stops saving.
 */
export function keepQueryCacheSaved(
  queryClient: QueryClient,
  options: QueryPersistOptions = createQueryPersistOptions(),
  page: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  void persistQueryClientSave({ ...options, queryClient });
  const stopSubscription = persistQueryClientSubscribe({ ...options, queryClient });
  // `persistQueryClientSave` reaches the storage write before its first await: the write is
  // done when the event's listener returns.
  const saveNow = () =>
    void persistQueryClientSave({ ...options, persister: options.persisterNow, queryClient });
  page.addEventListener('pagehide', saveNow);
  return () => {
    stopSubscription();
    page.removeEventListener('pagehide', saveNow);
  };
}
