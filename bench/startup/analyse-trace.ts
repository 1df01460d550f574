/**
 * `node --import tsx bench/startup/analyse-trace.ts <trace.json> [--maps dir] [--min-task 10]`:
 * reads a trace written by trace-startup.ts and, for each main-thread task ≥ --min-task ms after
 * the entry script started, prints where its time went in the app's own terms: self time per
 * module (an npm package or a file of src/) and inclusive time per src/ function, through the
 * hidden source maps of a build of the same code (`vite build --sourcemap hidden --outDir dir`
 * gives byte-identical chunks with .map files beside them).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { CallFrame, ProfileNode, TraceEvent } from './trace-types.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { maps: { type: 'string' }, 'min-task': { type: 'string', default: '10' } },
});
const events = (JSON.parse(readFileSync(positionals[0]!, 'utf8')) as { traceEvents: TraceEvent[] })
  .traceEvents;
const minTask = Number(values['min-task']) * 1000;
const maps = new Map<string, TraceMap | null>();
function traceMap(url: string): TraceMap | null {
  const file = url.split('/assets/')[1];
  if (!file || !values.maps) return null;
  if (!maps.has(file)) {
    const path = join(values.maps, 'assets', `${file}.map`);
    maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  return maps.get(file)!;
}
const symbolCache = new Map<string, { module: string; fn: string }>();
function symbolize(frame: CallFrame): { module: string; fn: string } {
  const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`;
  const cached = symbolCache.get(key);
  if (cached) return cached;
  let result = {
    module: frame.url
      ? frame.url.replace(/^https?:\/\/[^/]+/, '')
      : `(${frame.functionName || 'native'})`,
    fn: frame.functionName || '(anon)',
  };
  const map = frame.url ? traceMap(frame.url) : null;
  if (map && frame.lineNumber >= 0) {
    const pos = originalPositionFor(map, {
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    });
    if (pos.source) {
      const source = pos.source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(src\/)/, '$1');
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
      result = {
        module: pkg ? pkg : source,
        fn: `${source.split('/').at(-1)}:${pos.line} ${pos.name ?? frame.functionName}`,
      };
    }
  }
  symbolCache.set(key, result);
  return result;
}

const navs = events.filter(
  (e) =>
    e.name === 'navigationStart' &&
    String((e.args?.data as { documentLoaderURL?: string })?.documentLoaderURL ?? '').startsWith(
      'http',
    ),
);
const nav = navs[0]!;
const main = events.find(
  (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === nav.pid,
)!;
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const tasks: TraceEvent[] = [];
for (const e of onMain
  .filter((x) => x.name === 'RunTask' || x.name === 'ThreadControllerImpl::RunTask')
  .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)) {
  const last = tasks.at(-1);
  if (last && e.ts < last.ts + last.dur!) continue;
  tasks.push(e);
}
// The samples of the main thread's profile.
const nodes = new Map<number, ProfileNode>();
const samples: Array<{ ts: number; node: number }> = [];
for (const profile of events.filter(
  (e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid,
)) {
  let ts = Number((profile.args?.data as { startTime: number }).startTime);
  for (const chunk of events.filter(
    (e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === main.pid,
  )) {
    const data = chunk.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts, node: id });
    });
  }
}
samples.sort((a, b) => a.ts - b.ts);
const entryStart =
  onMain.find(
    (e) =>
      (e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript') &&
      /\/assets\/index-/.test(JSON.stringify(e.args ?? {})),
  )?.ts ??
  tasks.find((t) =>
    samples.some(
      (s) =>
        s.ts >= t.ts &&
        s.ts <= t.ts + t.dur! &&
        /index-/.test(nodes.get(s.node)?.callFrame.url ?? ''),
    ),
  )?.ts ??
  nav.ts;
const ms = (us: number) => (us / 1000).toFixed(1);
console.info(
  `${positionals[0]}: tasks ≥ ${ms(minTask)} ms from the app's first task (${ms(entryStart - nav.ts)} ms after navigation)`,
);
let sum = 0;
for (const task of tasks) {
  if (
    onMain.some(
      (e) =>
        e.ts >= task.ts &&
        e.ts <= task.ts + task.dur! &&
        e.name === 'EvaluateScript' &&
        !(e.args?.data as { url?: string })?.url,
    )
  )
    continue; // the test driver's own scripts
  if (task.dur! < minTask || task.ts + task.dur! < entryStart - 1) continue;
  sum += task.dur!;
  const selfByModule = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const from = task.ts,
    to = task.ts + task.dur!;
  let prevTs = from;
  for (const sample of samples) {
    if (sample.ts < from) continue;
    if (sample.ts > to) break;
    const dt = sample.ts - prevTs;
    prevTs = sample.ts;
    let node = nodes.get(sample.node);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const leaf =
      node.callFrame.functionName.startsWith('(') && !node.callFrame.url
        ? { module: node.callFrame.functionName, fn: '' }
        : symbolize(node.callFrame);
    selfByModule.set(leaf.module, (selfByModule.get(leaf.module) ?? 0) + dt);
    const seen = new Set<string>();
    while (node) {
      const symbol = node.callFrame.url ? symbolize(node.callFrame) : undefined;
      if (
        symbol &&
        !/^(react-dom|react|scheduler|\/assets)/.test(symbol.module) &&
        !seen.has(symbol.fn)
      ) {
        seen.add(symbol.fn);
        inclusive.set(symbol.fn, (inclusive.get(symbol.fn) ?? 0) + dt);
      }
      node = node.parent !== undefined ? nodes.get(node.parent) : undefined;
    }
  }
  // Children events: what the browser itself did.
  const kinds = new Map<string, number>();
  for (const e of onMain) {
    if (e.ts < from || e.ts + (e.dur ?? 0) > to || e === task) continue;
    if (
      [
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'MinorGC',
        'MajorGC',
        'v8.compileModule',
        'ParseHTML',
        'ParseAuthorStyleSheet',
        'v8.evaluateModule',
        'FireIdleCallback',
        'TimerFire',
        'FireAnimationFrame',
        'RunMicrotasks',
      ].includes(e.name)
    )
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur!);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .filter(([, v]) => v >= 300)
      .map(([k, v]) => `${k} ${ms(v)}`)
      .join(' | ');
  console.info(`\n task +${ms(task.ts - entryStart)} ms: ${ms(task.dur!)} ms  [${top(kinds, 6)}]`);
  console.info(`   self by module: ${top(selfByModule, 8)}`);
  console.info(`   inclusive (not React): ${top(inclusive, 12)}`);
}
console.info(`\n sum of those tasks: ${ms(sum)} ms`);
