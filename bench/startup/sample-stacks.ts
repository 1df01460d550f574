/**
 * `node --import tsx bench/startup/sample-stacks.ts <trace.json> <from ms> <to ms> <maps dir>`: the
 * most frequent root-side call paths (9 frames, symbolised) of the V8 samples between two times
 * counted from the entry chunk's evaluation, in a trace written by trace-startup.ts. Tells which
 * work loop a render ran in (renderRootConcurrent vs a SyncLane flush from a microtask).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { CallFrame, ProfileChunkData, ProfileNode, TraceEvent } from './trace-types.ts';

const [file, fromMs, toMs, mapsDir] = process.argv.slice(2);
if (!file || !mapsDir) {
  throw new Error('usage: sample-stacks.ts <trace.json> <from ms> <to ms> <maps dir>');
}
const entryMap = readdirSync(`${mapsDir}/assets`).find((f) => /^index-.*\.js\.map$/.test(f));
if (!entryMap) throw new Error(`no entry source map in ${mapsDir}/assets`);
const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] })
  .traceEvents;
const map = new TraceMap(readFileSync(`${mapsDir}/assets/${entryMap}`, 'utf8'));

const nav = events.find(
  (e) =>
    e.name === 'navigationStart' &&
    String(
      (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? '',
    ).startsWith('http'),
);
if (!nav) throw new Error('no page navigation in the trace');
const main = events.find(
  (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === nav.pid,
);
if (!main) throw new Error('no renderer main thread in the trace');
const entry =
  events.find(
    (e) =>
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.name === 'v8.evaluateModule' &&
      (e.dur ?? 0) > 50_000,
  )?.ts ?? nav.ts;

const nodes = new Map<number, ProfileNode>();
const samples: { ts: number; id: number }[] = [];
for (const profile of events.filter(
  (e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid,
)) {
  let ts = Number((profile.args?.data as { startTime: number }).startTime);
  for (const chunk of events.filter(
    (e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === main.pid,
  )) {
    const data = chunk.args?.data as unknown as ProfileChunkData;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((id, index) => {
      ts += data.timeDeltas[index] ?? 0;
      samples.push({ ts, id });
    });
  }
}

/** `module:line name` for the entry chunk's frames (through its map), else `name@file`. */
function symbol(frame: CallFrame): string {
  const url = frame.url ?? '';
  if (!/index-/.test(url)) return `${frame.functionName}@${url.split('/').at(-1)}`;
  const position = originalPositionFor(map, {
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  const source = (position.source ?? '').split('node_modules/').at(-1);
  return `${source}:${position.line} ${position.name ?? frame.functionName}`;
}

const paths = new Map<string, number>();
const from = entry + Number(fromMs) * 1000;
const to = entry + Number(toMs) * 1000;
for (const sample of samples) {
  if (sample.ts < from || sample.ts > to) continue;
  const path: string[] = [];
  for (let node = nodes.get(sample.id); node; node = nodes.get(node.parent ?? -1)) {
    path.unshift(symbol(node.callFrame));
  }
  const key = path.slice(0, 9).join(' > ');
  paths.set(key, (paths.get(key) ?? 0) + 1);
}
for (const [path, count] of [...paths].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
  console.info(count, path, '\n');
}
