/**
 * The first route's code, requested together with the entry instead of after it.
 *
 * Each route is a lazy chunk (TanStack Router `autoCodeSplitting`) whose own imports are found
 * only once it has downloaded and been parsed, and those imports' imports after that: on a deep
 * link (a shared product page) the page waited on several round trips of small files after the
 * entry. The build lists, per public route, the files its component needs beyond the entry; the
 * loader in index.html preloads the list of the route the visitor opened, once, at start.
 */

/** The route files' chunks as the bundle describes them (a subset of rolldown's OutputChunk). */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export interface BundleAsset {
  type: 'asset';
  fileName: string;
}

/** What index.html carries: the files once, then each route's pattern and the files it needs. */
export interface FirstRoutePreloads {
  files: string[];
  routes: [pattern: string, fileIndexes: number[]][];
}

const splitRouteComponent = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=component$/;

/**
 * The address pattern of a route file (TanStack Router's file conventions): `products/$slug`
 * → `/products/$slug`, `blog/index` → `/blog`, `index` → `/`. Null for routes a visitor does not
 * open from outside: the admin console (an installed app, served from the precache) and layouts.
 */
export function routePattern(routeFile: string): string | null {
  const segments = routeFile.split('/');
  if (segments[0] === 'admin' || segments.some((segment) => segment.startsWith('_'))) return null;
  if (segments.at(-1) === 'index') segments.pop();
  return `/${segments.join('/')}`;
}

/** The files a chunk needs, itself included, that the entry has not already loaded. */
function staticClosure(
  fileName: string,
  chunks: Map<string, BundleChunk>,
  loadedByEntry: Set<string>,
  found = new Set<string>(),
): Set<string> {
  if (found.has(fileName) || loadedByEntry.has(fileName)) return found;
  const chunk = chunks.get(fileName);
  if (!chunk) return found;
  found.add(fileName);
  for (const imported of chunk.imports) staticClosure(imported, chunks, loadedByEntry, found);
  return found;
}

/** Every public route's files beyond the entry (JavaScript and the CSS it inserts). */
export function collectFirstRoutePreloads(
  bundle: Record<string, BundleChunk | BundleAsset>,
  entryFileName: string,
): FirstRoutePreloads {
  const chunks = new Map<string, BundleChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  const loadedByEntry = staticClosure(entryFileName, chunks, new Set());
  const files: string[] = [];
  const indexOf = (file: string) => {
    const known = files.indexOf(file);
    return known >= 0 ? known : files.push(file) - 1;
  };
  const routes: FirstRoutePreloads['routes'] = [];
  for (const chunk of chunks.values()) {
    const routeFile = splitRouteComponent.exec(chunk.facadeModuleId ?? '')?.[1];
    const pattern = routeFile === undefined ? null : routePattern(routeFile.replaceAll('\\', '/'));
    if (pattern === null) continue;
    const needed = [...staticClosure(chunk.fileName, chunks, loadedByEntry)];
    const styles = needed.flatMap((file) => [
      ...(chunks.get(file)?.viteMetadata?.importedCss ?? []),
    ]);
    routes.push([pattern, [...needed, ...new Set(styles)].map(indexOf)]);
  }
  routes.sort(([a], [b]) => a.localeCompare(b));
  return { files, routes };
}

/**
 * The loader's part (plain ES5, runs before any module): the files of the route matching
 * `path`. A static segment beats a parameter (`/orders/in-attesa` over `/orders/$orderNumber`).
 */
export const matchFirstRouteSource = `function matchFirstRoute(preloads, path) {
          var segments = path.replace(/\\/+$/, '').split('/');
          var best = null;
          var bestParams = Infinity;
          preloads.routes.forEach(function (route) {
            var parts = route[0].replace(/\\/+$/, '').split('/');
            if (parts.length !== segments.length) return;
            var params = 0;
            for (var i = 0; i < parts.length; i += 1) {
              if (parts[i].charAt(0) === '$') params += 1;
              else if (parts[i] !== segments[i]) return;
            }
            if (params < bestParams) {
              best = route;
              bestParams = params;
            }
          });
          return best ? best[1].map(function (index) { return preloads.files[index]; }) : [];
        }`;
