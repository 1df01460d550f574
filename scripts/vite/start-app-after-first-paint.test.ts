// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_MODULES_ID,
  type AppModules,
  FIRST_PAINT_FALLBACK_MS,
  PRELOADS_PER_TASK,
  PICTURE_WAIT_MS,
  readAppModules,
  startAppAfterFirstPaint,
} from './start-app-after-first-paint.ts';

// The head Vite writes for a build: the entry module and the chunks it imports statically.
const builtHtml = `<!doctype html>
<html lang="it">
  <head>
    <title>Bottega del Bun</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/router-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"><h1>Bun artigianali per i tuoi hamburger</h1></div>
  </body>
</html>`;

function transform(html: string): string {
  const hook = startAppAfterFirstPaint().transformIndexHtml;
  if (!hook || typeof hook === 'function' || !('handler' in hook)) throw new Error('no handler');
  // As the dev server calls it: no bundle, so no route preloads.
  const handler = hook.handler as (html: string, context: object) => string;
  return handler(html, {});
}

describe('starting the app after the first paint', () => {
  const html = transform(builtHtml);

  it('takes the modules out of the head, so they do not compete with the stylesheet', () => {
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">');
  });

  it('lists the same entry and preloads for the loader (and the benchmark)', () => {
    expect(readAppModules(html)).toEqual({
      entry: '/assets/index-abc.js',
      preload: ['/assets/react-def.js', '/assets/router-ghi.js'],
    });
    expect(readAppModules(builtHtml)).toEqual(readAppModules(html));
  });

  it('puts the loader after the static first paint', () => {
    expect(html.indexOf('requestAnimationFrame')).toBeGreaterThan(html.indexOf('id="root"'));
  });

  it('writes the loader as it is: a `$` in its source is not a replacement pattern', () => {
    expect(html).toContain(`charAt(0) === '$'`);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
  });

  it('refuses a page without a module entry rather than shipping an app that never starts', () => {
    expect(() => transform('<html><body></body></html>')).toThrow(/no module entry/);
  });
});

describe('the loader on a prerendered page', () => {
  const appModules: AppModules = { entry: '/assets/index-abc.js', preload: [] };
  const loaderSource = /<script>\s*([\s\S]*?)\s*<\/script>\s*<\/body>/.exec(
    transform(builtHtml),
  )?.[1];

  /** The entry the loader added, on a page whose first picture is still loading (or absent). */
  function runLoader(picture?: 'loading') {
    return runLoaderFor(picture, appModules).entry;
  }

  /** The prerendered page's high-priority picture, still loading. */
  function pageWithLoadingPicture(): string {
    return '<div id="root"><main><img fetchpriority="high" alt="Bun Classico"></main></div>';
  }

  /**
   * Runs the loader on /products/a with `modules`; what it adds to the head is kept. `browser`
   * is the window it sees: by default one without paint timing.
   */
  function runLoaderFor(
    picture: 'loading' | undefined,
    modules: AppModules,
    browser: object = { addEventListener: () => undefined },
    page = picture ? pageWithLoadingPicture() : '',
  ) {
    document.head.innerHTML = '';
    document.body.innerHTML = `${page}<script type="application/json" id="${APP_MODULES_ID}">${JSON.stringify(
      modules,
    )}</script>`;
    const image = document.querySelector('img');
    if (image) Object.defineProperty(image, 'complete', { value: false });
    // What the loader adds to the head, kept instead of loaded (happy-dom runs no modules).
    const added: HTMLElement[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation((tag) => {
      added.push(tag as HTMLElement);
      return tag;
    });
    // The document's own listeners, removed after each test: a later test that dispatches
    // visibilitychange must not wake an earlier test's loader.
    const addListener = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener) => {
      documentListeners.push([type, listener]);
      addListener(type, listener);
    });
    new Function('window', 'location', loaderSource ?? '')(browser, { pathname: '/products/a' });
    return {
      entry: () => added.find((tag) => tag instanceof HTMLScriptElement)?.getAttribute('src'),
      preloaded: () =>
        added
          .filter((tag) => tag instanceof HTMLLinkElement)
          .map((tag) => tag.getAttribute('href')),
    };
  }

  beforeEach(() => {
    vi.useFakeTimers();
  });
  const documentListeners: [string, EventListenerOrEventListenerObject][] = [];
  afterEach(() => {
    documentListeners.forEach(([type, listener]) => document.removeEventListener(type, listener));
    documentListeners.length = 0;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('starts the app after the first paint on a page without a first picture', async () => {
    const entry = runLoader();
    await vi.advanceTimersByTimeAsync(50);
    expect(entry()).toBe('/assets/index-abc.js');
  });

  it('lets the page’s first picture load first', async () => {
    const entry = runLoader('loading');
    await vi.advanceTimersByTimeAsync(500);
    expect(entry()).toBeUndefined();
    document.querySelector('img')?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(entry()).toBe('/assets/index-abc.js');
  });

  it(`preloads the opened route's files right after the entry, ${PRELOADS_PER_TASK} per task`, async () => {
    const files = Array.from({ length: 20 }, (_, index) => `/assets/part-${index}.js`);
    const loader = runLoaderFor(undefined, {
      ...appModules,
      preload: ['/assets/runtime.js'],
      firstRoute: { files, routes: [['/products/$slug', files.map((_, index) => index)]] },
    });
    // The first frame: the entry and what it imports.
    await vi.advanceTimersByTimeAsync(17);
    expect(loader.entry()).toBe('/assets/index-abc.js');
    const counts = [loader.preloaded().length];
    while (counts.at(-1) !== 21 && counts.length < 20) {
      // The timers due now, not the ones they set: one task each.
      await vi.runOnlyPendingTimersAsync();
      counts.push(loader.preloaded().length);
    }
    const perTask = counts.slice(1).map((count, task) => count - (counts[task] ?? 0));
    expect(counts[0]).toBe(1);
    expect(perTask).toEqual([
      ...Array<number>(Math.floor(20 / PRELOADS_PER_TASK)).fill(PRELOADS_PER_TASK),
      ...(20 % PRELOADS_PER_TASK ? [20 % PRELOADS_PER_TASK] : []),
    ]);
    expect(loader.preloaded()).toEqual(['/assets/runtime.js', ...files]);
  });

  it(`never waits for the picture longer than ${PICTURE_WAIT_MS} ms`, async () => {
    const entry = runLoader('loading');
    await vi.advanceTimersByTimeAsync(PICTURE_WAIT_MS);
    expect(entry()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(50);
    expect(entry()).toBe('/assets/index-abc.js');
  });

  describe('in a browser with paint timing', () => {
    /** A window whose paint observer reports when the test says so, and fires load on demand. */
    function browserWithPaintTiming() {
      let report: ((name: string) => void) | undefined;
      const loadListeners: (() => void)[] = [];
      class PaintObserver {
        static supportedEntryTypes = ['paint'];
        constructor(callback: (list: object, observer: { disconnect(): void }) => void) {
          const observer = { disconnect: () => (report = undefined) };
          report = (name) =>
            callback(
              { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) },
              observer,
            );
        }
        observe() {}
      }
      return {
        window: {
          PerformanceObserver: PaintObserver,
          addEventListener: (type: string, listener: () => void) => {
            if (type === 'load') loadListeners.push(listener);
          },
        },
        paint: (name: string) => report?.(name),
        load: () => loadListeners.forEach((listener) => listener()),
      };
    }

    /** Runs the loader on a prerendered page without a picture (its #root has content). */
    function runOnPrerenderedPage(browser: object) {
      return runLoaderFor(
        undefined,
        appModules,
        browser,
        '<div id="root"><h1>Chi siamo</h1></div>',
      );
    }

    it('starts a prerendered page’s app only once its first content is on screen', async () => {
      const browser = browserWithPaintTiming();
      const loader = runOnPrerenderedPage(browser.window);
      // The animation frame and load come before the frame is presented: not yet.
      await vi.advanceTimersByTimeAsync(50);
      browser.load();
      await vi.advanceTimersByTimeAsync(100);
      browser.paint('first-paint');
      expect(loader.entry()).toBeUndefined();
      browser.paint('first-contentful-paint');
      expect(loader.entry()).toBe('/assets/index-abc.js');
    });

    it(`starts it ${FIRST_PAINT_FALLBACK_MS} ms after load if no paint is ever reported`, async () => {
      const browser = browserWithPaintTiming();
      const loader = runOnPrerenderedPage(browser.window);
      browser.load();
      await vi.advanceTimersByTimeAsync(FIRST_PAINT_FALLBACK_MS - 1);
      expect(loader.entry()).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(loader.entry()).toBe('/assets/index-abc.js');
    });

    it('starts at once when the tab is hidden before its first paint (no paint comes)', async () => {
      const browser = browserWithPaintTiming();
      const loader = runOnPrerenderedPage(browser.window);
      await vi.advanceTimersByTimeAsync(100);
      expect(loader.entry()).toBeUndefined();
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      try {
        document.dispatchEvent(new Event('visibilitychange'));
      } finally {
        Object.defineProperty(document, 'visibilityState', {
          value: 'visible',
          configurable: true,
        });
      }
      expect(loader.entry()).toBe('/assets/index-abc.js');
    });

    it('still lets the first picture load first once the content is on screen', async () => {
      const browser = browserWithPaintTiming();
      // Its #root has content: a prerendered page.
      const loader = runLoaderFor('loading', appModules, browser.window);
      browser.paint('first-contentful-paint');
      await vi.advanceTimersByTimeAsync(100);
      expect(loader.entry()).toBeUndefined();
      document.querySelector('img')?.dispatchEvent(new Event('load'));
      expect(loader.entry()).toBe('/assets/index-abc.js');
    });

    it('starts the app shell (nothing prerendered to paint) after the first frame', async () => {
      const browser = browserWithPaintTiming();
      const loader = runLoaderFor(undefined, appModules, browser.window, '<div id="root"></div>');
      await vi.advanceTimersByTimeAsync(50);
      expect(loader.entry()).toBe('/assets/index-abc.js');
    });
  });
});
