import type { Plugin } from 'vite';
import {
  type BundleAsset,
  type BundleChunk,
  collectFirstRoutePreloads,
  type FirstRoutePreloads,
  matchFirstRouteSource,
} from './first-route-preloads.ts';

/** id of the JSON block in the built index.html listing the first screen's modules. */
export const APP_MODULES_ID = 'bdb-app-modules';

/**
 * What the JSON block holds: the entry module, the modules it imports statically, and per public
 * route the files its code needs beyond those (first-route-preloads.ts).
 */
export interface AppModules {
  entry: string;
  preload: string[];
  firstRoute?: FirstRoutePreloads;
}

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * How long a prerendered page lets its first picture go first (a product's photo, the first
 * product or post cover: the `fetchpriority="high"` one): on a slow connection the app's code
 * (~200 KB) would share the bandwidth with the picture, the page's largest element, and both
 * would arrive late. The wait ends as soon as the picture has loaded (or failed), usually well
 * before this.
 */
export const PICTURE_WAIT_MS = 1200;

/**
 * How long after the load event a prerendered page starts the app if the browser has not
 * reported its first contentful paint by then: a safety net for a browser that lists paint
 * timing but never reports it. The app must start even if that report never comes.
 */
export const FIRST_PAINT_FALLBACK_MS = 3000;

/**
 * How many of the opened route's files the loader preloads per main-thread task. Requesting a
 * file took 3–7 ms of main thread each in Lighthouse's runs on this machine (four times that in
 * its model of a slow phone): four per task made tasks of 14–30 ms, which the model counts as
 * blocking; two keep most of them under its 50 ms line.
 */
export const PRELOADS_PER_TASK = 2;

// Runs once the page's first content is on screen. Paint timing reports that paint when the
// frame is presented; the animation frame fires when the main thread draws it, and the load
// event waits for no paint at all. Chromium may hold the first frame back (paint holding: in
// Lighthouse's runs of `/`, `/products` and the product pages it was presented 1.2–2.2 s after
// navigation, with load at 0.3 s), and an app started on either of those ran its ~1 s of
// start-up (four times that on a slow phone) before the visitor saw anything. So a prerendered
// page waits for its first-contentful-paint entry, or FIRST_PAINT_FALLBACK_MS after load if the
// browser never reports one. The app shell (an empty #root: cart, checkout, account…) has
// nothing to paint before the app, and a browser without paint timing cannot tell: those start
// one frame after the first paint (requestAnimationFrame fires before it, the timeout after),
// or on load where no frame comes (frozen timers). A tab opened in the background paints
// nothing: it starts at once; a tab hidden before its first paint starts when it is hidden.
// Once started: the entry and what it imports, then the opened route's own files (preloaded a
// few per task, not discovered after the entry). On a prerendered page with a high-priority
// picture each of these waits for that picture first, at most PICTURE_WAIT_MS.
const loader = `(function () {
        var modules = JSON.parse(document.getElementById('${APP_MODULES_ID}').textContent);
        var started = false;
        ${matchFirstRouteSource}
        function append(tagName, attributes) {
          var tag = document.createElement(tagName);
          Object.assign(tag, attributes, { crossOrigin: '' });
          document.head.appendChild(tag);
        }
        function preload(href) {
          if (/\\.css$/.test(href)) append('link', { rel: 'preload', as: 'style', href: href });
          else append('link', { rel: 'modulepreload', href: href });
        }
        // Each preload costs the main thread a few milliseconds (four times that on a slow
        // phone), and a route needs up to ~50 files: a few per task, so none holds the page.
        function preloadInBatches(files) {
          files.slice(0, ${PRELOADS_PER_TASK}).forEach(preload);
          if (files.length > ${PRELOADS_PER_TASK}) {
            setTimeout(function () { preloadInBatches(files.slice(${PRELOADS_PER_TASK})); }, 0);
          }
        }
        function start() {
          if (started) return;
          started = true;
          modules.preload.forEach(preload);
          append('script', { type: 'module', src: modules.entry });
          var routeFiles = modules.firstRoute ? matchFirstRoute(modules.firstRoute, location.pathname) : [];
          setTimeout(function () { preloadInBatches(routeFiles); }, 0);
        }
        var waitingForPicture = false;
        function startAfterProductPicture() {
          var picture = document.querySelector('#root img[fetchpriority="high"]');
          if (!picture || picture.complete) return start();
          // The paint, the animation frame and load may all call this: one wait is enough.
          if (waitingForPicture) return;
          waitingForPicture = true;
          picture.addEventListener('load', start);
          picture.addEventListener('error', start);
          setTimeout(start, ${PICTURE_WAIT_MS});
        }
        if (document.visibilityState === 'hidden') return start();
        // A tab hidden before its first paint gets no paint report: it starts when hidden. Not
        // when the visitor is leaving (pagehide comes first): the page would fetch the app as it
        // unloads.
        var leaving = false;
        window.addEventListener('pagehide', function () { leaving = true; });
        window.addEventListener('pageshow', function () { leaving = false; });
        document.addEventListener('visibilitychange', function () {
          if (document.visibilityState === 'hidden' && !leaving) start();
        });
        var Observer = window.PerformanceObserver;
        var paintTiming =
          Observer && (Observer.supportedEntryTypes || []).indexOf('paint') !== -1;
        var root = document.getElementById('root');
        if (paintTiming && root && root.firstElementChild) {
          try {
            new Observer(function (list, observer) {
              if (!list.getEntriesByName('first-contentful-paint').length) return;
              observer.disconnect();
              startAfterProductPicture();
            }).observe({ type: 'paint', buffered: true });
            window.addEventListener('load', function () {
              setTimeout(startAfterProductPicture, ${FIRST_PAINT_FALLBACK_MS});
            });
            return;
          } catch (error) {
            // An observer that will not observe: the animation frame below starts the app.
          }
        }
        requestAnimationFrame(function () { setTimeout(startAfterProductPicture, 0); });
        window.addEventListener('load', startAfterProductPicture);
      })();`;

/** The entry and its preloads as the build wrote them into index.html's head. */
export function readAppModules(html: string): AppModules {
  const block = new RegExp(
    `<script type="application/json" id="${APP_MODULES_ID}">([^<]+)</script>`,
  );
  const json = block.exec(html)?.[1];
  if (json) return JSON.parse(json) as AppModules;
  const entry = entryScript.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module entry');
  return { entry, preload: [...html.matchAll(modulePreload)].map((match) => match[1] ?? '') };
}

/**
 * Build-only: the app's JavaScript starts downloading right after the static first paint
 * instead of alongside the stylesheets. The prerendered page (decision 014) is already painted
 * without JavaScript; on a slow mobile connection the ~160 KB of modules would otherwise share
 * the bandwidth with the CSS that first paint waits for. The modules are still fetched in
 * parallel (modulepreload), one frame later (on a page with a first picture, after it).
 */
export function startAppAfterFirstPaint(): Plugin {
  // Where the built files are served from (Vite's `base`), to turn bundle file names into URLs.
  let base = '/';
  return {
    name: 'bottega:start-app-after-first-paint',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const modules = readAppModules(html);
        const entryChunk = context.chunk;
        if (context.bundle && entryChunk) {
          const preloads = collectFirstRoutePreloads(
            context.bundle as unknown as Record<string, BundleChunk | BundleAsset>,
            entryChunk.fileName,
          );
          modules.firstRoute = { ...preloads, files: preloads.files.map((file) => base + file) };
        }
        const withoutTags = html.replace(entryScript, '').replace(modulePreload, '');
        const tags = `  <script type="application/json" id="${APP_MODULES_ID}">${JSON.stringify(modules)}</script>
    <script>
      ${loader}
    </script>
  </body>`;
        // A function, not a string: `$'` in the loader or a route pattern is a replacement pattern.
        return withoutTags.replace('</body>', () => tags);
      },
    },
  };
}
