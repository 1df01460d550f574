/**
 * The build's map of each public route's files beyond the entry (`/route-files.json`, written by
 * scripts/vite/start-app-after-first-paint.ts from the same list the inline loader and the
 * prerender use): every file once, then each route's address pattern and its files' indexes.
 */
export interface RouteFilesMap {
  files: string[];
  routes: [pattern: string, fileIndexes: number[]][];
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The map as fetched, checked: it names the build's own files only. Null when malformed.
 * Checked by hand rather than with the project's zod schemas: this module is part of the
 * entry, which does not carry zod (it comes with the pages that validate forms and rows).
 */
export function parseRouteFilesMap(json: unknown): RouteFilesMap | null {
  const { files, routes } = (json ?? {}) as { files?: unknown; routes?: unknown };
  if (
    !Array.isArray(files) ||
    !files.every((file) => isString(file) && file.startsWith('/assets/'))
  )
    return null;
  if (!Array.isArray(routes)) return null;
  const wellFormed = routes.every(
    (route: unknown) =>
      Array.isArray(route) &&
      isString(route[0]) &&
      Array.isArray(route[1]) &&
      (route[1] as unknown[]).every(
        (index) =>
          Number.isInteger(index) && (index as number) >= 0 && (index as number) < files.length,
      ),
  );
  return wellFormed ? (json as RouteFilesMap) : null;
}

const segmentsOf = (path: string) => path.replace(/\/+$/, '').split('/');

/**
 * The files of the route matching `path` (no query, no hash), null when no route of the map
 * matches. A static segment beats a parameter (`/orders/in-attesa` over `/orders/$orderNumber`):
 * the same rule as the inline loader's `matchFirstRoute` (scripts/vite/first-route-preloads.ts,
 * whose test checks both agree).
 */
export function matchRouteFiles(map: RouteFilesMap, path: string): string[] | null {
  const segments = segmentsOf(path);
  let best: number[] | null = null;
  let bestParams = Infinity;
  for (const [pattern, indexes] of map.routes) {
    const parts = segmentsOf(pattern);
    if (parts.length !== segments.length) continue;
    let params = 0;
    const matches = parts.every((part, i) => {
      if (part.startsWith('$')) {
        params += 1;
        return true;
      }
      return part === segments[i];
    });
    if (matches && params < bestParams) {
      best = indexes;
      bestParams = params;
    }
  }
  return best && best.flatMap((index) => map.files[index] ?? []);
}

/** The files of the public route matching `path`, none when no public route matches. */
export function routeFilesFor(map: RouteFilesMap, path: string): string[] {
  return matchRouteFiles(map, path) ?? [];
}
