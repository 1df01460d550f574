/**
 * `npm run dev`: the local stack (persisted PGlite) plus Vite's dev server with hot reload.
 * The dev server runs as a child process and is stopped by its PID together with the stack.
 */
import { spawn } from 'node:child_process';
import { describeStack } from '../supabase/local/cli.ts';
import { startStack } from '../supabase/local/stack.ts';
import { loopback, ports } from './lib/ports.ts';

const devWebPort = Number(process.env.DEV_WEB_PORT ?? 5173);
const stack = await startStack({
  port: ports.start.stack,
  auth: { siteUrl: `http://${loopback}:${devWebPort}` },
});
console.info(describeStack(stack));

const vite = spawn(
  process.execPath,
  ['node_modules/vite/bin/vite.js', '--port', String(devWebPort), '--strictPort'],
  {
    stdio: 'inherit',
    env: { ...process.env, VITE_SUPABASE_URL: stack.url, VITE_SUPABASE_ANON_KEY: stack.anonKey },
  },
);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (vite.pid !== undefined && vite.exitCode === null) vite.kill('SIGTERM');
  await stack.stop();
  process.exit(0);
}
vite.on('exit', () => void shutdown());
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
