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
 * blocking; two keep most of them under its 50 ms line.
 */
export const PRELOADS_PER_TASK = 2;

/**
 * The attribute the prerender puts on each child of a prerendered page's #root
 * (scripts/prerender/capture-pages.ts): what the app has not replaced yet.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The home page's newsletter popup opens 15 s after load (spec §2, NEWSLETTER_POPUP_DELAY_MS)
 * for a visitor whose cookie choice is stored and who has not handled it (the keys of
 * src/lib/consent/consent-record.ts and src/features/newsletter/newsletter-popup-flag.ts):
 * for them the home page's app starts this long before, touched or not (a slow phone's
 * start-up is a few seconds). Without a stored choice the popup waits for the banner's tap,
 * which is a touch.
 */
export const NEWSLETTER_POPUP_DUE_MS = 15_000;
export const NEWSLETTER_START_LEAD_MS = 3_000;
export const CONSENT_STORAGE_KEY = 'bottega-del-bun:cookie-consent';
export const NEWSLETTER_POPUP_STORAGE_KEY = 'bottega-del-bun:newsletter-popup';

/**
 * What a visitor left in this browser that the page shows only once the app runs: a stored
 * session (the header's account menu; supabase-js's `sb-<host>-auth-token`, see
 * src/lib/auth/stored-session.ts) or a cart (the header's count, CART_STORAGE_KEY in
 * src/lib/cart/cart-store.ts). Such a visitor's page starts its app at once.
 */
export const SESSION_KEY_PATTERN = /^sb-.+-auth-token$/;
export const CART_STORAGE_KEY = 'bottega-del-bun:cart';

/**
 * How long a tap kept from the prerendered page waits for the same control to be drawn at the
 * same place by the app (its lower sections come one per idle moment, after-first-screen.tsx).
 */
export const REPEAT_WAIT_MS = 3000;

/**
 * How long after its start the app may take to replace the prerendered page before the page is
 * given back to the browser (a failed download, an error before the first render).
 */
export const GIVE_UP_MS = 15_000;

/** What a first touch of the page is: each starts the app (`pointermove` only for a mouse). */
export const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin'];

/**
 * The inline loader at the end of the built page's body. `appModulesId` is the id of the JSON
 * block listing the app's modules (start-app-after-first-paint.ts).
 *
 * The app shell (an empty #root: cart, checkout, account…) has nothing to show without the app:
 * it starts one frame after the first paint (requestAnimationFrame fires before it, the timeout
 * after), or on load where no frame comes (frozen timers).
 *
 * A prerendered page is the page already: its text, pictures and links are there without the
 * app, and its start-up (the entry's ≈ 480 kB evaluated, the router, React rendering the whole
 * page again: ≈ 1 s of main thread on a desktop, several on a slow phone) would only hold the
 * visitor up while they read. So it downloads the app once its first content is on screen (paint timing reports when
 * the frame is presented; Chromium may hold the first frame back 1–2 s), without running it,
 * and starts it at the visitor's first touch — a tap, a key, a scroll, a mouse over the page,
 * focus — or at once where the page needs it: a returning visitor's session or cart, a tab
 * opened in the background (ready when shown); on the home page, in time for the newsletter
 * popup.
 * Until the app has replaced the page, the page stays live (scrolling, a long press, a new
 * tab, the Tab key work as on any page); a click on it is kept and made again on the same
 * control of the app's page, at the same place (the same components drew both, decision 014),
 * and focus goes back where it was. From the start of the app to that moment the prerendered
 * page is hidden from assistive technology: what it would read is about to be replaced. The
 * cookie banner stays live and readable throughout (index.html keeps its tap for the app).
 */
export function appLoaderSource(appModulesId: string): string {
  return `(function () {
        var modules = JSON.parse(document.getElementById('${appModulesId}').textContent);
        var root = document.getElementById('root');
        var prerendered = Boolean(root && root.firstElementChild);
        var started = false;
        var preloaded = false;
        ${matchFirstRouteSource}
        var routeFiles = modules.firstRoute ? matchFirstRoute(modules.firstRoute, location.pathname) : [];
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
        // The app's files, downloaded (and compiled by the browser) but not run.
        function preloadApp() {
          if (preloaded) return;
          preloaded = true;
          modules.preload.forEach(preload);
          if (prerendered) preload(modules.entry);
          setTimeout(function () { preloadInBatches(routeFiles); }, 0);
        }
        function start() {
          if (started) return;
          started = true;
          if (prerendered) {
            stopListeningForIntent();
            watchForApp();
          }
          preloadApp();
          append('script', { type: 'module', src: modules.entry, onerror: prerendered ? giveUp : null });
        }
        var waitingForPicture = false;
        function afterFirstPicture(action) {
          var picture = document.querySelector('#root img[fetchpriority="high"]');
          if (!picture || picture.complete) return action();
          // The paint, the animation frame and load may all call this: one wait is enough.
          if (waitingForPicture) return;
          waitingForPicture = true;
          picture.addEventListener('load', action);
          picture.addEventListener('error', action);
          setTimeout(action, ${PICTURE_WAIT_MS});
        }
        if (!prerendered) {
          requestAnimationFrame(function () { setTimeout(start, 0); });
          window.addEventListener('load', start);
          return;
        }

        // What the visitor does on the prerendered page until the app has replaced it: which
        // control, and where on the page. The page stays live (no inert: a long press, a
        // middle click, the Tab key and a screen reader work as on any page); only what would
        // act on markup about to be replaced is held: a click (made again on the app's page)
        // and a form's submission. Fields are read-only until then (the prerender).
        var live = false;
        var gaveUp = false;
        var pendingTap = null;
        var pendingFocus = null;
        var interactive = 'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [tabindex]:not([tabindex="-1"])';
        function onPrerenderedPage(element) {
          return element instanceof Element && root.contains(element) && element !== root &&
            !element.closest('.bdb-consent');
        }
        // A control is the same on both pages if it is the same kind, goes to the same address
        // and says the same: a different one at that place (the app's page still filling in)
        // is never pressed in its stead.
        function identity(control) {
          return control.tagName + ' ' + (control.getAttribute('href') || '') + ' ' +
            (control.getAttribute('aria-label') || control.textContent || '').trim().slice(0, 80);
        }
        function remember(element, point) {
          var control = onPrerenderedPage(element) && element.closest(interactive);
          if (!control) return null;
          var box = control.getBoundingClientRect();
          return {
            identity: identity(control),
            href: control.getAttribute('href'),
            x: point ? point.x : box.left + box.width / 2 + scrollX,
            y: point ? point.y : box.top + box.height / 2 + scrollY,
          };
        }
        // The app's control: the one at that place if it is the same, else the same one
        // nearest to it (a screen reader's click has no place of its own).
        function findOnApp(wanted) {
          var found = document.elementFromPoint(wanted.x - scrollX, wanted.y - scrollY);
          var control = found && found.closest(interactive);
          if (control && identity(control) === wanted.identity) return control;
          var nearest = null;
          var nearestDistance = Infinity;
          root.querySelectorAll(interactive).forEach(function (candidate) {
            if (identity(candidate) !== wanted.identity) return;
            var box = candidate.getBoundingClientRect();
            var distance = Math.abs(box.top + scrollY - wanted.y) + Math.abs(box.left + scrollX - wanted.x);
            if (distance < nearestDistance) {
              nearest = candidate;
              nearestDistance = distance;
            }
          });
          return nearest;
        }
        var typed = /^(text|search|email|tel|url|password|number|date|time|datetime-local|month|week)$/;
        // The app's page may still be adding its lower sections (src/app/after-first-screen.tsx):
        // looked for again each frame, for a while.
        function repeatOnApp(since) {
          var wanted = pendingTap || pendingFocus;
          if (!wanted) return;
          var control = findOnApp(wanted);
          if (!control) {
            if (performance.now() - since < ${REPEAT_WAIT_MS}) {
              requestAnimationFrame(function () { repeatOnApp(since); });
            }
            return;
          }
          var field = control.tagName === 'TEXTAREA' || control.tagName === 'SELECT' ||
            (control.tagName === 'INPUT' && typed.test(control.type));
          if (field || !pendingTap) control.focus();
          else control.click();
        }
        // From the start of the app to its first render the page is hidden from assistive
        // technology (what it would read is about to be replaced; the tests wait on it too).
        function watchForApp() {
          var child = root.firstElementChild;
          for (; child; child = child.nextElementSibling) {
            if (!child.classList.contains('bdb-consent')) child.setAttribute('aria-hidden', 'true');
          }
          new MutationObserver(function (records, observer) {
            if (root.querySelector(':scope > [${PRERENDERED_ATTRIBUTE}]')) return;
            observer.disconnect();
            live = true;
            // After the app's first effects (menus and dialogs listen from there).
            requestAnimationFrame(function () {
              setTimeout(function () { repeatOnApp(performance.now()); }, 0);
            });
          }).observe(root, { childList: true });
          setTimeout(giveUp, ${GIVE_UP_MS});
        }
        // An app that failed to load or to render: the prerendered page is a plain page again,
        // and a link the visitor tapped opens the browser's way.
        function giveUp() {
          if (live || gaveUp) return;
          gaveUp = true;
          var child = root.firstElementChild;
          for (; child; child = child.nextElementSibling) child.removeAttribute('aria-hidden');
          if (pendingTap && pendingTap.href) location.assign(pendingTap.href);
        }
        function onIntent(event) {
          if (event.type === 'pointermove' && event.pointerType !== 'mouse') return;
          // A shortcut (Ctrl+F, a modifier alone) is not a visit to the page.
          if (event.type === 'keydown' &&
            (event.ctrlKey || event.metaKey || event.altKey || /^(Control|Meta|Alt|Shift)$/.test(event.key))) {
            return;
          }
          start();
        }
        var intents = ${JSON.stringify(INTENT_EVENTS)}.concat('pointermove');
        intents.forEach(function (type) {
          window.addEventListener(type, onIntent, { capture: true, passive: true });
        });
        // A mouse moving over the page would call it on every move.
        function stopListeningForIntent() {
          intents.forEach(function (type) {
            window.removeEventListener(type, onIntent, { capture: true });
          });
        }
        // Where focus is (the Tab key, a screen reader), to be given back on the app's page.
        window.addEventListener('focusin', function (event) {
          if (!live && !gaveUp) pendingFocus = remember(event.target) || pendingFocus;
        }, true);
        window.addEventListener('click', function (event) {
          // A click that opens a new tab or a menu goes the browser's way.
          if (live || gaveUp || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
          if (!onPrerenderedPage(event.target)) return;
          event.preventDefault();
          // A click without a pointer (the keyboard's, a screen reader's) has no point of its own.
          var pointless = event.detail === 0 && !event.clientX && !event.clientY;
          pendingTap = remember(event.target,
            pointless ? null : { x: event.clientX + scrollX, y: event.clientY + scrollY }) ||
            pendingTap;
          start();
        }, true);
        // A native list would open on markup about to be replaced: the app's one gets the focus.
        window.addEventListener('mousedown', function (event) {
          if (!live && !gaveUp && event.target instanceof HTMLSelectElement &&
            onPrerenderedPage(event.target)) {
            event.preventDefault();
            pendingFocus = remember(event.target);
            start();
          }
        }, true);
        window.addEventListener('submit', function (event) {
          if (!live && !gaveUp && onPrerenderedPage(event.target)) event.preventDefault();
        }, true);

        function returningVisitor() {
          try {
            var cart = localStorage.getItem('${CART_STORAGE_KEY}');
            if (cart && cart !== '[]') return true;
            for (var index = 0; index < localStorage.length; index += 1) {
              if (${SESSION_KEY_PATTERN.toString()}.test(localStorage.key(index) || '')) return true;
            }
          } catch (error) {
            // No storage: nothing was left here.
          }
          return false;
        }
        function newsletterPopupDue() {
          try {
            if (localStorage.getItem('${CONSENT_STORAGE_KEY}') === null) return false;
            var flag = JSON.parse(localStorage.getItem('${NEWSLETTER_POPUP_STORAGE_KEY}') || 'null');
            if (!flag || flag.handled !== true) return true;
            return typeof flag.expiresAt === 'string' && !(Date.parse(flag.expiresAt) > Date.now());
          } catch (error) {
            return false;
          }
        }
        if (location.pathname === '/' && newsletterPopupDue()) {
          setTimeout(start, Math.max(0,
            ${NEWSLETTER_POPUP_DUE_MS - NEWSLETTER_START_LEAD_MS} - performance.now()));
        }
        var afterPaint = returningVisitor() ? start : preloadApp;
        if (document.visibilityState === 'hidden') return start();
        // A tab hidden before its first paint gets no paint report: it goes on when hidden. Not
        // when the visitor is leaving (pagehide comes first): the page would fetch the app as it
        // unloads.
        var leaving = false;
        window.addEventListener('pagehide', function () { leaving = true; });
        window.addEventListener('pageshow', function () { leaving = false; });
        document.addEventListener('visibilitychange', function () {
          if (document.visibilityState === 'hidden' && !leaving) afterPaint();
        });
        var Observer = window.PerformanceObserver;
        var paintTiming =
          Observer && (Observer.supportedEntryTypes || []).indexOf('paint') !== -1;
        function goOn() { afterFirstPicture(afterPaint); }
        if (paintTiming) {
          try {
            new Observer(function (list, observer) {
              if (!list.getEntriesByName('first-contentful-paint').length) return;
              observer.disconnect();
              goOn();
            }).observe({ type: 'paint', buffered: true });
            window.addEventListener('load', function () {
              setTimeout(goOn, ${FIRST_PAINT_FALLBACK_MS});
            });
            return;
          } catch (error) {
            // An observer that will not observe: the animation frame below goes on.
          }
        }
        requestAnimationFrame(function () { setTimeout(goOn, 0); });
        window.addEventListener('load', goOn);
      })();`;
}
