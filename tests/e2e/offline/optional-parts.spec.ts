import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';

// A part the page can live without (here the mobile menu, whose code loads when the burger is
// first reached for) whose code cannot be downloaded — the connection dropped before the
// service worker held a copy — leaves the page standing, and is downloaded again, by the real
// browser, once the connection is back (src/components/optional-part/optional-lazy.tsx).

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('a part whose download failed offline leaves the page standing and comes back online', async ({
  page,
  context,
}) => {
  await asReturningVisitor(context);
  // No service worker here (the fixtures block it): offline, the download really fails.
  // Its script and stylesheet (Vite loads both, and fails the import if either fails).
  const partCode = /\/assets\/mobile-drawer-[\w-]+\.(js|css)$/;
  let failedDownloads = 0;
  let downloads = 0;
  page.on('requestfailed', (request) => {
    if (partCode.test(request.url())) failedDownloads += 1;
  });
  page.on('requestfinished', (request) => {
    if (partCode.test(request.url())) downloads += 1;
  });
  const burger = page.getByRole('button', { name: 'Apri menu' });
  const drawerTitle = page.getByRole('heading', { name: 'Menu', exact: true });
  const offlineBar = page.getByRole('status').filter({ hasText: 'Sei offline.' });

  await page.goto('/products');
  await waitForApp(page);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // Nobody reached for the menu yet: its code is not downloaded.
  expect(failedDownloads + downloads).toBe(0);

  // The connection drops (the bar, part of the page, says so) and the menu is asked for: its
  // download fails, and the page stays as it was.
  await context.setOffline(true);
  await expect(offlineBar).toBeVisible();
  await burger.tap();
  await expect.poll(() => failedDownloads).toBeGreaterThan(0);
  const failedOffline = failedDownloads;
  await expect(page.getByRole('heading', { level: 1, name: 'Prodotti' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(drawerTitle).toHaveCount(0);

  // Back online it is downloaded again, and the menu the visitor asked for opens.
  await context.setOffline(false);
  await expect(offlineBar).toHaveCount(0);
  await expect.poll(() => downloads).toBeGreaterThan(0);
  await expect(drawerTitle).toBeVisible();
  expect(failedDownloads).toBe(failedOffline);
});
