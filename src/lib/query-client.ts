import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { browserIsOffline } from '@/lib/network/reachability';
import { cacheGroups } from '@/lib/query-cache-groups';
import { retryDelayMs, shouldRetryRead } from '@/lib/query-retry';

/**
 * The app's QueryClient: the default cache group and the §8 retry rules for every read;
 * mutations are not retried and their failures are only logged (spec §8) — the feature that
 * runs a mutation decides what the user sees.
 *
 * Offline (issue 8): reads run even without a connection ('offlineFirst') because the
 * catalogue, carousel, blog and settings reads answer from IndexedDB; a read that cannot
 * answer offline fails at once (see `shouldRetryRead`) instead of pausing with a spinner.
 * Mutations are tried at once too ('always'): offline they fail with a network error the
 * feature shows, instead of staying paused behind a spinning button.
 */
export function createQueryClient(): QueryClient {
  // TanStack Query assumes it starts online and only learns from 'offline'/'online' events: a
  // page opened with no connection (the tablet's app from the service worker) would never see
  // the connection return, and nothing would be fetched again on reconnect.
  if (browserIsOffline()) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...cacheGroups.default,
        networkMode: 'offlineFirst',
        retry: shouldRetryRead,
        retryDelay: retryDelayMs,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => {
        logger.error('Operazione non riuscita', {
          mutationKey: mutation.options.mutationKey,
          error,
        });
      },
    }),
  });
}
