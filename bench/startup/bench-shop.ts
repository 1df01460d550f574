import { type ChildProcess, spawn } from 'node:child_process';
import { constants, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEMO_ANON_KEY } from '../../supabase/local/keys.ts';
import { distDir, ensureBuilt } from '../../scripts/lib/build-app.ts';
import { loopback, ports } from '../../scripts/lib/ports.ts';

const shopProcessEntry = fileURLToPath(new URL('./bench-shop-process.ts', import.meta.url));

/** Resolves with the shop's address once the process says it listens. */
function readyAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (ready?.[1]) resolve(ready[1]);
    });
    child.once('exit', (code) =>
      reject(new Error(`Il negozio del bench si è fermato prima di partire (uscita ${code})`)),
    );
  });
}

/**
 * The built shop on the bench ports, as the bench opens it: `dist/` built for them when stale,
 * and an in-memory stack with the demo data and the static server in a process of their own at
 * the lowest CPU priority (bench-shop-process.ts).
 *
 * Why a process of its own: Lighthouse's mobile score scales the page's main-thread tasks as it
 * observed them by 4, and the first-tap bench throttles the page's CPU by 4. In the bench's own
 * process, on this 2-core machine, the stack answering the page's reads (the home page refreshes
 * its catalogue as it starts) took CPU time from the page, stretching tasks a phone never shares
 * with the shop's servers (decision 017 item 40).
 */
export async function startBenchShop() {
  await ensureBuilt({
    supabaseUrl: `http://${loopback}:${ports.bench.stack}`,
    anonKey: DEMO_ANON_KEY,
    siteUrl: `http://${loopback}:${ports.bench.web}`,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', shopProcessEntry, distDir], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  if (child.pid !== undefined) setPriority(child.pid, constants.priority.PRIORITY_LOW);
  const url = await readyAddress(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    web: { url },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
