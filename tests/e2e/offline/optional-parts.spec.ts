import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';

// A part the page can live without (here the chat) whose code cannot be downloaded — the
// connection dropped before the service worker held a copy — leaves the page standing, and is
// downloaded again, by the real browser, once the connection is back (src/app/optional-lazy.tsx).

test('a part whose download failed offline leaves the page standing and comes back online', async ({
  page,
  context,
}) => {
  await asReturningVisitor(context);
  let downloadFails = true;
  let failedDownloads = 0;
  await page.route(/\/assets\/chat-widget-[\w-]+\.js$/, async (route) => {
    if (!downloadFails) return route.continue();
    failedDownloads += 1;
    return route.abort('internetdisconnected');
  });
  const chatButton = page.getByRole('button', { name: 'Apri la chat con l’assistente' });

  await page.goto('/products');
  await waitForApp(page);
  // The chat is mounted once the first screen is idle: its download fails then.
  await expect.poll(() => failedDownloads, { timeout: 15_000 }).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Prodotti' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(chatButton).toHaveCount(0);

  downloadFails = false;
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(chatButton).toBeVisible();
  expect(failedDownloads).toBe(1);
});
