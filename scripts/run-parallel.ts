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
import { spawn } from 'node:child_process';

interface Outcome {
  script: string;
  code: number;
  output: string;
  seconds: number;
}

function runScript(script: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (code: number) =>
      resolve({
        script,
        code,
        output: Buffer.concat(chunks).toString('utf8'),
        seconds: (Date.now() - started) / 1000,
      });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
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
    const verdict = outcome.code === 0 ? 'ok' : `FAILED (exit ${outcome.code})`;
    console.log(`\n── npm run ${script}: ${verdict} in ${outcome.seconds.toFixed(0)} s ──`);
    if (outcome.output.trim()) process.stdout.write(outcome.output);
    return outcome;
  }),
);
const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.script);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
