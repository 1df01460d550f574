/**
 * `node --import tsx bench/startup/lighthouse-tasks.ts /products /`: Lighthouse mobile (its simulated
 * 4× CPU) per page with its long tasks, bootup time and main-thread breakdown (issue 38), on
 * the bench ports. With `LIGHTHOUSE_TRACE_DIR` set, each page's unthrottled trace (what the
 * simulation scales by 4) is saved there for `analyse-trace.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchShop } from './bench-shop.ts';

/** The rows of a Lighthouse table audit (`details.items`), typed as the caller reads them. */
function tableItems<Row>(details: unknown): Row[] {
  return (details as { items?: Row[] } | undefined)?.items ?? [];
}

const shop = await startBenchShop();
const { web } = shop;
for (const path of process.argv.slice(2)) {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const r = await lighthouse(web.url + path, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
  });
  await chrome.kill();
  const traceDir = process.env.LIGHTHOUSE_TRACE_DIR;
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true });
    const name = `lighthouse${path.replaceAll('/', '_') || '_'}.json`;
    writeFileSync(join(traceDir, name), JSON.stringify(r!.artifacts.Trace));
  }
  const a = r!.lhr.audits;
  console.info(
    path,
    'perf',
    Math.round((r!.lhr.categories.performance!.score ?? 0) * 100),
    'TBT',
    Math.round(a['total-blocking-time']!.numericValue!),
    'LCP',
    Math.round(a['largest-contentful-paint']!.numericValue!),
  );
  const items = tableItems<{ startTime: number; duration: number; url: string }>(
    a['long-tasks']!.details,
  );
  for (const i of items.slice(0, 12))
    console.info(
      '  long task',
      Math.round(i.startTime),
      Math.round(i.duration),
      String(i.url).replace(web.url, ''),
    );
  const boot = tableItems<{
    url: string;
    total: number;
    scripting: number;
    scriptParseCompile: number;
  }>(a['bootup-time']!.details);
  for (const i of boot.slice(0, 6))
    console.info(
      '  bootup',
      String(i.url).replace(web.url, '').slice(0, 60),
      'total',
      Math.round(i.total),
      'script',
      Math.round(i.scripting),
      'parse',
      Math.round(i.scriptParseCompile),
    );
  const mw = tableItems<{ group: string; duration: number }>(
    a['mainthread-work-breakdown']!.details,
  );
  console.info('  mainthread', mw.map((i) => `${i.group}:${Math.round(i.duration)}`).join(' '));
}
await shop.stop();
