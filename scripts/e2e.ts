/**
 * `npm run test:e2e [-- playwright args]`: builds the PWA for the e2e stack's URL when dist/ is
 * missing or stale, then runs Playwright (which starts the stack and the static server itself).
 * Installs nothing: `npm run test:all` installs Chromium when it is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBuilt } from './lib/build-app.ts';
import { DEMO_ANON_KEY } from '../supabase/local/keys.ts';
import { e2eEnv } from '../tests/e2e/support/e2e-env.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium non trovato in ${chromium}: installalo con "apt-get install -y chromium" (o usa npm run test:all).`,
  );
  process.exit(1);
}

await ensureBuilt({
  supabaseUrl: e2eEnv.stackUrl,
  anonKey: DEMO_ANON_KEY,
  siteUrl: e2eEnv.webUrl,
});
const result = spawnSync(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
