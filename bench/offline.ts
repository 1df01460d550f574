import { type BrowserContext, chromium, type Page } from '@playwright/test';
import type { RunningStack } from '../supabase/local/stack.ts';
import {
  CATALOGUE_WRITE_MEASURE,
  type CatalogueWriteDetail,
} from '../src/offline/catalogue/catalogue-write-timing.ts';
import { createNodeClient } from '../tests/support/supabase-clients.ts';
import { addBenchProducts } from './bench-products.ts';
import { measureReadiness, type ReadinessMetrics } from './offline-readiness.ts';
import { median } from './statistics.ts';

export interface OfflineMetrics {
  /** Navigation to the product list painted, offline: worker (app shell) + IndexedDB (rows). */
  offlineStart: { runs: number; medianMs: number; maxMs: number };
  /** One write of the whole catalogue into an empty IndexedDB copy, as the app does it. */
  catalogueWrite: { rows: number; ms: number };
  /** Issue 20: from signing in to "ready for offline" on a slow 4G connection. */
  readiness: ReadinessMetrics;
}

const catalogueSize = 1000;
const viewport = { width: 412, height: 823 }; // Lighthouse's mobile window, as in the scores above

/**
 * The moment (ms since navigation) the first product card reaches a painted frame. A string:
 * tsx would wrap named functions in a helper the page does not have.
 */
const recordListShown = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-testid="product-card"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.bdbListShownAt ??= performance.now(); });
  }).observe(document, { childList: true, subtree: true });
`;

/** Resolves with the detail of the first complete catalogue write of the page. */
async function completeCatalogueWrite(page: Page): Promise<{ ms: number; rows: number }> {
  const handle = await page.waitForFunction(
    (name) => {
      const entry = performance
        .getEntriesByName(name)
        .find((candidate) => (candidate as PerformanceMeasure).detail?.complete);
      return entry
        ? { ms: entry.duration, rows: (entry as PerformanceMeasure).detail.rows as number }
        : undefined;
    },
    CATALOGUE_WRITE_MEASURE,
    { timeout: 60_000 },
  );
  return (await handle.jsonValue()) as Pick<CatalogueWriteDetail, 'rows'> & { ms: number };
}

/** One online visit: the worker is in control (precache done) and the catalogue is stored. */
async function visitOnline(context: BrowserContext, listUrl: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(listUrl);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await completeCatalogueWrite(page);
  return page;
}

async function timeOfflineStarts(context: BrowserContext, listUrl: string, runs: number) {
  await context.setOffline(true);
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await context.newPage();
    await page.goto(listUrl);
    const shownAt = await page.waitForFunction(
      () => (window as { bdbListShownAt?: number }).bdbListShownAt,
      undefined,
      { timeout: 30_000 },
    );
    samples.push((await shownAt.jsonValue()) as number);
    await page.close();
  }
  await context.setOffline(false);
  return {
    runs,
    medianMs: Math.round(median(samples)),
    maxMs: Math.round(Math.max(...samples)),
  };
}

/**
 * The offline measures of issue 8, in Debian's Chromium without throttling ("on this
 * machine"): start to product list with no connection after one online visit, and the
 * IndexedDB write of a 1,000-product catalogue (products added to the stack for it); and
 * issue 20's time and bytes from signing in to ready for offline, on a slow 4G connection.
 */
export async function measureOffline(
  webUrl: string,
  stack: RunningStack,
  runs: number,
): Promise<OfflineMetrics> {
  const listUrl = `${webUrl}/products`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    // First, on the demo catalogue: the 1,000 bench products come later.
    const readiness = await measureReadiness(browser, webUrl);
    const tablet = await browser.newContext({ viewport });
    await tablet.addInitScript({ content: recordListShown });
    await (await visitOnline(tablet, listUrl)).close();
    const offlineStart = await timeOfflineStarts(tablet, listUrl, runs);
    await tablet.close();

    await addBenchProducts(createNodeClient(stack.url, stack.serviceRoleKey), catalogueSize);
    const fresh = await browser.newContext({ viewport });
    const page = await fresh.newPage();
    await page.goto(listUrl);
    const write = await completeCatalogueWrite(page);
    await fresh.close();
    return {
      offlineStart,
      catalogueWrite: { rows: write.rows, ms: Math.round(write.ms) },
      readiness,
    };
  } finally {
    await browser.close();
  }
}
