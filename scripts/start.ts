/**
 * `npm start`: the whole shop on this machine — the local Supabase stack on persisted PGlite
 * (migrations and demo data applied on first start), and the production build of the PWA.
 *   --no-build   serve the existing dist/ as it is
 *   --reset      wipe the local database first (fresh demo data)
 * Ports: STACK_PORT (54321) and WEB_PORT (4173). Ctrl+C stops both; data stays in supabase/.local-data.
 */
import { parseArgs } from 'node:util';
import { describeStack } from '../supabase/local/cli.ts';
import { DEMO_ANON_KEY } from '../supabase/local/keys.ts';
import { assertPortFree } from '../supabase/local/http/port-check.ts';
import { startStack } from '../supabase/local/stack.ts';
import { buildApp, distDir } from './lib/build-app.ts';
import { loopback, ports } from './lib/ports.ts';
import { startStaticServer } from './lib/static-server.ts';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
  },
});

const stackUrl = `http://${loopback}:${ports.start.stack}`;
const webUrl = `http://${loopback}:${ports.start.web}`;

/** Known start-up problems (a port in use, the database open elsewhere) print one clear line. */
function exitWith(error: unknown): never {
  console.error(`\nAvvio non riuscito: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

try {
  await assertPortFree(loopback, ports.start.web, 'PWA');
  await assertPortFree(loopback, ports.start.stack, 'stack Supabase locale');
} catch (error) {
  exitWith(error);
}
const stack = await startStack({
  port: ports.start.stack,
  reset: values.reset,
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  auth: { siteUrl: webUrl },
}).catch(exitWith);
// Built once the stack runs: the public pages are prerendered from its data (decision 014).
if (!values['no-build']) {
  await buildApp({ supabaseUrl: stackUrl, anonKey: DEMO_ANON_KEY, siteUrl: webUrl }).catch(
    async (error: unknown) => {
      await stack.stop();
      return exitWith(error);
    },
  );
}
const web = await startStaticServer({ dir: distDir, port: ports.start.web }).catch(
  async (error: unknown) => {
    await stack.stop();
    return exitWith(error);
  },
);

console.info(`
Bottega del Bun è pronta: apri ${web.url}

${describeStack(stack)}

Ctrl+C per fermare tutto (i dati restano in supabase/.local-data; npm start -- --reset li azzera).`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.info(`\n${signal}: arresto in corso…`);
  await web.stop();
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
