// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_POPUP_DELAY_MS } from '../../src/features/newsletter/newsletter-popup-flag.ts';
import { NEWSLETTER_POPUP_STORAGE_KEY as APP_NEWSLETTER_KEY } from '../../src/features/newsletter/newsletter-popup-flag.ts';
import { CART_STORAGE_KEY as APP_CART_KEY } from '../../src/lib/cart/cart-store.ts';
import { CONSENT_STORAGE_KEY as APP_CONSENT_KEY } from '../../src/lib/consent/consent-record.ts';
import {
  appLoaderSource,
  CART_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  FIRST_PAINT_FALLBACK_MS,
  GIVE_UP_MS,
  NEWSLETTER_POPUP_DUE_MS,
  NEWSLETTER_POPUP_STORAGE_KEY,
  NEWSLETTER_START_LEAD_MS,
  PICTURE_WAIT_MS,
  PRELOADS_PER_TASK,
  PRERENDERED_ATTRIBUTE,
  REPEAT_WAIT_MS,
  SESSION_KEY_PATTERN,
} from './app-loader-source.ts';
import { type AppModules, builtLoader } from './start-app-after-first-paint.ts';

const MODULES_ID = 'bdb-app-modules';
const ENTRY = '/assets/index-abc.js';
const appModules: AppModules = { entry: ENTRY, preload: [] };

/** A prerendered page as the build writes it: each child of #root marked. */
function prerendered(inner: string): string {
  return `<div id="root"><main ${PRERENDERED_ATTRIBUTE}>${inner}</main></div>`;
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

/** A primary-button click on `target` at (x, y) of the window; returns its preventDefault spy. */
function clickOn(
  browser: ReturnType<typeof fakeWindow>,
  target: Element | null,
  x: number,
  y: number,
  detail = 1,
) {
  const preventDefault = vi.fn();
  browser.fire('click', { button: 0, target, clientX: x, clientY: y, detail, preventDefault });
  return preventDefault;
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
) {
  document.head.innerHTML = '';
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

it('reads the same storage keys as the app', () => {
  expect(CART_STORAGE_KEY).toBe(APP_CART_KEY);
  expect(CONSENT_STORAGE_KEY).toBe(APP_CONSENT_KEY);
  expect(NEWSLETTER_POPUP_STORAGE_KEY).toBe(APP_NEWSLETTER_KEY);
  expect(NEWSLETTER_POPUP_DUE_MS).toBe(NEWSLETTER_POPUP_DELAY_MS);
  expect(SESSION_KEY_PATTERN.test('sb-127-auth-token')).toBe(true);
  expect(SESSION_KEY_PATTERN.test('sb-127-auth-token-code-verifier')).toBe(false);
});

describe('the app shell (nothing prerendered)', () => {
  it('starts the app one frame after the first paint', async () => {
    const loader = runLoader('<div id="root"></div>', fakeWindow().window);
    expect(loader.started()).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(loader.started()).toBe(true);
  });

  it(`preloads the opened route's files right after the entry, ${PRELOADS_PER_TASK} per task`, async () => {
    const files = Array.from({ length: 20 }, (_, index) => `/assets/part-${index}.js`);
    const loader = runLoader('<div id="root"></div>', fakeWindow().window, {
      ...appModules,
      preload: ['/assets/runtime.js'],
      firstRoute: { files, routes: [['/products/$slug', files.map((_, index) => index)]] },
    });
    // The first frame: the entry and what it imports.
    await vi.advanceTimersByTimeAsync(17);
    expect(loader.started()).toBe(true);
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
});

describe('a prerendered page', () => {
  it('downloads the app once its first content is on screen, and does not run it', async () => {
    const browser = fakeWindow();
    const loader = runLoader(prerendered('<h1>Chi siamo</h1>'), browser.window);
    // The animation frame and load come before the frame is presented: not yet.
    await vi.advanceTimersByTimeAsync(50);
    browser.fire('load');
    browser.paint('first-paint');
    expect(loader.preloaded()).toEqual([]);
    browser.paint('first-contentful-paint');
    expect(loader.preloaded()).toEqual([ENTRY]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loader.started()).toBe(false);
    expect(document.querySelector('main')?.inert).toBe(false);
  });

  it(`goes on ${FIRST_PAINT_FALLBACK_MS} ms after load if no paint is ever reported`, async () => {
    const browser = fakeWindow();
    const loader = runLoader(prerendered('<h1>Chi siamo</h1>'), browser.window);
    browser.fire('load');
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_FALLBACK_MS - 1);
    expect(loader.preloaded()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(loader.preloaded()).toEqual([ENTRY]);
  });

  it(`lets the page's first picture load first, at most ${PICTURE_WAIT_MS} ms`, async () => {
    const browser = fakeWindow();
    const picture = '<img fetchpriority="high" alt="Bun Classico">';
    const loader = runLoader(prerendered(picture), browser.window);
    browser.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(PICTURE_WAIT_MS - 1);
    expect(loader.preloaded()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(loader.preloaded()).toEqual([ENTRY]);
  });

  it('goes on as soon as the picture has loaded (a browser without paint timing)', async () => {
    const picture = '<img fetchpriority="high" alt="Bun Classico">';
    const loader = runLoader(prerendered(picture), fakeWindow({ paintTiming: false }).window);
    await vi.advanceTimersByTimeAsync(100);
    expect(loader.preloaded()).toEqual([]);
    document.querySelector('img')?.dispatchEvent(new Event('load'));
    expect(loader.preloaded()).toEqual([ENTRY]);
  });

  it.each([
    ['a tap', 'pointerdown', {}],
    ['a finger on the screen', 'touchstart', {}],
    ['a key', 'keydown', { key: 'Tab' }],
    ['a scroll wheel', 'wheel', {}],
    ['a mouse over the page', 'pointermove', { pointerType: 'mouse' }],
    ['focus', 'focusin', {}],
  ])('starts the app at the visitor’s first touch: %s', (_, type, event) => {
    const browser = fakeWindow();
    const loader = runLoader(prerendered('<h1>Chi siamo</h1>'), browser.window);
    browser.fire(type, event);
    expect(loader.started()).toBe(true);
    // The page stays live (a long press, a middle click, Tab work), and is hidden from
    // assistive technology only until the app has replaced it.
    const main = document.querySelector('main');
    expect(main?.inert).toBe(false);
    expect(main?.getAttribute('aria-hidden')).toBe('true');
  });

  it.each([
    [
      'a finger moving over a touch screen alone (its touchstart does)',
      'pointermove',
      { pointerType: 'touch' },
    ],
    ['a shortcut', 'keydown', { key: 'f', ctrlKey: true }],
    ['a modifier key alone', 'keydown', { key: 'Shift' }],
  ])('does not start for %s', (_, type, event) => {
    const browser = fakeWindow();
    const loader = runLoader(prerendered('<h1>Chi siamo</h1>'), browser.window);
    browser.fire(type, event);
    expect(loader.started()).toBe(false);
  });

  it('leaves the cookie banner to the assistive technology while the app starts', () => {
    const browser = fakeWindow();
    runLoader(
      `<div id="root"><main ${PRERENDERED_ATTRIBUTE}></main><section class="bdb-consent" ${PRERENDERED_ATTRIBUTE}></section></div>`,
      browser.window,
    );
    browser.fire('pointerdown');
    expect(document.querySelector('section')?.hasAttribute('aria-hidden')).toBe(false);
  });

  /** The app's first render: `controls` replace the prerendered page. */
  function appRenders(...controls: HTMLElement[]) {
    document.getElementById('root')?.replaceChildren(...controls);
  }

  function appControl<T extends keyof HTMLElementTagNameMap>(tag: T, text: string) {
    const control = document.createElement(tag);
    control.textContent = text;
    return control;
  }

  it('makes a tap on the prerendered page again on the app’s page, at the same place', async () => {
    const browser = fakeWindow();
    const loader = runLoader(prerendered('<button>Aggiungi al carrello</button>'), browser.window);
    expect(clickOn(browser, document.querySelector('button'), 40, 300)).toHaveBeenCalled();
    expect(loader.started()).toBe(true);

    // At first another control is drawn at that place (the page still filling in), and the
    // same one not yet anywhere; then the same one.
    const other = appControl('button', 'Iscriviti');
    const appButton = appControl('button', 'Aggiungi al carrello');
    const tapped = vi.fn();
    const otherTapped = vi.fn();
    appButton.addEventListener('click', tapped);
    other.addEventListener('click', otherTapped);
    let atPoint: Element = other;
    const pointAsked = vi.fn((x: number, y: number): Element | null => {
      void x;
      void y;
      return atPoint;
    });
    document.elementFromPoint = pointAsked;
    appRenders(other);
    await vi.advanceTimersByTimeAsync(200);
    expect(pointAsked).toHaveBeenCalledWith(40, 300);
    expect(otherTapped).not.toHaveBeenCalled();
    document.getElementById('root')?.append(appButton);
    atPoint = appButton;
    await vi.advanceTimersByTimeAsync(50);
    expect(tapped).toHaveBeenCalledOnce();
    expect(otherTapped).not.toHaveBeenCalled();
  });

  it('ticks the app’s checkbox for a tap on the prerendered one', async () => {
    const browser = fakeWindow();
    runLoader(prerendered('<label><input type="checkbox">Accetto</label>'), browser.window);
    clickOn(browser, document.querySelector('input'), 5, 5);
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    document.elementFromPoint = () => checkbox;
    appRenders(checkbox);
    await vi.advanceTimersByTimeAsync(50);
    expect(checkbox.checked).toBe(true);
  });

  it('focuses the app’s text field for a tap on the prerendered one', async () => {
    const again = fakeWindow();
    runLoader(prerendered('<input type="email" aria-label="Email" readonly>'), again.window);
    clickOn(again, document.querySelector('input'), 5, 5);
    const field = document.createElement('input');
    field.type = 'email';
    field.setAttribute('aria-label', 'Email');
    document.elementFromPoint = () => field;
    appRenders(field);
    await vi.advanceTimersByTimeAsync(50);
    expect(document.activeElement).toBe(field);
  });

  it('finds the same control anywhere for a click without a place (the keyboard, a screen reader)', async () => {
    const browser = fakeWindow();
    runLoader(prerendered('<a href="/cookie-policy">Cookie Policy</a>'), browser.window);
    clickOn(browser, document.querySelector('a'), 0, 0, 0);
    const wrong = appControl('a', 'Privacy Policy');
    wrong.setAttribute('href', '/privacy-policy');
    const right = appControl('a', 'Cookie Policy');
    right.setAttribute('href', '/cookie-policy');
    const opened = vi.fn((event: Event) => event.preventDefault());
    right.addEventListener('click', opened);
    // Its place is off screen now: nothing there.
    document.elementFromPoint = () => null;
    appRenders(wrong, right);
    await vi.advanceTimersByTimeAsync(50);
    expect(opened).toHaveBeenCalledOnce();
  });

  it('gives focus back where it was on the prerendered page', async () => {
    const browser = fakeWindow();
    runLoader(prerendered('<a href="/about">Chi siamo</a>'), browser.window);
    browser.fire('keydown', { key: 'Tab' });
    browser.fire('focusin', { target: document.querySelector('a') });
    const link = appControl('a', 'Chi siamo');
    link.setAttribute('href', '/about');
    document.elementFromPoint = () => link;
    appRenders(link);
    await vi.advanceTimersByTimeAsync(50);
    expect(document.activeElement).toBe(link);
  });

  it(`gives up on a tap whose control the app does not draw within ${REPEAT_WAIT_MS} ms`, async () => {
    const browser = fakeWindow();
    runLoader(prerendered('<a href="/about">Chi siamo</a>'), browser.window);
    clickOn(browser, document.querySelector('a'), 10, 10);
    const pointAsked = vi.fn((): Element | null => null);
    document.elementFromPoint = pointAsked;
    appRenders(document.createElement('main'));
    await vi.advanceTimersByTimeAsync(REPEAT_WAIT_MS + 500);
    expect(pointAsked).toHaveBeenCalledWith(10, 10);
    const asked = pointAsked.mock.calls.length;
    expect(asked).toBeGreaterThan(10);
    await vi.advanceTimersByTimeAsync(1000);
    expect(pointAsked.mock.calls.length).toBe(asked);
  });

  it(`gives the page back to the browser if the app has not replaced it ${GIVE_UP_MS} ms after its start`, async () => {
    const browser = fakeWindow();
    const assign = vi.fn();
    runLoader(
      prerendered('<a href="/about">Chi siamo</a>'),
      browser.window,
      appModules,
      '/products/a',
      assign,
    );
    const click = () => clickOn(browser, document.querySelector('a'), 10, 10);
    expect(click()).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(GIVE_UP_MS);
    expect(document.querySelector('main')?.hasAttribute('aria-hidden')).toBe(false);
    // The link the visitor tapped opens the browser's way, and so does any later click.
    expect(assign).toHaveBeenCalledWith('/about');
    expect(click()).not.toHaveBeenCalled();
  });

  it('does the same minified, as the built pages carry it', async () => {
    const browser = fakeWindow();
    const loader = runLoader(
      prerendered('<button>Aggiungi al carrello</button>'),
      browser.window,
      appModules,
      '/products/a',
      () => undefined,
      builtLoader(),
    );
    browser.paint('first-contentful-paint');
    expect(loader.preloaded()).toEqual([ENTRY]);
    expect(loader.started()).toBe(false);
    clickOn(browser, document.querySelector('button'), 40, 300);
    expect(loader.started()).toBe(true);
    const appButton = appControl('button', 'Aggiungi al carrello');
    const tapped = vi.fn();
    appButton.addEventListener('click', tapped);
    document.elementFromPoint = () => appButton;
    appRenders(appButton);
    await vi.advanceTimersByTimeAsync(50);
    expect(tapped).toHaveBeenCalledOnce();
  });

  it('leaves a click that opens a new tab alone', () => {
    const browser = fakeWindow();
    const loader = runLoader(prerendered('<a href="/about">Chi siamo</a>'), browser.window);
    const preventDefault = vi.fn();
    browser.fire('click', {
      button: 0,
      ctrlKey: true,
      target: document.querySelector('a'),
      preventDefault,
    });
    expect(preventDefault).not.toHaveBeenCalled();
    expect(loader.started()).toBe(false);
  });

  it.each([
    ['a cart', CART_STORAGE_KEY, '[{"id":"a","quantity":1}]'],
    ['a session', 'sb-127-auth-token', '{}'],
  ])('starts at once for a visitor who left %s here', (_, key, value) => {
    localStorage.setItem(key, value);
    const browser = fakeWindow();
    const loader = runLoader(prerendered('<h1>Chi siamo</h1>'), browser.window);
    browser.paint('first-contentful-paint');
    expect(loader.started()).toBe(true);
  });

  it('does not start for an emptied cart', () => {
    localStorage.setItem(CART_STORAGE_KEY, '[]');
    const browser = fakeWindow();
    const loader = runLoader(prerendered('<h1>Chi siamo</h1>'), browser.window);
    browser.paint('first-contentful-paint');
    expect(loader.started()).toBe(false);
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

  it('downloads the app when the tab is hidden before its first paint (no paint comes)', async () => {
    const browser = fakeWindow();
    const loader = runLoader(prerendered('<h1>Chi siamo</h1>'), browser.window);
    await vi.advanceTimersByTimeAsync(100);
    expect(loader.preloaded()).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }
    expect(loader.preloaded()).toEqual([ENTRY]);
    expect(loader.started()).toBe(false);
  });

  describe('the home page, for the newsletter popup 15 s after load', () => {
    const due = NEWSLETTER_POPUP_DUE_MS - NEWSLETTER_START_LEAD_MS;

    function openHome() {
      return runLoader(prerendered('<h1>Home</h1>'), fakeWindow().window, appModules, '/');
    }

    it(`starts the app untouched ${due} ms after load for a visitor who may see it`, async () => {
      localStorage.setItem(CONSENT_STORAGE_KEY, '{}');
      const loader = openHome();
      await vi.advanceTimersByTimeAsync(due - 10);
      expect(loader.started()).toBe(false);
      await vi.advanceTimersByTimeAsync(10);
      expect(loader.started()).toBe(true);
    });

    it.each([
      ['no cookie choice yet (the popup waits for the banner’s tap)', null],
      ['subscribed', JSON.stringify({ handled: true, expiresAt: null })],
      [
        'closed it less than 7 days ago',
        JSON.stringify({ handled: true, expiresAt: '2999-01-01T00:00:00.000Z' }),
      ],
    ])('leaves it for the first touch for a visitor with %s', async (_, flag) => {
      if (flag !== null) {
        localStorage.setItem(CONSENT_STORAGE_KEY, '{}');
        localStorage.setItem(NEWSLETTER_POPUP_STORAGE_KEY, flag);
      }
      const loader = openHome();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(loader.started()).toBe(false);
    });

    it('starts it for a visitor whose week has passed since closing it', async () => {
      localStorage.setItem(CONSENT_STORAGE_KEY, '{}');
      localStorage.setItem(
        NEWSLETTER_POPUP_STORAGE_KEY,
        JSON.stringify({ handled: true, expiresAt: '2000-01-01T00:00:00.000Z' }),
      );
      const loader = openHome();
      await vi.advanceTimersByTimeAsync(due);
      expect(loader.started()).toBe(true);
    });
  });
});
