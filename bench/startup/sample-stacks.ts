/* eslint-disable @typescript-eslint/no-explicit-any -- a measuring script reading untyped Lighthouse/trace JSON; to type before it becomes an npm script */
import { readFileSync } from 'node:fs';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
/**
 * `node --import tsx bench/startup/sample-stacks.ts <trace.json> <from ms> <to ms> <maps dir>`: the
 * most frequent root-side call paths (9 frames, symbolised) of the V8 samples between two times
 * counted from the entry chunk's evaluation, in a trace written by trace-startup.ts. Tells which
 * work loop a render ran in (renderRootConcurrent vs a SyncLane flush from a microtask).
 */
import { readdirSync } from 'node:fs';
const [file, fromMs, toMs, mapsDir = '/tmp/dist-sm-38c'] = process.argv.slice(2);
const entryMap = readdirSync(`${mapsDir}/assets`).find((f) => /^index-.*\.js\.map$/.test(f))!;
if (!file) throw new Error('usage: sample-stacks.ts <trace.json> <fromMs> <toMs> [mapsDir]');
const ev = JSON.parse(readFileSync(file, 'utf8')).traceEvents;
const map = new TraceMap(readFileSync(`${mapsDir}/assets/${entryMap}`, 'utf8'));
const nav = ev.find(
  (e: any) =>
    e.name === 'navigationStart' &&
    String(e.args?.data?.documentLoaderURL ?? '').startsWith('http'),
);
const main = ev.find(
  (e: any) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === nav.pid,
);
const entry =
  ev.find(
    (e: any) =>
      e.pid === main.pid && e.tid === main.tid && e.name === 'v8.evaluateModule' && e.dur > 50000,
  )?.ts ?? nav.ts;
const nodes = new Map<number, any>();
const samples: any[] = [];
for (const p of ev.filter(
  (e: any) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid,
)) {
  let ts = p.args.data.startTime;
  for (const c of ev.filter(
    (e: any) => e.name === 'ProfileChunk' && e.id === p.id && e.pid === main.pid,
  )) {
    for (const n of c.args.data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    (c.args.data.cpuProfile?.samples ?? []).forEach((id: number, i: number) => {
      ts += c.args.data.timeDeltas[i];
      samples.push({ ts, id });
    });
  }
}
const sym = (f: any) => {
  if (!/index-/.test(f.url ?? ''))
    return `${f.functionName}@${String(f.url ?? '')
      .split('/')
      .at(-1)}`;
  const p = originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber });
  return `${(p.source ?? '').split('node_modules/').at(-1)}:${p.line} ${p.name ?? f.functionName}`;
};
const agg = new Map<string, number>();
const from = entry + Number(fromMs) * 1000,
  to = entry + Number(toMs) * 1000;
for (const s of samples) {
  if (s.ts < from || s.ts > to) continue;
  const path: string[] = [];
  let n = nodes.get(s.id);
  while (n) {
    path.unshift(sym(n.callFrame));
    n = nodes.get(n.parent);
  }
  const k = path.slice(0, 9).join(' > ');
  agg.set(k, (agg.get(k) ?? 0) + 1);
}
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(v, k, '\n');
