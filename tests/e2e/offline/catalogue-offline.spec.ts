import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { waitForApp, waitForWorkerControl } from '../shell/shell-helpers.ts';
import { asSettledVisitor, seedNames } from '../storefront/storefront-helpers.ts';

// The worker and IndexedDB are the subject here: allow the service worker (blocked by default).
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ context }) => {
  await asSettledVisitor(context);
});

async function listedNames(page: Page) {
  await expect(page.getByTestId('products-loading')).toHaveCount(0);
  const names = await page.getByTestId('product-card').getByRole('heading').allTextContents();
  return names.filter((name) => seedNames.includes(name));
}

/** When the device last copied the whole catalogue, read from IndexedDB without the app. */
function catalogueStamp(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const opening = indexedDB.open('bottega-del-bun');
        opening.onerror = () => resolve(null);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('sectionStamps')) return resolve(null);
          const read = db.transaction('sectionStamps').objectStore('sectionStamps').get('products');
          read.onsuccess = () =>
            resolve((read.result as { syncedAt?: number } | undefined)?.syncedAt ?? null);
          read.onerror = () => resolve(null);
        };
      }),
  );
}

/** How many pictures the catalogue's picture cache holds (kept for offline use). */
function cachedImages(page: Page) {
  return page.evaluate(async () => {
    const cache = await caches.open('bottega-del-bun-catalogue-pictures');
    return (await cache.keys()).length;
  });
}

/** True once `img` has loaded a real picture (not a broken-image icon). */
function pictureLoaded(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

test('after one online visit the catalogue works offline; the download action keeps it all', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);

  await test.step('one visit of the home page, online, copies the catalogue', async () => {
    await page.goto('/');
    await waitForApp(page);
    await waitForWorkerControl(page);
    await expect.poll(() => catalogueStamp(page), { timeout: 20_000 }).not.toBeNull();
    // The card picture of every seed product, at least (downloaded once the page has settled).
    await expect
      .poll(() => cachedImages(page), { timeout: 45_000 })
      .toBeGreaterThanOrEqual(seedNames.length);
  });

  await context.setOffline(true);

  await test.step('offline, /products lists the same products, with the banner', async () => {
    await page.goto('/products');
    await waitForApp(page);
    await expect.poll(() => listedNames(page)).toEqual(seedNames);
    const banner = page.getByRole('status').filter({ hasText: 'Sei offline.' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(/Aggiornato il \d{1,2} \w+ \d{4}\D+\d{2}:\d{2}/);
    await expect.poll(() => pictureLoaded(page, '[data-testid="product-card"] img')).toBe(true);
  });

  await test.step('offline, filters by category and the search in the address work', async () => {
    await page
      .getByRole('group', { name: 'Categoria' })
      .locator('label', { hasText: /^Brioche$/ })
      .click();
    await expect(page).toHaveURL(/category=brioche/);
    await expect.poll(() => listedNames(page)).toEqual(['Brioche Bun al Burro']);
    await page.goto('/products?search=SMASH');
    await waitForApp(page);
    // 'smash burger' is only in the potato bun's description, as on the server.
    await expect.poll(() => listedNames(page)).toEqual(['Bun di Patate']);
  });

  await test.step('offline, a product never visited opens by deep link and reload', async () => {
    await page.goto('/products/buns-patata');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Bun di Patate' })).toBeVisible();
    await expect.poll(() => pictureLoaded(page, 'main img')).toBe(true);
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Bun di Patate' })).toBeVisible();
  });

  await test.step('offline, an unknown product says so instead of spinning', async () => {
    await page.goto('/products/nessun-bun-con-questo-nome');
    await waitForApp(page);
    await expect(page.getByText('Prodotto non trovato').first()).toBeVisible();
  });

  await context.setOffline(false);

  // Same context: the worker is installed already, which saves the suite a second install.
  await test.step('online again, the download action keeps every product and picture', async () => {
    await page.goto('/business');
    await waitForApp(page);
    const panel = page.getByTestId('offline-readiness');
    await expect(panel).toContainText('Non ancora pronto per l’uso offline');
    await page.getByRole('button', { name: 'Scarica il catalogo per l’uso offline' }).click();
    await expect(panel).toContainText(/Pronto per l’uso offline · aggiornato alle \d{2}:\d{2}/, {
      timeout: 30_000,
    });
    await expect(panel).toContainText(/Spazio usato sul dispositivo: [\d,]+ (kB|MB)\./);
    const text = (await panel.textContent()) ?? '';
    const images = Number(/Catalogo e (\d+) foto/.exec(text)?.[1]);
    // Every seed bun has a card picture and a second one in its gallery.
    expect(images).toBeGreaterThanOrEqual(2 * seedNames.length);
    expect(await cachedImages(page)).toBe(images);
    // Asked for once, the device stays ready: the button now refreshes it.
    await expect(page.getByRole('button', { name: 'Aggiorna ora' })).toBeEnabled();
  });
});
