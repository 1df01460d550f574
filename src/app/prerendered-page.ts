import type { DehydratedState } from '@tanstack/react-query';

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
