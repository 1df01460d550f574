import { expect, test } from '../support/fixtures.ts';
import { isStaticRoute, routeExpectations } from '../../unit/route-expectations.ts';
import { asReturningVisitor, waitForApp } from './shell-helpers.ts';

// The service worker is what makes the app work offline: allow it here (blocked by default).
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
});

test('after the first visit every route opens offline', async ({ page, context }) => {
  test.slow();
  await page.goto('/');
  await waitForApp(page);
  // The worker installs after load, precaches the shell and takes control (clientsClaim).
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), {
      timeout: 15_000,
    })
    .toBe('activated');

  await context.setOffline(true);
  // Pages that read rows (product, article) and the guarded admin area need the offline
  // catalogue of the offline-first issue; the app shell itself must open everywhere.
  for (const { path, heading } of routeExpectations.filter(isStaticRoute)) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: heading, exact: true }),
      path,
    ).toBeVisible();
  }
  await context.setOffline(false);
});
