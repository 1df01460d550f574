/**
 * `node --import tsx bench/startup/window-profile.ts <trace.json> <from ms> <to ms> <maps dir>
 * [--callers <function>]`: where the renderer's main thread spent a time window of any trace with
 * CPU samples (trace-startup.ts, trace-tap.ts), counted from the thread's first task: self time
 * per function and time per function with its callees (React's own frames left out), symbolised
 * through the hidden source maps of a byte-identical build (README). `--callers` lists the call
 * paths that led to one function, e.g. a forced layout (`getBoundingClientRect`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { CallFrame, ProfileChunkData, ProfileNode, TraceEvent } from './trace-types.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { callers: { type: 'string' } },
});
const [file, fromArg, toArg, mapsDir] = positionals;
if (!file || !fromArg || !toArg || !mapsDir)
  throw new Error('usage: window-profile.ts <trace.json> <from ms> <to ms> <maps dir>');
const [from, to] = [Number(fromArg), Number(toArg)];

const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] })
  .traceEvents;

// The page's main thread: of the renderer main threads, the one that ran the most.
const rendererThreads = new Set(
  events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`),
);
const busy = new Map<string, number>();
for (const e of events)
  if (e.ph === 'X' && e.name === 'RunTask' && rendererThreads.has(`${e.pid}:${e.tid}`))
    busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
const mainThread = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
if (!mainThread) throw new Error('no renderer main thread in the trace');
const [pid, tid] = mainThread.split(':').map(Number);
const firstTask = Math.min(
  ...events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask').map((e) => e.ts),
);

// The main thread's profile only: the renderer process profiles its other threads too (the
// service worker's, a worker's), each with its own node ids, and their samples mixed in
// doubled the window's time and named half of it "(anonymous)".
const samples: { ts: number; id: number; nodes: Map<number, ProfileNode> }[] = [];
for (const profile of events.filter(
  (e) => e.name === 'Profile' && e.pid === pid && e.tid === tid,
)) {
  const nodes = new Map<number, ProfileNode>();
  let ts = Number((profile.args?.data as { startTime: number }).startTime);
  for (const chunk of events.filter(
    (e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === pid,
  )) {
    const data = chunk.args?.data as unknown as ProfileChunkData;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((id, index) => {
      ts += data.timeDeltas[index] ?? 0;
      samples.push({ ts, id, nodes });
    });
  }
}
samples.sort((a, b) => a.ts - b.ts);

const maps = new Map<string, TraceMap | null>();
/** `source:line name` through the chunk's map, else the bare function name. */
function symbolise(frame: CallFrame): string {
  const chunk = /\/assets\/([^/]+\.js)$/.exec(frame.url ?? '')?.[1];
  if (!chunk) return frame.functionName || '(anonymous)';
  if (!maps.has(chunk)) {
    const path = `${mapsDir}/assets/${chunk}.map`;
    maps.set(chunk, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  const map = maps.get(chunk);
  if (!map) return `${frame.functionName}@${chunk}`;
  const position = originalPositionFor(map, {
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  const source = String(position.source)
    .split('node_modules/')
    .at(-1)!
    .replace(/^(\.\.\/)+/, '');
  return `${source}:${position.line} ${position.name ?? frame.functionName}`;
}

const internal = /react-dom|scheduler|^\(/;
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const callers = new Map<string, number>();
const add = (table: Map<string, number>, key: string, ms: number) =>
  table.set(key, (table.get(key) ?? 0) + ms);
let sampled = 0;
for (let index = 1; index < samples.length; index += 1) {
  const sample = samples[index]!;
  const at = (sample.ts - firstTask) / 1000;
  if (at < from || at > to) continue;
  const ms = (sample.ts - samples[index - 1]!.ts) / 1000;
  sampled += ms;
  const { nodes } = sample;
  const leaf = nodes.get(sample.id);
  if (!leaf) continue;
  add(self, symbolise(leaf.callFrame), ms);
  const path: string[] = [];
  for (let node: ProfileNode | undefined = leaf; node; node = nodes.get(node.parent ?? -1))
    path.push(symbolise(node.callFrame));
  new Set(path.filter((name) => !internal.test(name))).forEach((name) => add(inclusive, name, ms));
  if (values.callers && leaf.callFrame.functionName === values.callers)
    add(callers, path.slice(1, 12).join(' < '), ms);
}

const top = (table: Map<string, number>, count: number) =>
  [...table]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `  ${ms.toFixed(1)} ms  ${name}`)
    .join('\n');
console.info(`${file}: ${sampled.toFixed(0)} ms sampled from ${from} to ${to} ms`);
console.info(`self time\n${top(self, 25)}`);
console.info(`with callees (React's own frames left out)\n${top(inclusive, 30)}`);
if (values.callers) console.info(`callers of ${values.callers}\n${top(callers, 5)}`);
