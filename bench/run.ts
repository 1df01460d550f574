/**
 * `npm run bench [-- --runs N --skip-lighthouse --skip-offline --skip-stack
 * --skip-standing-orders]`: a report, not a test. Builds the PWA, serves it and an in-memory
 * local stack on 127.0.0.1 (bench ports), then prints and writes (bench/results/latest.json):
 * Lighthouse mobile scores and timings per key page, bundle and precache sizes, the offline
 * start and IndexedDB write times, the local stack's cold start and query latencies on PGlite
 * and PostgreSQL, the standing-order job for 500 business customers on PostgreSQL (issue
 * 23; alone: `npm run bench:standing-orders`) and the quick-order sheet's long tasks with 60
 * products (issue 23), and the first tap (issue 38: every kind of visitor taps "Aggiungi al carrello",
 * a product and the cart on Lighthouse's throttled phone; alone: `npm run bench:first-tap`). The back office with a million orders has its own
 * report: `npm run bench:scale` (bench/scale/run.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_ANON_KEY } from '../supabase/local/keys.ts';
import { startStack } from '../supabase/local/stack.ts';
import { distDir, ensureBuilt } from '../scripts/lib/build-app.ts';
import { loopback, ports } from '../scripts/lib/ports.ts';
import { startStaticServer } from '../scripts/lib/static-server.ts';
import { createNodeClient } from '../tests/support/supabase-clients.ts';
import { measureBundle } from './bundle-size.ts';
import { measureFirstTap, type FirstTapResult } from './first-tap.ts';
import { runLighthouse } from './lighthouse.ts';
import { STATIC_PUBLIC_PATHS } from '../scripts/prerender/public-routes.ts';
import { measureOffline, type OfflineMetrics } from './offline.ts';
import { measurePrecache } from './precache-size.ts';
import { printTable } from './print-table.ts';
import { measureQuickOrderSheet, type QuickOrderSheetMetrics } from './quick-order-sheet.ts';
import { measureStack } from './stack-latency.ts';
import { measureStandingOrderJob } from './standing-order-job.ts';
import { startBenchShop } from './startup/bench-shop.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-offline': { type: 'boolean', default: false },
    'skip-stack': { type: 'boolean', default: false },
    'skip-standing-orders': { type: 'boolean', default: false },
    'skip-quick-order': { type: 'boolean', default: false },
    'skip-first-tap': { type: 'boolean', default: false },
    'tap-runs': { type: 'string', default: '3' },
  },
});

const stackUrl = `http://${loopback}:${ports.bench.stack}`;
const productSlug = 'bun-classico';

/** A blog post's path as the build's sitemap lists it (the posts depend on the demo data). */
function firstPostPath(dir: string): string | undefined {
  const sitemapPath = join(dir, 'sitemap.xml');
  if (!existsSync(sitemapPath)) return undefined;
  const loc = /<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/.exec(readFileSync(sitemapPath, 'utf8'));
  return loc?.[1];
}
await ensureBuilt({
  supabaseUrl: stackUrl,
  anonKey: DEMO_ANON_KEY,
  siteUrl: `http://${loopback}:${ports.bench.web}`,
});
const bundle = measureBundle(distDir);
const precache = measurePrecache(distDir);

let lighthouse: Awaited<ReturnType<typeof runLighthouse>> = [];
let offline: OfflineMetrics | undefined;
let quickOrderSheet: QuickOrderSheetMetrics | undefined;
let firstTap: FirstTapResult[] | undefined;
if (!values['skip-lighthouse'] || !values['skip-first-tap']) {
  // What the visitor's phone meets, with the shop's servers in a process of their own at the
  // lowest priority (bench/startup/bench-shop.ts).
  const shop = await startBenchShop();
  const web = shop.web;
  try {
    if (!values['skip-lighthouse']) {
      // Every public route (decision 014): the static pages, a product and a post, and the app
      // shell's public pages (the cart, the login), on a phone; the home page and the catalogue
      // also with the desktop preset.
      const postPath = firstPostPath(distDir);
      const mobilePaths = [
        ...STATIC_PUBLIC_PATHS,
        `/products/${productSlug}`,
        ...(postPath ? [postPath] : []),
        '/cart',
        '/login',
      ];
      lighthouse = [
        ...(await runLighthouse(
          mobilePaths.map((path) => `${web.url}${path}`),
          Number(values.runs),
        )),
        ...(await runLighthouse(
          [`${web.url}/`, `${web.url}/products`],
          Number(values.runs),
          'desktop',
        )),
      ];
    }
    if (!values['skip-first-tap'])
      firstTap = await measureFirstTap(web.url, Number(values['tap-runs']));
  } finally {
    await shop.stop();
  }
}
if (!values['skip-offline'] || !values['skip-quick-order']) {
  // These two write to the stack (its service role), so it runs in this process.
  const stack = await startStack({ port: ports.bench.stack, memory: true });
  const web = await startStaticServer({ dir: distDir, port: ports.bench.web });
  try {
    if (!values['skip-quick-order'])
      quickOrderSheet = await measureQuickOrderSheet(
        web.url,
        createNodeClient(stack.url, stack.serviceRoleKey),
      );
    // Last: it adds 1,000 products to the stack.
    if (!values['skip-offline'])
      offline = await measureOffline(web.url, stack, Number(values.runs));
  } finally {
    await web.stop();
    await stack.stop();
  }
}

const stackMetrics = values['skip-stack'] ? [] : await measureStack();
const standingOrders = values['skip-standing-orders']
  ? undefined
  : await measureStandingOrderJob(500);

const report = {
  measuredAt: new Date().toISOString(),
  bundle,
  precache,
  lighthouse,
  ...(offline ? { offline } : {}),
  ...(quickOrderSheet ? { quickOrderSheet } : {}),
  ...(firstTap ? { firstTap } : {}),
  stack: stackMetrics,
  ...(standingOrders ? { standingOrders } : {}),
};
printTable(report);
const resultsDir = join(process.cwd(), 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.info(`\nRisultati scritti in bench/results/latest.json`);
