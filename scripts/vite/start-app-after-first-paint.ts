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

/** How many of the opened route's files the loader preloads per main-thread task. */
export const PRELOADS_PER_TASK = 4;

// Runs as soon as the first frame is painted: the browser reports the first paint (paint
// timing), or requestAnimationFrame fires before that paint and the timeout after it, or, as
// a last resort where neither comes (frozen timers), the page's load event. Whichever comes
// first starts the app, once: the entry and what it imports, then the opened route's own files
// (preloaded a few per task, not discovered after the entry). A tab opened in the background
// paints nothing (and gets no animation frames): it starts at once. On a prerendered page with
// a high-priority picture each of these waits for that picture first, at most PICTURE_WAIT_MS.
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
        // Each preload costs the main thread a millisecond or more (four times that on a slow
        // phone), and a route needs up to ~40 files: a few per task, so none holds the page.
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
          // Paint timing, the animation frame and load all call this: one wait is enough.
          if (waitingForPicture) return;
          waitingForPicture = true;
          picture.addEventListener('load', start);
          picture.addEventListener('error', start);
          setTimeout(start, ${PICTURE_WAIT_MS});
        }
        if (document.visibilityState === 'hidden') return start();
        try {
          new PerformanceObserver(function (list, observer) {
            observer.disconnect();
            startAfterProductPicture();
          }).observe({ type: 'paint', buffered: true });
        } catch (error) {
          // No paint timing here: the animation frame below starts the app.
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
