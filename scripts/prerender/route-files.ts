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

/**
 * The pages a visitor most often opens next from any public page: the header's cart, the
 * catalogue, and a product (the cards of the home page and the catalogue). Each prerendered page
 * carries their files (`nextRoutes`), so a first visit's tap on one asks for them at once instead
 * of reading the build's map first (src/lib/route-files/warm-route-files.ts).
 */
export const NEXT_ROUTE_PATTERNS = ['/cart', '/products', '/products/$slug'];

/**
 * The part of the build's map for `patterns`, each route listing only the files the page does
 * not load itself (`pageFiles`: its own route's, which the inline loader asks for): the shared
 * ones are most of them, and every page's HTML carries the list. Undefined without a map.
 */
export function nextRoutesFor(
  preloads: FirstRoutePreloads | undefined,
  patterns: readonly string[],
  pageFiles: readonly string[],
): FirstRoutePreloads | undefined {
  if (!preloads) return undefined;
  const onPage = new Set(pageFiles);
  const files: string[] = [];
  const routes: FirstRoutePreloads['routes'] = [];
  for (const [pattern, indexes] of preloads.routes) {
    if (!patterns.includes(pattern)) continue;
    const own = indexes
      .map((index) => preloads.files[index])
      .filter((file): file is string => file !== undefined && !onPage.has(file))
      .map((file) => {
        const known = files.indexOf(file);
        return known === -1 ? files.push(file) - 1 : known;
      });
    routes.push([pattern, own]);
  }
  return { files, routes };
}
