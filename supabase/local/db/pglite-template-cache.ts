import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * In-memory stacks (tests, e2e, the benchmark) start from a dumped PGlite data directory when
 * one exists for exactly the same bootstrap, migrations, seed and seed assets: loading a dump
 * takes about a second where initdb + migrations + seed take four to six. The key is a hash of
 * every input file and the PGlite version, so any change to them builds a fresh template; with
 * the seed, also of the day: the seed dates its posts, orders and deliveries relative to `now()`,
 * so yesterday's template would show a shop a day behind (and the visual suite's fixed clock,
 * tests/e2e/visual, a day it never looked at). LOCAL_STACK_TEMPLATE_CACHE=0 turns it off.
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

/** A hash of everything that shapes a fresh database for `supabaseDir`. */
export function templateKey(supabaseDir: string, seed: boolean, today = new Date()): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()} seed=${seed}\n`);
  if (seed) hash.update(`seeded on ${today.toISOString().slice(0, 10)}\n`);
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
  return existsSync(path) ? new Blob([readFileSync(path)]) : undefined;
}

/** Writes atomically, so parallel test workers never read a half-written template. */
export async function saveTemplate(key: string, dump: Blob): Promise<void> {
  mkdirSync(cacheDir, { recursive: true });
  const path = join(cacheDir, `${key}.tar`);
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, new Uint8Array(await dump.arrayBuffer()));
  renameSync(temporary, path);
}
