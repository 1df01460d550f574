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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    {
      // The screenshots of every persona's pages, on the seed's untouched data: `npm run
      // test:e2e` runs this project on its own stack, after the others (scripts/e2e.ts).
      name: 'visual',
      testMatch: 'visual/**/*.spec.ts',
      use: desktop,
    },
    {
      name: 'desktop',
      testIgnore: ['shop-wide/**', 'visual/**'],
      use: desktop,
    },
    {
      // Specs that change what every visitor sees (settings, home carousel, blog) run once
      // all the others have finished. Run one alone with `--no-deps`.
      name: 'shop-wide',
      testMatch: 'shop-wide/**/*.spec.ts',
      dependencies: ['desktop'],
      use: desktop,
    },
  ],
});
