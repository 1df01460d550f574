/**
 * `node --import tsx bench/startup/sync-render-origins.ts --maps dir /products /`: what asks React
 * for a synchronous (SyncLane, non-yielding) render during the start-up (issue 38). React flushes
 * sync work from a microtask it queues with `queueMicrotask`; the page's `queueMicrotask` is
 * wrapped to keep the stack of each call, and the long tasks (Long Tasks API) are listed beside
 * them. Stacks are symbolised through the hidden source maps of a byte-identical build
 * (`vite build --sourcemap hidden --outDir dir`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright';
import { startBenchShop } from './bench-shop.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { maps: { type: 'string' } },
});
const maps = new Map<string, TraceMap | null>();
function symbolise(line: string): string {
  const match = /\/assets\/([^/:]+\.js):(\d+):(\d+)/.exec(line);
  if (!match || !values.maps) return line.trim();
  const [, file, row, column] = match;
  if (!maps.has(file!)) {
    const path = join(values.maps, 'assets', `${file}.map`);
    maps.set(file!, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  const map = maps.get(file!);
  if (!map) return line.trim();
  const pos = originalPositionFor(map, { line: Number(row), column: Number(column) - 1 });
  return `${String(pos.source)
    .split('node_modules/')
    .at(-1)!
    .replace(/^(\.\.\/)+/, '')}:${pos.line} ${pos.name ?? ''}`;
}

const shop = await startBenchShop();
const { web } = shop;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const path of positionals) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(() => {
      Error.stackTraceLimit = 40;
      const log: Array<{ at: number; stack: string }> = [];
      const longTasks: Array<{ at: number; duration: number }> = [];
      Object.assign(window, { __microtasks: log, __longTasks: longTasks });
      const original = window.queueMicrotask.bind(window);
      window.queueMicrotask = (callback) => {
        const stack = new Error().stack ?? '';
        // Only React's: its root scheduler is what queues sync renders.
        if (/\/assets\/index-/.test(stack)) log.push({ at: performance.now(), stack });
        original(callback);
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          longTasks.push({ at: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(web.url + path, { waitUntil: 'load' });
    await page.waitForSelector('html[data-app="live"]', { timeout: 60_000 });
    await page.waitForTimeout(4000);
    const { microtasks, longTasks } = await page.evaluate(() => ({
      microtasks: (window as unknown as { __microtasks: Array<{ at: number; stack: string }> })
        .__microtasks,
      longTasks: (window as unknown as { __longTasks: Array<{ at: number; duration: number }> })
        .__longTasks,
    }));
    console.info(`\n=== ${path}`);
    for (const task of longTasks)
      console.info(`  long task at ${task.at.toFixed(0)} ms: ${task.duration.toFixed(0)} ms`);
    const origins = new Map<string, { count: number; first: number }>();
    for (const { at, stack: trace } of microtasks) {
      const frames = trace
        .split('\n')
        .slice(2)
        .map(symbolise)
        .filter(
          (f) =>
            !/react-dom|^at |scheduler/.test(f) ||
            /dispatchSetState|forceStoreRerender|subscribeToStore|updateStoreInstance/.test(f),
        );
      const key = frames.slice(0, 6).join(' < ');
      const seen = origins.get(key);
      if (seen) seen.count++;
      else origins.set(key, { count: 1, first: at });
    }
    for (const [key, { count, first }] of [...origins].sort((a, b) => a[1].first - b[1].first))
      console.info(`  ${first.toFixed(0)} ms ×${count}: ${key}`);
    await context.close();
  }
} finally {
  await browser.close();
  await shop.stop();
}
