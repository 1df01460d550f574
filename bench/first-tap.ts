import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { emulateNetwork, SLOW_4G } from './network-emulation.ts';
import { median } from './statistics.ts';

/**
 * The first tap as the visitor meets it (issue 38): Lighthouse's fresh profile never taps and
 * never returns, so this drives the built shop in Chromium on Lighthouse's phone (412 × 823,
 * touch, 4× CPU slowdown, slow 4G on the page and its service worker), taps at a fixed moment
 * after the first contentful paint and reports the time from the finger (the tap's
 * `pointerdown`) to the first frame that shows the answer. The watcher runs in every document
 * (an init script keeping its state in sessionStorage), so a tap the browser answers with a
 * full page load is timed across the navigation as well as one the app answers itself.
 */

/** A kind of visitor: how their browser looks before the measured visit. */
interface Visitor {
  name: string;
  /**
   * A new profile for every run, prepared before each (nothing kept from the last run), or one
   * profile prepared once and reused.
   */
  fresh: boolean;
  prepare(page: Page, webUrl: string): Promise<void>;
  /** Measured only on the journeys that name it (not one of issue 38's four). */
  namedOnly?: boolean;
}

/** What the visitor taps and what on screen answers it. */
interface Journey {
  name: string;
  from: string;
  targetMs: number;
  tap(page: Page): ReturnType<Page['locator']>;
  /** The answer: on `path`, an element matching `selector` (with `text`, when given). */
  answer(countBefore: number): { path: string; selector: string; text?: string };
  /** The visitors it is measured for (issue 38's four when not given). */
  visitors?: string[];
}

export interface FirstTapResult {
  visitor: string;
  journey: string;
  /** When the tap came, after the first contentful paint. */
  tapAfterFcpMs: number;
  runs: number;
  /** Median and worst time from the finger to the answer on screen. */
  medianMs: number;
  worstMs: number;
  /** Runs whose tap nothing answered within the wait (a tap lost before the app listened). */
  lost: number;
  targetMs: number;
  /** Median time from the first contentful paint to the live app (`html[data-app="live"]`). */
  appLiveAfterFcpMs: number;
  /** Median largest contentful paint of the measured page (before the tap). */
  lcpMs: number;
}

const PRODUCT_SLUG = 'bun-classico';
const PRODUCT_NAME = 'Bun Classico';
const BUYER = { email: 'giulia.rossi@example.com', password: 'Giulia-Bun-2026' };
/** Lighthouse's mobile profile (its moto-g-power screen and 4× CPU slowdown). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 } as const;
const CPU_SLOWDOWN = 4;
/** Long enough for the slowest answer seen on this machine (a full load on slow 4G). */
const ANSWER_TIMEOUT_MS = 20_000;

export async function chooseCookies(page: Page, webUrl: string): Promise<void> {
  await page.goto(`${webUrl}/`);
  await page.getByRole('button', { name: 'Accetta', exact: true }).click();
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
}

async function keepCart(page: Page, webUrl: string): Promise<void> {
  await page.goto(`${webUrl}/products/${PRODUCT_SLUG}`);
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).first().click();
  await page.getByTestId('cart-count').waitFor();
}

/** The bench's signed-in customer (the demo buyer), on the login page the app draws. */
export async function signIn(page: Page, webUrl: string): Promise<void> {
  await page.goto(`${webUrl}/login`);
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
  await page.getByLabel(/^Email/).fill(BUYER.email);
  await page.getByLabel(/^Password/).fill(BUYER.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The four visitors of issue 38's targets, and one who came back. */
const VISITORS: Visitor[] = [
  { name: 'prima visita', fresh: true, prepare: async () => undefined },
  { name: 'cookie scelti', fresh: false, prepare: chooseCookies },
  {
    name: 'carrello tenuto',
    fresh: false,
    prepare: async (page, webUrl) => {
      await chooseCookies(page, webUrl);
      await keepCart(page, webUrl);
    },
  },
  {
    name: 'cliente connesso',
    fresh: false,
    prepare: async (page, webUrl) => {
      await chooseCookies(page, webUrl);
      await signIn(page, webUrl);
    },
  },
  {
    // Came back with the service worker installed, to a page they never opened: its files
    // are outside the precache (decision 009's later pages) and come through the worker.
    name: 'ritorno, pagina nuova',
    fresh: true,
    namedOnly: true,
    prepare: async (page, webUrl) => {
      await chooseCookies(page, webUrl);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 60_000,
      });
      await page.goto('about:blank');
    },
  },
];

const cartAnswer = { path: '/cart', selector: 'main h1', text: 'Carrello' };

const JOURNEYS: Journey[] = [
  {
    name: 'Aggiungi al carrello',
    from: `/products/${PRODUCT_SLUG}`,
    targetMs: 200,
    tap: (page) => page.getByRole('button', { name: 'Aggiungi al carrello' }).first(),
    answer: (countBefore) => ({
      path: `/products/${PRODUCT_SLUG}`,
      selector: '[data-testid="cart-count"]',
      text: String(countBefore + 1),
    }),
  },
  {
    name: 'apri un prodotto da /products',
    from: '/products',
    targetMs: 500,
    tap: (page) => page.locator(`[data-slug="${PRODUCT_SLUG}"] a`).first(),
    answer: () => ({
      path: `/products/${PRODUCT_SLUG}`,
      selector: 'main h1',
      text: PRODUCT_NAME,
    }),
  },
  {
    name: 'apri il carrello dalla home',
    from: '/',
    targetMs: 300,
    tap: (page) => page.locator('header a[href="/cart"]').first(),
    answer: () => cartAnswer,
  },
  {
    name: 'apri il carrello da un prodotto',
    from: `/products/${PRODUCT_SLUG}`,
    targetMs: 300,
    tap: (page) => page.locator('header a[href="/cart"]').first(),
    answer: () => cartAnswer,
  },
  {
    // A page the bench's other journeys never reach, for the visitor without it (decision 017
    // item 34); the target is a product's, a page of content.
    name: 'apri «Contatti» dal piè di pagina',
    from: '/',
    targetMs: 500,
    visitors: ['prima visita', 'ritorno, pagina nuova'],
    tap: (page) => page.locator('footer a[href="/contact"]').first(),
    answer: () => ({ path: '/contact', selector: 'main h1', text: 'Contatti' }),
  },
];

const measuredFor = (journey: Journey, visitor: Visitor) =>
  journey.visitors?.includes(visitor.name) ?? !visitor.namedOnly;

/**
 * Runs in every document of the measured context: notes the finger's time and, once the bench
 * has said what answers it (sessionStorage `bench-expect`), the first frame that shows it, and
 * the first frame of the live app (`bench-live-<timeOrigin>`). Times are on the epoch scale
 * (timeOrigin + now) so they compare across documents. Plain source text, not a function:
 * tsx would wrap the inner functions in a `__name` helper the page does not have.
 */
const WATCHER_SOURCE = `(() => {
  const at = (stamp) => String(performance.timeOrigin + stamp);
  const noteTap = (event) => {
    if (sessionStorage.getItem('bench-expect') && !sessionStorage.getItem('bench-tap-at'))
      sessionStorage.setItem('bench-tap-at', at(event.timeStamp));
  };
  addEventListener('pointerdown', noteTap, { capture: true });
  addEventListener('touchstart', noteTap, { capture: true });
  let liveNoted = false;
  const check = () => {
    if (!liveNoted && document.documentElement.dataset.app === 'live') {
      liveNoted = true;
      sessionStorage.setItem('bench-live-' + Math.round(performance.timeOrigin), at(performance.now()));
    }
    const raw = sessionStorage.getItem('bench-expect');
    if (raw && sessionStorage.getItem('bench-tap-at') && !sessionStorage.getItem('bench-answer-at')) {
      const expected = JSON.parse(raw);
      const element = document.querySelector(expected.selector);
      const shown =
        location.pathname === expected.path &&
        element !== null &&
        element.getClientRects().length > 0 &&
        (expected.text === undefined || element.textContent.trim() === expected.text);
      if (shown) sessionStorage.setItem('bench-answer-at', at(performance.now()));
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** Reads from the page, retrying while a navigation replaces the document. */
async function readPage<T>(page: Page, read: () => T): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await page.evaluate(read);
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  await context.addInitScript({ content: WATCHER_SOURCE });
  return context;
}

/** The cart count the header shows once the app is live (0 without a badge). */
async function shownCartCount(page: Page): Promise<number> {
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
  const badge = page.getByTestId('cart-count');
  // The count fills in from an effect after the app goes live.
  await page.waitForTimeout(300);
  return (await badge.count()) === 0 ? 0 : Number(await badge.first().textContent());
}

interface Sample {
  answerMs: number;
  appLiveAfterFcpMs: number;
  lcpMs: number;
}

async function measureOnce(
  page: Page,
  webUrl: string,
  journey: Journey,
  tapAfterFcpMs: number,
  countBefore: number,
): Promise<Sample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(`${webUrl}${journey.from}`, { waitUntil: 'commit' });
    await readPage(page, () => {
      sessionStorage.removeItem('bench-expect');
      sessionStorage.removeItem('bench-tap-at');
      sessionStorage.removeItem('bench-answer-at');
    });
    const fcp = await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      undefined,
      { polling: 20 },
    );
    const fcpMs = Number(await fcp.jsonValue());
    const measuredOrigin = await page.evaluate(() => performance.timeOrigin);
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(Number.NaN), 5_000);
        }),
    );
    await page.waitForFunction((moment) => performance.now() >= moment, fcpMs + tapAfterFcpMs, {
      polling: 10,
    });
    await page.evaluate(
      (expected) => sessionStorage.setItem('bench-expect', JSON.stringify(expected)),
      journey.answer(countBefore),
    );
    // Not waiting for a navigation the tap starts: the watcher times the answer on any document.
    await journey.tap(page).tap({ timeout: ANSWER_TIMEOUT_MS, noWaitAfter: true });
    const started = Date.now();
    let answer: { tapAt: string | null; answerAt: string | null };
    do {
      await page.waitForTimeout(50);
      answer = await readPage(page, () => ({
        tapAt: sessionStorage.getItem('bench-tap-at'),
        answerAt: sessionStorage.getItem('bench-answer-at'),
      }));
    } while (!answer.answerAt && Date.now() - started < ANSWER_TIMEOUT_MS);
    if (!answer.tapAt) throw new Error(`${journey.name}: the tap never reached the page`);
    if (process.env.BENCH_DEBUG && !answer.answerAt)
      await page.screenshot({
        path: `/tmp/first-tap-${journey.name.replace(/[^a-z]+/gi, '-')}.png`,
      });
    // When the measured document's app went live (never, when the browser followed the link
    // before the app started: that document is gone).
    await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
    const liveAt = await readPage(page, () =>
      Object.fromEntries(
        Object.keys(sessionStorage)
          .filter((key) => key.startsWith('bench-live-'))
          .map((key) => [key, sessionStorage.getItem(key)]),
      ),
    );
    const measuredLiveAt = Number(liveAt[`bench-live-${Math.round(measuredOrigin)}`] ?? Number.NaN);
    return {
      // A tap nothing answered (lost before the app listened) counts as never answered.
      answerMs: answer.answerAt
        ? Number(answer.answerAt) - Number(answer.tapAt)
        : Number.POSITIVE_INFINITY,
      appLiveAfterFcpMs: measuredLiveAt - (measuredOrigin + fcpMs),
      lcpMs: lcp,
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }
}

/**
 * Every visitor × journey, tapped `tapMoments` after the first contentful paint, `runs` times
 * each; the figure is the median (a shared 2-core machine swings) and the worst run.
 */
export async function measureFirstTap(
  webUrl: string,
  runs: number,
  tapMoments: number[] = [1_000, 3_000],
  only = /.*/,
): Promise<FirstTapResult[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  const results: FirstTapResult[] = [];
  try {
    for (const visitor of VISITORS.filter((candidate) =>
      JOURNEYS.some(
        (journey) =>
          measuredFor(journey, candidate) && only.test(`${candidate.name} / ${journey.name}`),
      ),
    )) {
      const kept = visitor.fresh ? undefined : await newPhoneContext(browser);
      if (kept) {
        const page = await kept.newPage();
        await visitor.prepare(page, webUrl);
        // A returning visitor's browser has the service worker and its precache.
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await page.close();
      }
      for (const journey of JOURNEYS.filter(
        (candidate) =>
          measuredFor(candidate, visitor) && only.test(`${visitor.name} / ${candidate.name}`),
      )) {
        for (const tapAfterFcpMs of tapMoments) {
          const samples: Sample[] = [];
          for (let run = 0; run < runs; run += 1) {
            const context = kept ?? (await newPhoneContext(browser));
            const page = await context.newPage();
            if (!kept) await visitor.prepare(page, webUrl);
            const countBefore = kept ? await cartCountOf(page, webUrl) : 0;
            const network = await emulateNetwork(browser, SLOW_4G);
            try {
              samples.push(await measureOnce(page, webUrl, journey, tapAfterFcpMs, countBefore));
            } finally {
              await network.stop();
              await page.close();
              if (!kept) await context.close();
            }
          }
          results.push({
            visitor: visitor.name,
            journey: journey.name,
            tapAfterFcpMs,
            runs,
            medianMs: Math.round(median(samples.map((sample) => sample.answerMs))),
            worstMs: Math.round(Math.max(...samples.map((sample) => sample.answerMs))),
            lost: samples.filter((sample) => !Number.isFinite(sample.answerMs)).length,
            targetMs: journey.targetMs,
            appLiveAfterFcpMs: medianOfKnown(samples.map((sample) => sample.appLiveAfterFcpMs)),
            lcpMs: medianOfKnown(samples.map((sample) => sample.lcpMs)),
          });
        }
      }
      await kept?.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The median of the values that were measured (NaN when none was). */
function medianOfKnown(values: number[]): number {
  const known = values.filter((value) => Number.isFinite(value));
  return known.length === 0 ? Number.NaN : Math.round(median(known));
}

/** The cart count a kept profile starts the next run with (the adds of earlier runs stay). */
async function cartCountOf(page: Page, webUrl: string): Promise<number> {
  await page.goto(`${webUrl}/cart`);
  const count = await shownCartCount(page);
  await page.goto('about:blank');
  return count;
}
