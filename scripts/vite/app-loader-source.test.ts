// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appLoaderSource,
  FIRST_PAINT_FALLBACK_MS,
  PICTURE_WAIT_MS,
  PRELOADS_PER_TASK,
} from './app-loader-source.ts';
import { type AppModules, builtLoader } from './start-app-after-first-paint.ts';

const MODULES_ID = 'bdb-app-modules';
const ENTRY = '/assets/index-abc.js';
const appModules: AppModules = { entry: ENTRY, preload: [] };

/** A prerendered page as the build writes it: the server's markup in #root. */
function prerendered(inner: string): string {
  return `<div id="root"><main>${inner}</main></div>`;
}

/**
 * The window the loader sees: its listeners are kept so a test can fire them, paint timing is
 * there if `paintTiming`, and the paint is reported when the test says so.
 */
function fakeWindow({ paintTiming = true } = {}) {
  const listeners = new Map<string, ((event: object) => void)[]>();
  let report: ((name: string) => void) | undefined;
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
      ...(paintTiming ? { PerformanceObserver: PaintObserver } : {}),
      addEventListener: (type: string, listener: (event: object) => void) => {
        listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      },
      removeEventListener: (type: string, listener: (event: object) => void) => {
        listeners.set(
          type,
          (listeners.get(type) ?? []).filter((kept) => kept !== listener),
        );
      },
    },
    paint: (name: string) => report?.(name),
    fire: (type: string, event: object = {}) =>
      (listeners.get(type) ?? []).forEach((listener) => listener({ type, ...event })),
  };
}

const documentListeners: [string, EventListenerOrEventListenerObject][] = [];

/** Runs the loader on /products/a in `page`; what it adds to the head is kept, not loaded. */
function runLoader(
  page: string,
  browser: object,
  modules: AppModules = appModules,
  pathname = '/products/a',
  assign: (href: string) => void = () => undefined,
  source = appLoaderSource(MODULES_ID),
  head = '',
) {
  document.head.innerHTML = head;
  document.body.innerHTML = `${page}<script type="application/json" id="${MODULES_ID}">${JSON.stringify(
    modules,
  )}</script>`;
  const image = document.querySelector('img');
  if (image) Object.defineProperty(image, 'complete', { value: false });
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
  new Function('window', 'location', source)(browser, { pathname, assign });
  return {
    /** The entry, once the loader has run it. */
    started: () =>
      added.some((tag) => tag instanceof HTMLScriptElement && tag.getAttribute('src') === ENTRY),
    preloaded: () =>
      added.filter((tag) => tag instanceof HTMLLinkElement).map((tag) => tag.getAttribute('href')),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  documentListeners.forEach(([type, listener]) => document.removeEventListener(type, listener));
  documentListeners.length = 0;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the app shell (nothing prerendered)', () => {
  it('starts the app one frame after the first paint', async () => {
    const loader = runLoader('<div id="root"></div>', fakeWindow().window);
    expect(loader.started()).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(loader.started()).toBe(true);
  });

  it(`preloads what the entry imports and the opened route's files after it, ${PRELOADS_PER_TASK} per task`, async () => {
    const files = Array.from({ length: 20 }, (_, index) => `/assets/part-${index}.js`);
    const loader = runLoader('<div id="root"></div>', fakeWindow().window, {
      ...appModules,
      preload: ['/assets/runtime.js'],
      firstRoute: { files, routes: [['/products/$slug', files.map((_, index) => index)]] },
    });
    // The first frame: the entry, alone in its task.
    for (let task = 0; task < 5 && !loader.started(); task += 1)
      await vi.advanceTimersToNextTimerAsync();
    expect(loader.started()).toBe(true);
    const counts = [loader.preloaded().length];
    while (counts.at(-1) !== 21 && counts.length < 30) {
      // The timers due now, not the ones they set: one task each.
      await vi.runOnlyPendingTimersAsync();
      counts.push(loader.preloaded().length);
    }
    const perTask = counts.slice(1).map((count, task) => count - (counts[task] ?? 0));
    expect(counts[0]).toBe(0);
    // What the entry imports, then the route's files.
    expect(perTask).toEqual([
      ...Array<number>(Math.floor(21 / PRELOADS_PER_TASK)).fill(PRELOADS_PER_TASK),
      ...(21 % PRELOADS_PER_TASK ? [21 % PRELOADS_PER_TASK] : []),
    ]);
    expect(loader.preloaded()).toEqual(['/assets/runtime.js', ...files]);
  });
});

describe('a prerendered page', () => {
  it('starts the app once its first content is on screen', async () => {
    const browser = fakeWindow();
    const loader = runLoader(prerendered('<h1>Chi siamo</h1>'), browser.window);
    // The animation frame and load come before the frame is presented: not yet.
    await vi.advanceTimersByTimeAsync(50);
    browser.fire('load');
    browser.paint('first-paint');
    expect(loader.started()).toBe(false);
    browser.paint('first-contentful-paint');
    expect(loader.started()).toBe(true);
  });

  it('preloads the files the page lists for its route, after the entry', async () => {
    const browser = fakeWindow();
    const loader = runLoader(prerendered('<h1>Bun Classico</h1>'), browser.window, {
      ...appModules,
      routeFiles: ['/assets/product.js', '/assets/product.css'],
      firstRoute: { files: ['/assets/other.js'], routes: [['/products/$slug', [0]]] },
    });
    browser.paint('first-contentful-paint');
    await vi.runAllTimersAsync();
    expect(loader.preloaded()).toEqual(['/assets/product.js', '/assets/product.css']);
  });

  it("opens the tab's session storage in a task of its own, before the app's code runs", async () => {
    const browser = fakeWindow();
    const read = vi.spyOn(sessionStorage, 'getItem');
    const loader = runLoader(prerendered('<h1>Chi siamo</h1>'), browser.window);
    browser.paint('first-contentful-paint');
    expect(loader.started()).toBe(true);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('asks for none of the files the page links already: its stylesheets are written in', async () => {
    const browser = fakeWindow();
    const loader = runLoader(
      prerendered('<h1>Bun Classico</h1>'),
      browser.window,
      { ...appModules, routeFiles: ['/assets/product.js', '/assets/product.css'] },
      '/products/a',
      undefined,
      undefined,
      '<style data-href="/assets/product.css">.a{}</style><link rel="stylesheet" href="/assets/product.css" disabled>',
    );
    browser.paint('first-contentful-paint');
    await vi.runAllTimersAsync();
    expect(loader.started()).toBe(true);
    expect(loader.preloaded()).toEqual(['/assets/product.js']);
  });

  it(`goes on ${FIRST_PAINT_FALLBACK_MS} ms after load if no paint is ever reported`, async () => {
    const browser = fakeWindow();
    const loader = runLoader(prerendered('<h1>Chi siamo</h1>'), browser.window);
    browser.fire('load');
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_FALLBACK_MS - 1);
    expect(loader.started()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(loader.started()).toBe(true);
  });

  it(`lets the page's first picture load first, at most ${PICTURE_WAIT_MS} ms`, async () => {
    const browser = fakeWindow();
    const picture = '<img fetchpriority="high" alt="Bun Classico">';
    const loader = runLoader(prerendered(picture), browser.window);
    browser.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(PICTURE_WAIT_MS - 1);
    expect(loader.started()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(loader.started()).toBe(true);
  });

  it('goes on as soon as the picture has loaded (a browser without paint timing)', async () => {
    const picture = '<img fetchpriority="high" alt="Bun Classico">';
    const loader = runLoader(prerendered(picture), fakeWindow({ paintTiming: false }).window);
    await vi.advanceTimersByTimeAsync(100);
    expect(loader.started()).toBe(false);
    document.querySelector('img')?.dispatchEvent(new Event('load'));
    expect(loader.started()).toBe(true);
  });

  it('does the same minified, as the built pages carry it', () => {
    const browser = fakeWindow();
    const loader = runLoader(
      prerendered('<button>Aggiungi al carrello</button>'),
      browser.window,
      appModules,
      '/products/a',
      () => undefined,
      builtLoader(),
    );
    expect(loader.started()).toBe(false);
    browser.paint('first-contentful-paint');
    expect(loader.started()).toBe(true);
  });

  it('leaves the page to the browser until the app runs: nothing is held or hidden', () => {
    const browser = fakeWindow();
    runLoader(prerendered('<a href="/about">Chi siamo</a>'), browser.window);
    const preventDefault = vi.fn();
    browser.fire('click', { button: 0, target: document.querySelector('a'), preventDefault });
    expect(preventDefault).not.toHaveBeenCalled();
    expect(document.querySelector('main')?.hasAttribute('aria-hidden')).toBe(false);
  });

  it('starts at once in a tab opened in the background', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      const loader = runLoader(prerendered('<h1>Chi siamo</h1>'), fakeWindow().window);
      expect(loader.started()).toBe(true);
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }
  });

  it('starts when the tab is hidden before its first paint (no paint comes)', async () => {
    const browser = fakeWindow();
    const loader = runLoader(prerendered('<h1>Chi siamo</h1>'), browser.window);
    await vi.advanceTimersByTimeAsync(100);
    expect(loader.started()).toBe(false);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }
    expect(loader.started()).toBe(true);
  });
});
