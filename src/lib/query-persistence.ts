import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';

/** localStorage key of the persisted query cache. */
export const QUERY_CACHE_STORAGE_KEY = 'bottega-del-bun:query-cache';

/**
 * Bump when the shape of cached data changes: a persisted cache with another buster is
 * thrown away instead of feeding old shapes to new code.
 */
export const QUERY_CACHE_BUSTER = 'v1';

/** A persisted cache older than a day is discarded. */
export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1_000;

/**
 * Options for `PersistQueryClientProvider`: only successful queries are written, so a failed
 * read never comes back from storage as if it were data. Queries are kept in storage as long
 * as their own `gcTime` keeps them in memory; the offline catalogue lives in IndexedDB.
 */
export function createQueryPersistOptions(
  storage: Storage | undefined = globalThis.localStorage,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({ storage, key: QUERY_CACHE_STORAGE_KEY }),
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
