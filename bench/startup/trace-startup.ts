/**
 * `node --import tsx bench/startup/trace-startup.ts [--cpu 4] [--out dir] /products /`: a report, not a
 * test (issue 38). Serves the built app (dist/) and an in-memory stack on the bench ports,
 * opens each page in Chromium (CPU throttled by --cpu, default 1 = what Lighthouse observes
 * before multiplying by 4), records a Chrome trace (devtools.timeline + V8 sampling profile)
 * from navigation until the app is live and idle, and prints every main-thread task ≥ 5 ms
 * with what it did: scripts evaluated, callbacks fired, style/layout, GC, and the hottest
 * functions (self time) from the sampling profile inside it. The raw trace goes to --out.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import type { TraceEvent } from './trace-types.ts';
import { startBenchShop } from './bench-shop.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    cpu: { type: 'string', default: '1' },
    out: { type: 'string', default: '/tmp/startup-traces' },
    'min-task': { type: 'string', default: '5' },
    'settle-ms': { type: 'string', default: '6000' },
  },
});
const cpuRate = Number(values.cpu);
const minTaskMs = Number(values['min-task']);
mkdirSync(values.out, { recursive: true });

const shop = await startBenchShop();
const { web } = shop;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const path of positionals.length ? positionals : ['/products', '/']) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (message) =>
      events.push(...(message.value as unknown as TraceEvent[])),
    );
    const done = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.frame',
          'v8.execute',
          'v8',
          'disabled-by-default-v8.cpu_profiler',
          'blink.user_timing',
          'loading',
          'toplevel',
          'disabled-by-default-v8.gc',
        ],
      },
    });
    await page.goto(web.url + path, { waitUntil: 'load' });
    await page.waitForSelector('html[data-app="live"]', { timeout: 60_000 });
    await page.waitForTimeout(Number(values['settle-ms']));
    await cdp.send('Tracing.end');
    await done;
    const name = path.replace(/\W+/g, '_') || 'root';
    writeFileSync(
      join(values.out, `trace${name}-cpu${cpuRate}.json`),
      JSON.stringify({ traceEvents: events }),
    );
    report(path, events, web.url);
    await context.close();
  }
} finally {
  await browser.close();
  await shop.stop();
}

function report(path: string, events: TraceEvent[], origin: string): void {
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      (e.args?.data as { isLoadingMainFrame?: boolean })?.isLoadingMainFrame &&
      String((e.args?.data as { documentLoaderURL?: string })?.documentLoaderURL).startsWith(
        'http',
      ),
  );
  const rendererMain = events.find(
    (e) =>
      e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && nav && e.pid === nav.pid,
  );
  if (!nav || !rendererMain) {
    console.info(path, 'no navigation/renderer main thread in the trace');
    return;
  }
  const { pid, tid } = rendererMain;
  const t0 = nav.ts;
  const ms = (us: number) => (us / 1000).toFixed(1);
  const main = events.filter(
    (e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined,
  );
  // Top-level tasks only (ThreadControllerImpl::RunTask wraps RunTask: keep the outer one).
  const tasks: TraceEvent[] = [];
  for (const e of main
    .filter(
      (x) => (x.name === 'RunTask' || x.name === 'ThreadControllerImpl::RunTask') && x.ts >= t0,
    )
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)) {
    const last = tasks.at(-1);
    if (last && e.ts < last.ts + last.dur!) continue;
    tasks.push(e);
  }
  const marks = events.filter(
    (e) =>
      e.pid === pid &&
      [
        'firstContentfulPaint',
        'largestContentfulPaint::Candidate',
        'loadEventEnd',
        'domContentLoadedEventEnd',
      ].includes(e.name),
  );
  const samples = profileSamples(events, pid, tid);
  const short = (url: unknown) => String(url ?? '').replace(origin, '');
  console.info(`\n=== ${path} (CPU ×${cpuRate}) ===`);
  for (const mark of marks) console.info(`  mark ${mark.name} at ${ms(mark.ts - t0)} ms`);
  let total = 0;
  let blocking = 0;
  for (const task of tasks) {
    const dur = task.dur!;
    if (dur / 1000 < minTaskMs) continue;
    total += dur;
    const lhDur = (dur / 1000) * (cpuRate > 1 ? 1 : 4);
    blocking += Math.max(0, lhDur - 50);
    const inside = main.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + dur,
    );
    const what = new Map<string, number>();
    for (const e of inside) {
      const data = (e.args?.data ?? {}) as Record<string, unknown>;
      let key: string | undefined;
      if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule')
        key = `eval ${short(data.url ?? data.moduleUrl ?? '') || e.name}`;
      else if (e.name === 'FunctionCall')
        key = `call ${data.functionName || '(anon)'} ${short(data.url)}:${data.lineNumber ?? ''}`;
      else if (
        [
          'TimerFire',
          'FireAnimationFrame',
          'FireIdleCallback',
          'EventDispatch',
          'ParseHTML',
          'UpdateLayoutTree',
          'Layout',
          'Paint',
          'PrePaint',
          'Layerize',
          'HitTest',
          'v8.compileModule',
          'v8.compile',
          'CompileCode',
          'MajorGC',
          'MinorGC',
          'V8.GC_SCAVENGER',
          'V8.GC_MARK_COMPACTOR',
          'ResourceSendRequest',
          'ParseAuthorStyleSheet',
          'ScheduleStyleRecalculation',
          'RunMicrotasks',
          'v8.run',
          'XHRReadyStateChange',
          'ResourceFinish',
        ].includes(e.name)
      )
        key = e.name === 'EventDispatch' ? `event ${data.type}` : e.name;
      if (key) what.set(key, (what.get(key) ?? 0) + (e.dur ?? 0));
    }
    const parts = [...what.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => `${k} ${ms(v)}`);
    console.info(
      `  task at ${ms(task.ts - t0)} ms: ${ms(dur)} ms (LH ×4 ≈ ${lhDur.toFixed(0)} ms)`,
    );
    for (const part of parts) console.info(`      ${part}`);
    const hot = hotFunctions(samples, task.ts, task.ts + dur, short);
    if (hot.length) console.info(`      hot: ${hot.join(' | ')}`);
  }
  console.info(
    `  tasks ≥ ${minTaskMs} ms total ${ms(total)} ms; TBT-like sum of (×4 − 50) ≈ ${blocking.toFixed(0)} ms (no FCP/TTI window)`,
  );
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Sample {
  ts: number;
  node: ProfileNode;
}

/** The V8 sampling profile in the trace (Profile + ProfileChunk events) as timed samples. */
function profileSamples(events: TraceEvent[], pid: number, tid: number): Sample[] {
  const nodes = new Map<number, ProfileNode>();
  const out: Sample[] = [];
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === pid);
  for (const profile of profiles) {
    if (profile.tid !== tid) continue;
    let ts = Number((profile.args?.data as { startTime: number }).startTime);
    for (const chunk of events.filter(
      (e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === pid,
    )) {
      const data = chunk.args?.data as {
        cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
        timeDeltas?: number[];
      };
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      ids.forEach((id, i) => {
        ts += deltas[i] ?? 0;
        const node = nodes.get(id);
        if (node) out.push({ ts, node });
      });
    }
  }
  return out.sort((a, b) => a.ts - b.ts);
}

function hotFunctions(
  samples: Sample[],
  from: number,
  to: number,
  short: (u: unknown) => string,
): string[] {
  const self = new Map<string, number>();
  let prev: Sample | undefined;
  for (const sample of samples) {
    if (sample.ts < from) {
      prev = sample;
      continue;
    }
    if (sample.ts > to) break;
    const dt = prev ? sample.ts - Math.max(prev.ts, from) : 0;
    prev = sample;
    const f = sample.node.callFrame;
    if (f.functionName === '(idle)' || (f.functionName === '(program)' && dt > 5000)) continue;
    const key = `${f.functionName || '(anon)'} ${short(f.url).replace(/^\/assets\//, '')}:${f.lineNumber}:${f.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + dt);
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`);
}
