import { createAccount } from '../accounts/account-helpers.ts';
import { createProduct } from '../checkout/checkout-helpers.ts';
import { waitForApp } from '../shell/shell-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { signedInDevice } from './sync-helpers.ts';

// Issue 27's precache budget (decision 009): checkout, orders and profile are not precached on
// every device; a device keeps them as soon as someone signs in on it. A private buyer who never
// opened them online still finds them offline.

test.use({ serviceWorkers: 'allow' });

test('a buyer who signed in and never opened checkout, orders or profile finds them offline', async ({
  browser,
  serviceClient,
  clientIp,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount(serviceClient, { name: 'Giulia Ferraris' });
  const product = await createProduct(serviceClient, {
    name: `Bun della Domenica ${Date.now().toString(36)}`,
    price: 3.9,
    stock_quantity: 40,
  });
  const { page, context } = await signedInDevice(browser, account, clientIp, {
    serviceWorkers: 'allow',
  });
  try {
    const accountFiles = (
      (await (await page.request.get('/account-files.json')).json()) as {
        files: string[];
      }
    ).files;
    expect(accountFiles.some((file) => /checkout/.test(file))).toBe(true);

    await page.goto(`/products/${product.slug}`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    // Signed in, the worker installs at once and the preparation keeps the account pages.
    await expect
      .poll(
        () =>
          page.evaluate(async (files) => {
            if (!navigator.serviceWorker.controller) return files.length;
            const missing = await Promise.all(
              files.map(async (file) => ((await caches.match(file)) ? 0 : 1)),
            );
            return missing.reduce((sum: number, one) => sum + one, 0);
          }, accountFiles),
        { timeout: 60_000, message: 'account pages not kept' },
      )
      .toBe(0);

    await context.setOffline(true);
    for (const [path, heading] of [
      ['/profile', 'Il mio profilo'],
      ['/orders', 'I miei ordini'],
      ['/checkout', 'Completa l’ordine'],
    ] as const) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: heading, exact: true }),
        path,
      ).toBeVisible({ timeout: 15_000 });
    }
    await expect(page.getByText(product.name).first()).toBeVisible();
  } finally {
    await context.setOffline(false);
    await context.close();
  }
});
