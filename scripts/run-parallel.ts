/**
 * Runs npm scripts side by side and fails if any of them fails:
 *
 *   node --import tsx scripts/run-parallel.ts typecheck lint
 *
 * For steps that leave a core idle on our 2-core machines (tsc and ESLint use about one and a
 * half) and that do not time anything, so sharing the CPU cannot make them flaky. Each script's
 * output is held back and printed whole when it ends, so two logs never interleave; every
 * script runs to its end, so one run reports all the failures.
 */
import { type ChildProcess, spawn } from 'node:child_process';

interface Outcome {
  script: string;
  /** 'exit 2', 'SIGTERM'… or null when it succeeded. */
  failure: string | null;
  output: string;
  seconds: number;
}

const children = new Set<ChildProcess>();

// Our own logs are piped: colours only when a person is watching this terminal.
const childEnv =
  process.stdout.isTTY && process.env.FORCE_COLOR === undefined
    ? { ...process.env, FORCE_COLOR: '1' }
    : process.env;

function runScript(script: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    // Its own process group, so a stop reaches everything it started (tsc under typecheck.mjs).
    const child = spawn('npm', ['run', '--silent', script], {
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.add(child);
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (failure: string | null) => {
      children.delete(child);
      resolve({
        script,
        failure,
        output: Buffer.concat(chunks).toString('utf8'),
        seconds: (Date.now() - started) / 1000,
      });
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish('could not start');
    });
    child.on('close', (code, signal) => {
      if (signal) finish(signal);
      else finish(code === 0 ? null : `exit ${code ?? '?'}`);
    });
  });
}

// Stopped from outside (Ctrl+C, a SIGTERM aimed at us): stop every script's process group too,
// and end as killed by that signal.
const signalNumbers = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const;
for (const [signal, number] of Object.entries(signalNumbers)) {
  process.once(signal, () => {
    for (const child of children) {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        // That group has already ended.
      }
    }
    process.exit(128 + number);
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: node --import tsx scripts/run-parallel.ts <npm script> [<npm script>…]');
  process.exit(2);
}

const outcomes = await Promise.all(
  scripts.map(async (script) => {
    const outcome = await runScript(script);
    const verdict = outcome.failure === null ? 'ok' : `FAILED (${outcome.failure})`;
    process.stdout.write(
      `\n── npm run ${script}: ${verdict} in ${outcome.seconds.toFixed(0)} s ──\n`,
    );
    if (outcome.output.trim()) process.stdout.write(outcome.output);
    return outcome;
  }),
);
const failed = outcomes.filter((outcome) => outcome.failure !== null);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((outcome) => outcome.script).join(', ')}`);
  // Not process.exit(): long logs written to a pipe must be flushed first.
  process.exitCode = 1;
}
