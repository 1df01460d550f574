import { matchFirstRouteSource } from './first-route-preloads.ts';

/**
 * How long a prerendered page lets its first picture go first (a product's photo, the first
 * product or post cover: the `fetchpriority="high"` one): on a slow connection the app's code
 * (~200 KB) would share the bandwidth with the picture, the page's largest element, and both
 * would arrive late. The wait ends as soon as the picture has loaded (or failed), usually well
 * before this.
 */
export const PICTURE_WAIT_MS = 1200;

/**
 * How long after the load event a prerendered page goes on if the browser has not reported its
 * first contentful paint by then: a safety net for a browser that lists paint timing but never
 * reports it.
 */
export const FIRST_PAINT_FALLBACK_MS = 3000;

/**
 * How many of the opened route's files the loader preloads per main-thread task. Requesting a
 * file took 3–7 ms of main thread each in Lighthouse's runs on this machine (four times that in
 * its model of a slow phone): four per task made tasks of 14–30 ms, which the model counts as
 * blocking; two still made tasks of 10–19 ms (decision 017 item 39). One per task: the ~40
 * requests of a page still leave within ~0.2 s, far less than one of them takes on a phone's
 * connection.
 */
export const PRELOADS_PER_TASK = 1;

/**
 * The inline loader at the end of the built page's body. `appModulesId` is the id of the JSON
 * block listing the app's modules (start-app-after-first-paint.ts): the entry, its preloads and
 * the opened route's files (a prerendered page lists its own, `routeFiles`; the app shell
 * matches the address against every public route's, `firstRoute`).
 *
 * It only decides when the app's code is requested: after the first paint, so the stylesheets
 * and the page's first picture do not share a slow connection with ≈ 160 KB of JavaScript.
 * The app shell (an empty #root: checkout, account, login…) starts one frame after its first
 * paint (requestAnimationFrame fires before it, the timeout after), or on load where no frame
 * comes (frozen timers). A prerendered page starts once its first content is on screen (paint
 * timing reports when the frame is presented; Chromium may hold the first frame back 1–2 s)
 * and its first picture has loaded; a tab in the background at once. What the page does until
 * the app has hydrated it is the browser's: links are followed, the page scrolls; a tap on a
 * control React has not hydrated yet is replayed by React (src/main.tsx).
 */
export function appLoaderSource(appModulesId: string): string {
  return `(function () {
        var modules = JSON.parse(document.getElementById('${appModulesId}').textContent);
        var root = document.getElementById('root');
        var prerendered = Boolean(root && root.firstElementChild);
        var started = false;
        ${matchFirstRouteSource}
        // A file the page links already is not asked for again: a prerendered page's route
        // stylesheets are written into it, each named by a disabled link (page-html.ts).
        var linked = {};
        Array.prototype.forEach.call(document.querySelectorAll('link[href]'), function (link) {
          linked[link.getAttribute('href')] = true;
        });
        var routeFiles = (modules.routeFiles ||
          (modules.firstRoute ? matchFirstRoute(modules.firstRoute, location.pathname) : [])
        ).filter(function (href) { return !linked[href]; });
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
        // The entry first, alone in its task: a Lighthouse trace showed the first two requests
        // (the entry's import, then the entry) in one 21 ms task, 16 ms apart; what the entry
        // imports and the route's files come in the tasks after it.
        function start() {
          if (started) return;
          started = true;
          append('script', { type: 'module', src: modules.entry });
          setTimeout(openSessionStorage, 0);
          setTimeout(function () { preloadInBatches(modules.preload.concat(routeFiles)); }, 0);
        }
        // The tab's session storage opens at its first read, a synchronous round trip to the
        // browser (1–11 ms in this machine's start-ups): the router reads it while the app's
        // code is evaluated, the start's longest task. Opened here, in a task of its own, while
        // that code downloads.
        function openSessionStorage() {
          try {
            sessionStorage.getItem('bdb');
          } catch (error) {
            // Storage blocked: the router copes without it, as before.
          }
        }
        var waitingForPicture = false;
        function afterFirstPicture() {
          var picture = document.querySelector('#root img[fetchpriority="high"]');
          if (!picture || picture.complete) return start();
          // The paint, the animation frame and load may all call this: one wait is enough.
          if (waitingForPicture) return;
          waitingForPicture = true;
          picture.addEventListener('load', start);
          picture.addEventListener('error', start);
          setTimeout(start, ${PICTURE_WAIT_MS});
        }
        if (!prerendered) {
          requestAnimationFrame(function () { setTimeout(start, 0); });
          window.addEventListener('load', start);
          return;
        }
        if (document.visibilityState === 'hidden') return start();
        // A tab hidden before its first paint gets no paint report: it goes on when hidden. Not
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
        if (paintTiming) {
          try {
            new Observer(function (list, observer) {
              if (!list.getEntriesByName('first-contentful-paint').length) return;
              observer.disconnect();
              afterFirstPicture();
            }).observe({ type: 'paint', buffered: true });
            window.addEventListener('load', function () {
              setTimeout(afterFirstPicture, ${FIRST_PAINT_FALLBACK_MS});
            });
            return;
          } catch (error) {
            // An observer that will not observe: the animation frame below goes on.
          }
        }
        requestAnimationFrame(function () { setTimeout(afterFirstPicture, 0); });
        window.addEventListener('load', afterFirstPicture);
      })();`;
}
