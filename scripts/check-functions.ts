/**
 * `npm run check:functions`: type-checks every edge function with Deno, the runtime hosted
 * Supabase runs them on, each with its own import map (`supabase/functions/<name>/deno.json`).
 * The Node type-check cannot see what only Deno refuses: a Node-only global (`process`,
 * `Buffer`), a bare import missing from the import map, an `npm:` version that does not exist.
 *
 * Deno comes from the npm package `deno` (its binary ships in `@deno/<platform>`); it fetches
 * the functions' `npm:` imports from the npm registry into its cache (DENO_DIR, by default
 * ~/.cache/deno), so only the first run on a machine downloads them, and unchanged files are
 * not checked again.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { denoEnv } from './lib/deno-env.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const functionsDir = join(root, 'supabase/functions');
const deno = join(root, 'node_modules/.bin/deno');

interface Check {
  label: string;
  config: string;
  files: string[];
}

/** Every deployable function (folders starting with `_` are shared code, never deployed). */
function functionChecks(): Check[] {
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => ({
      label: entry.name,
      config: join(functionsDir, entry.name, 'deno.json'),
      files: [join(functionsDir, entry.name, 'index.ts')],
    }));
}

/**
 * One `deno check` for the entry points whose import maps are the same file, byte for byte: each
 * still resolves through exactly its own map, and Deno loads its libraries and the shared code
 * once instead of once per function (14 checks in 7 runs; on 2 cores, without Deno's check
 * cache, 12 s and 22 s of CPU instead of 25 s and 42).
 */
function sharingTheirMap(checks: Check[]): Check[] {
  const byMap = new Map<string, Check>();
  const alone: Check[] = [];
  for (const check of checks) {
    if (!existsSync(check.config)) {
      alone.push(check);
      continue;
    }
    const map = readFileSync(check.config, 'utf8');
    const shared = byMap.get(map);
    if (shared) {
      shared.label = `${shared.label}, ${check.label}`;
      shared.files.push(...check.files);
    } else {
      byMap.set(map, { ...check, files: [...check.files] });
    }
  }
  return [...byMap.values(), ...alone];
}

function runCheck(check: Check): Promise<{ check: Check; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    if (!existsSync(check.config)) {
      resolve({ check, ok: false, output: `missing ${check.config}\n` });
      return;
    }
    // --no-lock: no deno.lock beside the functions (the Supabase CLI resolves on deploy).
    const child = spawn(
      deno,
      ['check', '--quiet', '--no-lock', '--config', check.config, ...check.files],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: denoEnv({ ...process.env, NO_COLOR: '1' }),
      },
    );
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => resolve({ check, ok: false, output: `${error.message}\n` }));
    child.on('close', (code) =>
      resolve({ check, ok: code === 0, output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const checks = functionChecks();
  if (checks.length === 0) throw new Error(`no functions under ${functionsDir}`);
  // The test host that serves a function on Deno is Deno code too (any function's map will do).
  checks.push({
    label: 'scripts/deno (test host)',
    config: checks[0]?.config ?? '',
    files: [join(root, 'scripts/deno/serve-function.ts')],
  });
  // The Web Push test host needs order-follow-up's map (web-push).
  checks.push({
    label: 'scripts/deno/send-push.ts (test host)',
    config: join(functionsDir, 'order-follow-up', 'deno.json'),
    files: [join(root, 'scripts/deno/send-push.ts')],
  });
  // Two at a time: the checks are single-threaded and the machines have two cores.
  const results: Awaited<ReturnType<typeof runCheck>>[] = [];
  const queue = sharingTheirMap(checks);
  await Promise.all(
    [0, 1].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) results.push(await runCheck(next));
    }),
  );
  const failed = results.filter((result) => !result.ok);
  for (const result of results) {
    console.log(`${result.ok ? 'ok  ' : 'FAIL'} deno check ${result.check.label}`);
    if (!result.ok) process.stdout.write(result.output);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${results.length - failed.length} passed, ${failed.length} failed (${seconds} s)`);
  if (failed.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
