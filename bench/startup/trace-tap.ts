/**
 * `node --import tsx bench/startup/trace-tap.ts [--cpu 4] [--out /tmp/tap-trace.json] [--from
 * /products --tap <css> --answer <h1 text>] [--signed-in] [--first-visit-at ms]`: a trace of
 * one tap of the first-tap bench, the slowest kind (bench/first-tap.ts: "apri un prodotto da
 * /products", 600–930 ms against 500): a returning visitor (cookie choice made) on a live
 * /products taps the first product card; the trace runs from just before the tap until the
 * product page's heading is on screen and a second more. Prints the main-thread tasks of 10 ms
 * or more from the tap on; `window-profile.ts` tells what one of them did. Lighthouse's CPU
 * slowdown, no network throttling: the route's code is on the device already.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { startBenchShop } from './bench-shop.ts';
import type { TraceEvent } from './trace-types.ts';
import { chooseCookies, signIn } from '../first-tap.ts';
import { emulateNetwork, SLOW_4G } from '../network-emulation.ts';

const { values } = parseArgs({
  options: {
    cpu: { type: 'string', default: '4' },
    out: { type: 'string', default: '/tmp/tap-trace.json' },
    // The bench's first visit instead: a new profile opens /products on slow 4G and taps this
    // many ms after the first contentful paint, traced from the page's start.
    'first-visit-at': { type: 'string' },
    // Another of the bench's taps: the page it starts from, what is tapped (CSS) and the
    // heading that answers it, e.g. --from / --tap 'header a[href="/cart"]' --answer Carrello.
    from: { type: 'string', default: '/products' },
    tap: { type: 'string', default: '[data-slug="bun-classico"] a' },
    answer: { type: 'string', default: 'Bun Classico' },
    // The bench's signed-in customer instead of a visitor who only chose cookies.
    'signed-in': { type: 'boolean', default: false },
  },
});
const firstVisitAt =
  values['first-visit-at'] === undefined ? undefined : Number(values['first-visit-at']);

const shop = await startBenchShop();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const appLive = () => page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
  if (firstVisitAt === undefined) {
    await chooseCookies(page, shop.web.url);
    if (values['signed-in']) await signIn(page, shop.web.url);
    await page.goto(`${shop.web.url}${values.from}`);
    await appLive();
    // The bench's later tap: the app and the idle-time preloads are done.
    await page.waitForTimeout(3000);
  } else {
    await emulateNetwork(browser, SLOW_4G);
  }

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) =>
    events.push(...(message.value as unknown as TraceEvent[])),
  );
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'disabled-by-default-v8.cpu_profiler',
        'loading',
        'toplevel',
      ],
    },
  });
  if (firstVisitAt === undefined) {
    await page.waitForTimeout(300);
  } else {
    await page.goto(`${shop.web.url}${values.from}`, { waitUntil: 'commit' });
    const fcp = await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      undefined,
      { polling: 20 },
    );
    const tapAt = Number(await fcp.jsonValue()) + firstVisitAt;
    await page.waitForFunction((moment) => performance.now() >= moment, tapAt, { polling: 10 });
  }
  // CSS locators, as the bench's: a role locator computes the accessible name of every link of
  // the list on the page's main thread (900 ms at 4×), and its polling would fill the trace.
  await page.locator(values.tap).first().tap();
  await page.locator('main h1', { hasText: values.answer }).waitFor();
  await page.waitForTimeout(1000);
  await cdp.send('Tracing.end');
  await done;
  writeFileSync(values.out, JSON.stringify({ traceEvents: events }));

  // The tasks of the thread that ran the most (the page's main thread), from the tap on.
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.ph === 'X' && e.name === 'RunTask')
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && `${e.pid}:${e.tid}` === main)
    .sort((a, b) => a.ts - b.ts);
  const firstTask = tasks[0]?.ts ?? 0;
  console.info(`Trace in ${values.out}`);
  console.info('Main-thread tasks of 10 ms or more (ms from the trace’s first task):');
  for (const task of tasks.filter((t) => (t.dur ?? 0) >= 10_000))
    console.info(
      `  at ${((task.ts - firstTask) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms`,
    );
} finally {
  await browser.close();
  await shop.stop();
}
