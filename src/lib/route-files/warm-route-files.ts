import { nextTask } from '@/lib/next-task';
import {
  matchRouteFiles,
  parseRouteFilesMap,
  routeFilesFor,
  type RouteFilesMap,
} from '@/lib/route-files/route-files-map';

/** Where the build writes the map (scripts/vite/start-app-after-first-paint.ts). */
export const ROUTE_FILES_URL = '/route-files.json';

/** The page's JSON block naming its modules (scripts/vite/start-app-after-first-paint.ts). */
const APP_MODULES_ID = 'bdb-app-modules';

/**
 * How many files a page warmed ahead requests per main-thread task: the inline loader's measure
 * (each `<link>` took 3–7 ms of main thread in Lighthouse's runs, four times that on its slow
 * phone; two per task keep the tasks under its 50 ms line: scripts/vite/app-loader-source.ts).
 * A page the visitor reaches for asks for all its files in one task, added to the page at once:
 * two per task, behind the app's own start-up tasks, spread the cart's 20 requests over 300 ms
 * after a first visit's tap on slow 4G (a trace's resource events), and the tap waits for the
 * last of them.
 */
const FILES_PER_TASK_AHEAD = 2;

/**
 * 'high' for the page the visitor is reaching for; 'low' for one warmed while the browser is
 * idle in case they open it: its files then wait behind anything the visitor asks for. On slow
 * 4G the cart's 20 files warmed at idle on `/products` took the connections while the product
 * page the visitor then tapped was still arriving (its tap 360 → 590–780 ms, 7 runs).
 */
export type WarmPriority = 'high' | 'low';

export interface WarmOptions {
  priority?: WarmPriority;
  /**
   * Warmed ahead, while the browser is idle, not because the visitor reaches for the link: left
   * to the router when a worker controls the page (the pages warmed ahead are the offline
   * core's, in its precache), so a returning visitor's start reads no map.
   */
  ahead?: boolean;
}

export interface RouteFilesWarmerHost {
  /** Whether a service worker controls the page (and answers its files from its caches). */
  servedByWorker(): boolean;
  /** Of `paths`, those the worker's caches hold: none without a worker. */
  keptByWorker(paths: string[]): Promise<Set<string>>;
  /** The build's map, or null when it cannot be read (offline, an older deploy without it). */
  loadMap(): Promise<RouteFilesMap | null>;
  /**
   * The part of the map the page carries, read without a request: a prerendered page's next
   * pages (the cart, the catalogue, a product: scripts/prerender/route-files.ts), the app
   * shell's every public route. Null when it carries none (an older deploy).
   */
  pageMap(): RouteFilesMap | null;
  /** The files this page has loaded or asked for already, by URL path. */
  requestedPaths(): Set<string>;
  /**
   * Asks the browser for these files, added to the page together: a `modulepreload` for code,
   * a style preload for CSS; at a low priority for a page the visitor may open later
   * (WarmPriority).
   */
  request(paths: readonly string[], priority: WarmPriority): void;
}

/**
 * A route's code is a chain of small files the browser finds one level at a time: the route's
 * chunk, then what it imports, then what those import (four levels for the cart), and Vite
 * loads a lazy chunk only once its stylesheet has arrived. With no service worker yet (a first
 * visit) each level is a round trip on the visitor's connection: on slow 4G the cart waited
 * ~1 s after the tap for files that are ~20 KB together (issue 38). `warm(path)` asks for all of
 * a route's files at once, so the router's own import finds them arriving. A worker serves
 * the offline core from its precache, so with one only a page the visitor reaches for is looked
 * at, for the files its caches lack: a later page not opened before (the blog, the story, the
 * legal pages: decision 009) still comes over the network through it, one level at a time.
 */
export interface RouteFilesWarmer {
  /** Asks for every file of the page at `path` not asked for yet. */
  warm: (path: string, options?: WarmOptions) => Promise<void>;
  /** Reads the map now, so the first intent does not wait a round trip for it. */
  readMapAhead: () => void;
}

export function createRouteFilesWarmer(host: RouteFilesWarmerHost): RouteFilesWarmer {
  let map: Promise<RouteFilesMap | null> | undefined;
  let pageMap: RouteFilesMap | null | undefined;
  const asked = new Set<string>();
  const warmedPaths = new Set<string>();
  const readMap = async () => {
    map ??= host.loadMap();
    const loaded = await map;
    // Offline or unreadable: a later intent may try again.
    if (!loaded) map = undefined;
    return loaded;
  };
  // The page's own part first: on a first visit's tap the map's request was one more round trip
  // before the files' own (on slow 4G's 562 ms latency, most of the cart's wait).
  const filesOf = async (path: string) => {
    if (pageMap === undefined) pageMap = host.pageMap();
    const fromPage = pageMap && matchRouteFiles(pageMap, path);
    if (fromPage) return fromPage;
    const loaded = await readMap();
    return loaded && routeFilesFor(loaded, path);
  };
  return {
    async warm(path, { priority = 'high', ahead = false } = {}) {
      const controlled = host.servedByWorker();
      if (warmedPaths.has(path) || (controlled && ahead)) return;
      const files = await filesOf(path);
      if (!files) return;
      warmedPaths.add(path);
      const requested = host.requestedPaths();
      const candidates = files.filter((file) => !asked.has(file) && !requested.has(file));
      const kept = controlled ? await host.keptByWorker(candidates) : new Set<string>();
      const missing = candidates.filter((file) => !kept.has(file));
      for (const file of missing) asked.add(file);
      if (!ahead) {
        if (missing.length > 0) host.request(missing, priority);
        return;
      }
      for (let start = 0; start < missing.length; start += FILES_PER_TASK_AHEAD) {
        // Warmed ahead, the requests start in the task after this read (on `/` the read, the
        // router's preload and the first links were one idle task of 23 ms unthrottled, 93 ms
        // at 4×).
        await nextTask();
        host.request(missing.slice(start, start + FILES_PER_TASK_AHEAD), priority);
      }
    },
    readMapAhead() {
      if (!host.servedByWorker()) void readMap();
    },
  };
}

/** The browser's side of the warmer: the page's worker, the map's fetch and `<link>` tags. */
export function browserRouteFilesHost(document: Document): RouteFilesWarmerHost {
  return {
    servedByWorker: () => Boolean(navigator.serviceWorker?.controller),
    keptByWorker: async (paths) => {
      if (!navigator.serviceWorker?.controller || !('caches' in window)) return new Set();
      // The precache keys hashed files by their plain address (revision null), as the later
      // files' cache does (src/offline/service-worker/app-files-cache.ts).
      const found = await Promise.all(
        paths.map((path) => caches.match(path).then((response) => response !== undefined)),
      ).catch(() => paths.map(() => false));
      return new Set(paths.filter((_, index) => found[index]));
    },
    loadMap: () =>
      fetch(ROUTE_FILES_URL)
        .then((response) => (response.ok ? response.json() : null))
        .then(parseRouteFilesMap)
        .catch(() => null),
    pageMap: () => {
      try {
        const modules = JSON.parse(
          document.getElementById(APP_MODULES_ID)?.textContent ?? 'null',
        ) as { nextRoutes?: unknown; firstRoute?: unknown } | null;
        return parseRouteFilesMap(modules?.nextRoutes ?? modules?.firstRoute);
      } catch {
        return null;
      }
    },
    requestedPaths: () => {
      // Resource Timing lists a file once it has arrived (and keeps 250 entries by default);
      // the page's own tags name the ones asked for and still arriving. Each is an absolute
      // address already (`href` and `src` are resolved): compared as text, as parsing a URL
      // per entry cost most of this read's 6 ms on `/` (unthrottled).
      const sameOrigin = `${document.location.origin}/`;
      const paths = new Set<string>();
      const add = (url: string) => {
        if (!url.startsWith(sameOrigin)) return;
        const end = url.search(/[?#]/);
        paths.add(url.slice(sameOrigin.length - 1, end === -1 ? undefined : end));
      };
      for (const entry of performance.getEntriesByType('resource')) add(entry.name);
      document.querySelectorAll<HTMLLinkElement>('link[href]').forEach((link) => add(link.href));
      document
        .querySelectorAll<HTMLScriptElement>('script[src]')
        .forEach((script) => add(script.src));
      return paths;
    },
    request: (paths, priority) => {
      // One insertion into the head for all of them.
      const links = document.createDocumentFragment();
      for (const path of paths) {
        const link = document.createElement('link');
        if (path.endsWith('.css')) {
          link.rel = 'preload';
          link.as = 'style';
        } else link.rel = 'modulepreload';
        // As Vite's own tags: the import that follows reuses the response.
        link.crossOrigin = '';
        link.setAttribute('fetchpriority', priority);
        link.href = path;
        links.appendChild(link);
      }
      document.head.appendChild(links);
    },
  };
}

let browserWarmer: RouteFilesWarmer | undefined;

/** The page's one warmer; none outside production builds (the dev server has no map). */
function pageWarmer(): RouteFilesWarmer | null {
  if (!import.meta.env.PROD) return null;
  browserWarmer ??= createRouteFilesWarmer(browserRouteFilesHost(document));
  return browserWarmer;
}

/**
 * Asks for the files of the page at `path` (no query) this browser would otherwise find one
 * import at a time: all of them on a first visit; with a service worker, those its caches lack.
 */
export function warmRouteFiles(path: string, options?: WarmOptions): Promise<void> {
  return pageWarmer()?.warm(path, options) ?? Promise.resolve();
}

/**
 * On a first visit, reads the map once the app is live: the visitor's first tap on a link then
 * asks for the page's files at once (on slow 4G the map's own round trip took 0.5–0.7 s). A
 * returning visitor's page reads it at the first intent instead: most taps lead to pages the
 * worker keeps, and their start stays without the request.
 */
export function readRouteFilesMapAhead(): void {
  pageWarmer()?.readMapAhead();
}
