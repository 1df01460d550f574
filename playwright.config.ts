import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { loopback, ports } from './scripts/lib/ports.ts';
import { installShiftedClock } from './scripts/lib/shifted-clock.ts';
import { clockShiftVariable } from './tests/e2e/visual/visual-clock.ts';

// The visual run's processes live on its fixed day (tests/e2e/visual/visual-clock.ts): this file
// is read by the runner, which starts the stack, and by every worker, which signs people in.
const clockShift = process.env[clockShiftVariable];
if (clockShift) installShiftedClock(Number(clockShift));

const webUrl = `http://${loopback}:${ports.e2e.web}`;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/**
 * Debian's Chromium, the browser the shop's visitors use. `CHROMIUM_PATH` names another for
 * every project.
 */
const fullBrowser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The journeys run in Chromium's headless shell (Debian's chromium-headless-shell, what
 * Playwright itself runs headless by default): the same engine without the full browser's
 * windowing layers. On the 2-core machine 40 journeys took 1.6 min in it against 2.5 in the
 * full browser. It blocks every notification (`Notification.permission` is "denied"), so the
 * specs that offer or show notifications and the admin's screenshots (the console's
 * notifications page shows its button) keep the full browser, which also runs everything where
 * the shell is not installed (`npm run test:all` installs it). The other personas' screenshots
 * are the same in both. The shell's blocked state is a page of its own: the accessibility
 * spec's scan of `/profile` sees it.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const journeyBrowser =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : fullBrowser);
const browserArgs = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
];
const inFullBrowser = { launchOptions: { executablePath: fullBrowser, args: browserArgs } };
/** Specs that need what only the full browser has (above): they offer or show notifications. */
const fullBrowserSpecs = [
  'offline/push-notifications.spec.ts',
  'standing-orders/standing-order.spec.ts',
];
/** The admin's screenshots (tests/e2e/visual/pages.spec.ts names each test by its persona). */
const adminScreenshots = /\badmin on a /;

/**
 * E2E against the built PWA and an in-memory local stack, both started by the global setup.
 * Browsers: Debian's Chromium (Playwright cannot download its own here).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Parallel runs on other ports (see scripts/lib/ports.ts) keep their artifacts apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [
        ['list'],
        ['junit', { outputFile: process.env.E2E_JUNIT_FILE ?? 'test-results/e2e-junit.xml' }],
      ]
    : [['list']],
  use: {
    baseURL: webUrl,
    // Without these a click on something that never appears, or a page load that never ends,
    // waits for the whole test timeout (up to minutes) and reports no step. Failing at the
    // action says which one hung (below the 30 s test timeout, or they could never fire first).
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // Installing the service worker precaches the whole app in every new context; only the
    // offline specs need it (they opt in with test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    // A trace records a screencast of every page: on 2 cores that alone slows every test. It
    // is kept for the retry of a failed test, which is where it helps.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: journeyBrowser, args: browserArgs },
  },
  projects: [
    {
      // The screenshots of every persona's pages, on the seed's untouched data: `npm run
      // test:e2e` runs this project and the next on their own stack, after the others
      // (scripts/e2e.ts).
      name: 'visual',
      testMatch: 'visual/**/*.spec.ts',
      grepInvert: adminScreenshots,
      use: desktop,
    },
    {
      // The admin's, in the full browser (above), compared with the same files.
      name: 'visual-admin',
      testMatch: 'visual/**/*.spec.ts',
      grep: adminScreenshots,
      snapshotPathTemplate:
        '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}-visual{-snapshotSuffix}{ext}',
      use: { ...desktop, ...inFullBrowser },
    },
    {
      name: 'desktop',
      testIgnore: ['shop-wide/**', 'visual/**', ...fullBrowserSpecs],
      use: desktop,
    },
    {
      name: 'full-browser',
      testMatch: fullBrowserSpecs,
      use: { ...desktop, ...inFullBrowser },
    },
    {
      // Specs that change what every visitor sees (settings, home carousel, blog) run once
      // all the others have finished. Run one alone with `--no-deps`.
      name: 'shop-wide',
      testMatch: 'shop-wide/**/*.spec.ts',
      dependencies: ['desktop', 'full-browser'],
      use: desktop,
    },
  ],
});
