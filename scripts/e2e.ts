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
import { clockShiftVariable, visualMoment } from '../tests/e2e/visual/visual-clock.ts';
import { shiftTo } from './lib/shifted-clock.ts';

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
const playwright = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1;

// The screenshots' shop lives on a fixed day, its stack and test processes included
// (tests/e2e/visual/visual-clock.ts); the journeys live today.
const onTheVisualDay = () => ({ [clockShiftVariable]: String(shiftTo(visualMoment)) });
/** The screenshots: the admin's in the full browser, the others' in the shell (see the config). */
const screenshotProjects = ['--project=visual', '--project=visual-admin'];

const args = process.argv.slice(2);
if (args.length > 0) {
  // Only the screenshots' projects: a run that mixes in the journeys must live today.
  const projects = args.filter((arg) => arg.startsWith('--project'));
  const visualOnly =
    projects.length > 0 && projects.every((arg) => screenshotProjects.includes(arg));
  process.exit(playwright(args, visualOnly ? onTheVisualDay() : {}));
}

// The whole suite in two runs, each on its own freshly seeded stack: the journeys (then the
// shop-wide specs), and the screenshots of every persona's pages on the seed's untouched data.
// Apart, a changed screenshot fails its own run instead of skipping every journey (a project
// dependency that fails skips its dependants), and the screenshots need not run first.
const journeys = playwright(['--project=desktop', '--project=full-browser', '--project=shop-wide']);
const screenshots = playwright(screenshotProjects, {
  ...onTheVisualDay(),
  E2E_OUTPUT_DIR: 'test-results/visual',
  E2E_JUNIT_FILE: 'test-results/e2e-visual-junit.xml',
});
process.exit(journeys || screenshots);
