import { MutationCache, QueryClient } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { cacheGroups } from '@/lib/query-cache-groups';
import { retryDelayMs, shouldRetryRead } from '@/lib/query-retry';

/**
 * The app's QueryClient: the default cache group and the §8 retry rules for every read;
 * mutations are not retried and their failures are only logged (spec §8) — the feature that
 * runs a mutation decides what the user sees.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...cacheGroups.default,
        retry: shouldRetryRead,
        retryDelay: retryDelayMs,
      },
      mutations: { retry: false },
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
