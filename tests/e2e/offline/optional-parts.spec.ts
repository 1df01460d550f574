import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';

// A part the page can live without (here the PWA layer, whose offline banner loads when the
// connection drops) whose code cannot be downloaded — the connection dropped before the
// service worker held a copy — leaves the page standing, and is downloaded again, by the real
// browser, once the connection is back (src/app/optional-lazy.tsx).

test('a part whose download failed offline leaves the page standing and comes back online', async ({
  page,
  context,
}) => {
  await asReturningVisitor(context);
  // No service worker here (the fixtures block it): offline, the download really fails.
  // Its script and stylesheet (Vite loads both, and fails the import if either fails).
  const layerCode = /\/assets\/pwa-overlays-[\w-]+\.(js|css)$/;
  let failedDownloads = 0;
  let downloads = 0;
  page.on('requestfailed', (request) => {
    if (layerCode.test(request.url())) failedDownloads += 1;
  });
  page.on('requestfinished', (request) => {
    if (layerCode.test(request.url())) downloads += 1;
  });
  const offlineBanner = page.getByRole('status').filter({ hasText: 'Sei offline.' });

  await page.goto('/products');
  await waitForApp(page);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // Online, fresh and up to date, the page has no use for the layer yet.
  expect(failedDownloads + downloads).toBe(0);

  // The connection drops: the banner's code is asked for, and its download fails.
  await context.setOffline(true);
  await expect.poll(() => failedDownloads).toBeGreaterThan(0);
  const failedOffline = failedDownloads;
  await expect(page.getByRole('heading', { level: 1, name: 'Prodotti' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(offlineBanner).toHaveCount(0);

  // Back online it is downloaded again, and the next drop is announced.
  await context.setOffline(false);
  await expect.poll(() => downloads).toBeGreaterThan(0);
  await context.setOffline(true);
  await expect(offlineBanner).toBeVisible();
  await context.setOffline(false);
  await expect(offlineBanner).toHaveCount(0);
  expect(failedDownloads).toBe(failedOffline);
});
