import type { DehydratedState, QueryClient } from '@tanstack/react-query';

/**
 * id of the JSON block in a prerendered page (decision 017) holding the route's data as the
 * server render read it (TanStack Query's `dehydrate`).
 */
export const QUERY_STATE_ID = 'bdb-query-state';

/**
 * Set by index.html's inline script on an address with a query (a search, a filter, a page of
 * the catalogue): the prerendered page was rendered without it.
 */
export const ADDRESS_HAS_QUERY_CLASS = 'bdb-address-has-query';

/**
 * The route's data of the prerendered page the app may hydrate, or null where it must render
 * on its own: the app shell (nothing prerendered), or an address whose query the prerender
 * did not see.
 */
export function hydratableQueryState(document: Document): DehydratedState | null {
  const block = document.getElementById(QUERY_STATE_ID);
  if (!block?.textContent) return null;
  if (document.documentElement.classList.contains(ADDRESS_HAS_QUERY_CLASS)) return null;
  return JSON.parse(block.textContent) as DehydratedState;
}

/**
 * The page's data counted as read now, for the hydration. It is the build's (hours or days
 * old): counted as such, the route's loaders saw it stale and read it again while React was
 * still hydrating, and an answer that differed (a product added, stock that moved since the
 * build) arrived in the middle of the hydration: React found text the server never wrote ("11
 * prodotti" against "10 prodotti") and drew the whole page again. The page is drawn from the
 * build's data, then read again once the app is live (`refreshPrerenderedData`).
 */
export function countedAsReadNow(state: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}

/** How long after the app starts the page's data is read again at the latest. */
const REFRESH_TIMEOUT_MS = 3_000;

/**
 * The prerendered page's data is the build's (hours or days old): once the app has drawn it,
 * read what is on screen again, so prices, stock and availability are live, as they are on a
 * page the app renders itself. When the browser is idle, not on the way to the first paint or
 * the visitor's first tap; a page without a connection keeps what it shows.
 */
export function refreshPrerenderedData(queryClient: QueryClient, state: DehydratedState): void {
  const hydrated = new Set(state.queries.map((query) => query.queryHash));
  const refresh = () =>
    void queryClient.invalidateQueries({ predicate: (query) => hydrated.has(query.queryHash) });
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(refresh, { timeout: REFRESH_TIMEOUT_MS });
  } else {
    setTimeout(refresh, REFRESH_TIMEOUT_MS);
  }
}
