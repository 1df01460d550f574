import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * In-memory stacks (tests, e2e, the benchmark) start from a dumped PGlite data directory when
 * one exists for exactly the same bootstrap, migrations, seed and seed assets: loading a dump
 * takes about a second where initdb + migrations + seed take four to six. The key is a hash of
 * every input file and the PGlite version, so any change to them builds a fresh template; with
 * the seed, also of the shop's day (Rome's): the seed dates its posts, orders and deliveries
 * relative to `now()`, so yesterday's template would show a shop a day behind (and the visual
 * suite's fixed clock, tests/e2e/visual, a day it never looked at). A new template a day, so the
 * ones nobody used for three days are deleted. LOCAL_STACK_TEMPLATE_CACHE=0 turns it off.
 */
const cacheDir = fileURLToPath(
  new URL('../../../node_modules/.cache/local-stack/', import.meta.url),
);
const bootstrapDir = fileURLToPath(new URL('../bootstrap/', import.meta.url));

export function templateCacheEnabled(): boolean {
  return process.env.LOCAL_STACK_TEMPLATE_CACHE !== '0';
}

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => filesUnder(join(path, entry)));
}

function pgliteVersion(): string {
  // The package's exports hide package.json; read it from node_modules directly.
  const manifestUrl = new URL(
    '../../../node_modules/@electric-sql/pglite/package.json',
    import.meta.url,
  );
  return (JSON.parse(readFileSync(manifestUrl, 'utf8')) as { version: string }).version;
}

/** The shop's day (Rome's) of a moment, as YYYY-MM-DD. */
function romeDay(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(moment);
}

/** A hash of everything that shapes a fresh database for `supabaseDir`. */
export function templateKey(supabaseDir: string, seed: boolean, today = new Date()): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()} seed=${seed}\n`);
  if (seed) hash.update(`seeded on ${romeDay(today)}\n`);
  const inputs = [
    bootstrapDir,
    join(supabaseDir, 'migrations'),
    ...(seed ? [join(supabaseDir, 'seed.sql'), join(supabaseDir, 'seed-assets')] : []),
  ];
  for (const file of inputs.flatMap(filesUnder)) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 32);
}

export function loadTemplate(key: string): Blob | undefined {
  const path = join(cacheDir, `${key}.tar`);
  if (!existsSync(path)) return undefined;
  const template = new Blob([readFileSync(path)]);
  // A template in use is kept by the pruning below, however long ago it was written.
  try {
    const now = new Date();
    utimesSync(path, now, now);
  } catch {
    // Pruned meanwhile by another process: what was read is still whole.
  }
  return template;
}

/** Templates older than this are deleted when a new one is saved: one is made per day (~50 MB). */
const keepTemplatesMs = 3 * 24 * 60 * 60 * 1000;

/**
 * Writes atomically, so parallel test workers never read a half-written template; deletes the
 * templates (and leftover partial writes) older than three days.
 */
export async function saveTemplate(key: string, dump: Blob): Promise<void> {
  mkdirSync(cacheDir, { recursive: true });
  const path = join(cacheDir, `${key}.tar`);
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, new Uint8Array(await dump.arrayBuffer()));
  renameSync(temporary, path);
  pruneOldTemplates(cacheDir, Date.now() - keepTemplatesMs);
}

/** Deletes the cache's files last written before `before` (ms); answers their names. */
export function pruneOldTemplates(dir: string, before: number): string[] {
  const pruned: string[] = [];
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.tar') && !name.endsWith('.tmp')) continue;
    const file = join(dir, name);
    try {
      if (statSync(file).mtimeMs >= before) continue;
      rmSync(file, { force: true });
      pruned.push(name);
    } catch {
      // Another process pruned or replaced it meanwhile.
    }
  }
  return pruned;
}
