import type { FirstRoutePreloads } from '../vite/first-route-preloads.ts';

/**
 * A route id as TanStack Router names it (`/products/$slug`, `/products/` for an index
 * route) in the form the build lists route files by (`/products/$slug`, `/products`).
 */
function routePatternOf(routeId: string): string {
  return routeId === '/' ? '/' : routeId.replace(/\/+$/, '');
}

/**
 * The files (JavaScript and CSS) the deepest of the matched routes needs beyond the entry, as
 * the build listed them per public route (first-route-preloads.ts); none for a route it does
 * not list (the not-found page is the root's).
 */
export function routeFilesFor(
  preloads: FirstRoutePreloads | undefined,
  routeIds: string[],
): string[] {
  const deepest = routeIds.at(-1);
  if (!preloads || deepest === undefined) return [];
  const route = preloads.routes.find(([pattern]) => pattern === routePatternOf(deepest));
  return route ? route[1].map((index) => preloads.files[index] ?? '').filter(Boolean) : [];
}
