import { retryUpTo } from '@/lib/query-retry';

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Cache settings per data group (spec §9). Feature query factories spread one into their
 * `queryOptions`, e.g. `queryOptions({ ...cacheGroups.products, queryKey, queryFn })`, so the
 * freshness of every kind of data is decided here and nowhere else.
 */
export const cacheGroups = {
  /** Anything without a group of its own: 5 min fresh, kept 10 min, no refetch on focus. */
  default: {
    staleTime: 5 * MINUTE_MS,
    gcTime: 10 * MINUTE_MS,
    refetchOnWindowFocus: false,
  },
  /** Catalogue lists, details, featured: 10 / 30 min, never refetched on focus or mount. */
  products: {
    staleTime: 10 * MINUTE_MS,
    gcTime: 30 * MINUTE_MS,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  },
  /** Bundle configurations: 5 / 15 min. */
  bundles: {
    staleTime: 5 * MINUTE_MS,
    gcTime: 15 * MINUTE_MS,
    refetchOnWindowFocus: false,
  },
  /** The signed-in user's profile, orders, cart: 2 / 10 min, refreshed when the tab returns. */
  user: {
    staleTime: 2 * MINUTE_MS,
    gcTime: 10 * MINUTE_MS,
    refetchOnWindowFocus: true,
  },
  /** Admin statistics, orders, customers: 30 s / 2 min, refreshed when the tab returns. */
  admin: {
    staleTime: 30 * SECOND_MS,
    gcTime: 2 * MINUTE_MS,
    refetchOnWindowFocus: true,
  },
  /** Content that rarely changes (settings, legal, blog): 60 min / 24 h. */
  static: {
    staleTime: HOUR_MS,
    gcTime: 24 * HOUR_MS,
    refetchOnWindowFocus: false,
  },
  /** Home carousel: 5 min fresh, 3 retries (delay still doubling, capped at 30 s). */
  carousel: {
    staleTime: 5 * MINUTE_MS,
    gcTime: 10 * MINUTE_MS,
    refetchOnWindowFocus: false,
    retry: retryUpTo(3),
  },
} as const;

export type CacheGroupName = keyof typeof cacheGroups;
