/**
 * `node --import tsx bench/startup/intl-first-use.ts [--runs 2] [--without-warmup] [paths…]`: a
 * report, not a test (decision 017 item 32). The first `Intl` object a page creates makes the
 * browser load its locale data, tens of milliseconds inside whatever task asked; the head of
 * every page has a worker load it first. This opens each page on the bench ports as a phone
 * would (no CPU throttling: the time the main thread itself spends) and prints every `Intl`
 * constructor and locale-sensitive call (`localeCompare`, `toLocaleString`…) the page ran until
 * it was live: how many, how long the first took, and in all.
 * `--without-warmup` removes the head's warm-up worker from each page it serves, for the
 * comparison. A page with none asks nothing of the locale data at start.
 */
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright';
import {
  PRERENDERED_APP_PATHS,
  STATIC_PUBLIC_PATHS,
} from '../../scripts/prerender/public-routes.ts';
import { table } from '../print-table.ts';
import { startBenchShop } from './bench-shop.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '2' },
    'without-warmup': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const paths = positionals.length
  ? positionals
  : [
      ...STATIC_PUBLIC_PATHS,
      '/products/bun-classico',
      '/blog/burger-perfetto-ristoranti',
      ...PRERENDERED_APP_PATHS,
    ];

/**
 * Wraps each Intl constructor, and the locale-sensitive methods that use the same data without
 * one (`localeCompare`, `toLocaleString`…), before any page script runs; a string, so it runs
 * as written.
 */
const recordIntlConstructors = `(() => {
  const made = (window.__intlConstructors = []);
  for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'ListFormat', 'Collator', 'RelativeTimeFormat', 'Segmenter']) {
    const Original = Intl[name];
    if (!Original) continue;
    const Recorded = function (...args) {
      const start = performance.now();
      const formatter = new Original(...args);
      made.push({ name, ms: performance.now() - start });
      return formatter;
    };
    Recorded.prototype = Original.prototype;
    Recorded.supportedLocalesOf = Original.supportedLocalesOf.bind(Original);
    Intl[name] = Recorded;
  }
  const methods = [
    [String.prototype, 'String', ['localeCompare', 'toLocaleUpperCase', 'toLocaleLowerCase']],
    [Number.prototype, 'Number', ['toLocaleString']],
    [Date.prototype, 'Date', ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
  ];
  for (const [prototype, owner, names] of methods) {
    for (const name of names) {
      const original = prototype[name];
      prototype[name] = function (...args) {
        const start = performance.now();
        const result = original.apply(this, args);
        made.push({ name: owner + '.' + name, ms: performance.now() - start });
        return result;
      };
    }
  }
})()`;

/** The head's warm-up script (index.html), recognised by its opening comment. */
const warmUpScript =
  /<script>\s*\/\/ The browser loads its Italian formatting data[\s\S]*?<\/script>/;

interface Constructed {
  name: string;
  ms: number;
}

async function withoutWarmUp(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.includes('.') || url.pathname.endsWith('.html'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      if (!warmUpScript.test(html)) throw new Error('The page has no warm-up script to remove');
      await route.fulfill({ response, body: html.replace(warmUpScript, '') });
    },
  );
}

const shop = await startBenchShop();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const rows: string[][] = [];
try {
  for (const path of paths) {
    for (let run = 0; run < runs; run += 1) {
      // A new context per run: a fresh renderer process, whose locale data is not loaded yet.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      try {
        await context.addInitScript(recordIntlConstructors);
        const page = await context.newPage();
        if (values['without-warmup']) await withoutWarmUp(page);
        await page.goto(new URL(path, shop.web.url).href);
        await page.waitForSelector('html[data-app="live"]', { timeout: 30_000 });
        await page.waitForTimeout(1_000);
        const made = (await page.evaluate('window.__intlConstructors')) as Constructed[];
        const total = made.reduce((sum, { ms }) => sum + ms, 0);
        rows.push([
          path,
          String(run + 1),
          String(made.length),
          made[0] ? `${made[0].name} ${made[0].ms.toFixed(1)}` : '–',
          total.toFixed(1),
        ]);
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await shop.stop();
}
console.info(
  values['without-warmup']
    ? 'Intl at start-up, WITHOUT the head warm-up worker (ms on the main thread, CPU ×1)'
    : 'Intl at start-up (ms on the main thread, CPU ×1)',
);
console.info(table(['page', 'run', 'calls', 'first (ms)', 'all (ms)'], rows));
