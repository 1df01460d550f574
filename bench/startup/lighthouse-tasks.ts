/* eslint-disable @typescript-eslint/no-explicit-any -- a measuring script reading untyped Lighthouse/trace JSON; to type before it becomes an npm script */
/**
 * `node --import tsx bench/startup/lighthouse-tasks.ts /products /`: Lighthouse mobile (its simulated
 * 4× CPU) per page with its long tasks, bootup time and main-thread breakdown (issue 38).
 * Ports 54371/4371 (BENCH_STACK_PORT/BENCH_WEB_PORT of the helper that wrote it).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from '../../supabase/local/stack.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { DEMO_ANON_KEY } from '../../supabase/local/keys.ts';
import { distDir, ensureBuilt } from '../../scripts/lib/build-app.ts';
await ensureBuilt({
  supabaseUrl: 'http://127.0.0.1:54371',
  anonKey: DEMO_ANON_KEY,
  siteUrl: 'http://127.0.0.1:4371',
});
const stack = await startStack({ port: 54371, memory: true });
const web = await startStaticServer({ dir: distDir, port: 4371 });
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
  const items = (a['long-tasks']!.details as any)?.items ?? [];
  for (const i of items.slice(0, 12))
    console.info(
      '  long task',
      Math.round(i.startTime),
      Math.round(i.duration),
      String(i.url).replace(web.url, ''),
    );
  const boot = (a['bootup-time']!.details as any)?.items ?? [];
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
  const mw = (a['mainthread-work-breakdown']!.details as any)?.items ?? [];
  console.info(
    '  mainthread',
    mw.map((i: any) => `${i.group}:${Math.round(i.duration)}`).join(' '),
  );
}
await web.stop();
await stack.stop();
