import type { Page } from '@playwright/test';
import { demoAccounts } from '../../../supabase/local/demo-accounts.ts';
import { submitLogin } from '../accounts/account-helpers.ts';
import { withoutNewsletterPopup } from '../cart/cart-helpers.ts';
import { waitForApp } from '../shell/shell-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { asSettledVisitor } from '../storefront/storefront-helpers.ts';
import { expectOutboxSettled, trackOutboxCalls } from './sync-helpers.ts';

// Issue 20, the restaurant's offline day: a fresh tablet signs in as the demo restaurant and
// is used as usual for less than 30 seconds — nobody presses a download button. Then the
// connection drops for the day: every product picture, the search and filters, a product
// never opened, the cart, an order by bank transfer and the order history all work, and the
// order is placed once when the connection returns, showing up in the list without a reload.

const restaurant = demoAccounts.find((account) => account.label === 'Ristorante')!;
const RESTAURANT_ID = '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03';
const NEVER_OPENED = { slug: 'bun-segale-cipolla', name: 'Bun di Segale e Cipolla Caramellata' };

test.use({ serviceWorkers: 'allow', viewport: { width: 1024, height: 768 } });

/** Every picture in `scope`, scrolled into view so lazy ones load, has really loaded. */
async function expectPicturesShown(page: Page, selector: string) {
  const pictures = page.locator(selector);
  // The gallery may render a moment after the heading: count once the first is there.
  await expect(pictures.first(), `pictures matching ${selector}`).toBeAttached();
  const count = await pictures.count();
  for (let index = 0; index < count; index += 1) {
    const picture = pictures.nth(index);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        { message: `${selector} #${index} (${await picture.getAttribute('src')})` },
      )
      .toBe(true);
  }
}

interface KeptProduct {
  slug: string;
  /** Whether it has a picture at all (products other tests create may have none). */
  pictured: boolean;
}

/** The products the device keeps for offline use, read from IndexedDB without the app. */
function keptProducts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<KeptProduct[]>((resolve, reject) => {
        const opening = indexedDB.open('bottega-del-bun');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const read = opening.result.transaction('products').objectStore('products').getAll();
          read.onsuccess = () =>
            resolve(
              (read.result as { slug: string; image_url: string | null; gallery: string[] }[]).map(
                (row) => ({
                  slug: row.slug,
                  pictured: Boolean(row.image_url) || row.gallery.length > 0,
                }),
              ),
            );
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

test('a restaurant’s first offline day: pictures, search, cart, an order and the history, with no download button', async ({
  browser,
  clientIp,
  serviceClient,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    serviceWorkers: 'allow',
    viewport: { width: 1024, height: 768 },
  });
  await asSettledVisitor(context);
  await withoutNewsletterPopup(context);
  const page = await context.newPage();
  const ordersBefore = await serviceClient
    .from('orders')
    .select('order_number')
    .eq('user_id', RESTAURANT_ID);
  expect(ordersBefore.error).toBeNull();
  const pastOrders = (ordersBefore.data ?? []).map((row) => row.order_number as string);
  expect(pastOrders.length).toBeGreaterThan(0);

  try {
    await test.step('online, less than 30 s of ordinary use after signing in', async () => {
      await page.goto('/login');
      await waitForApp(page);
      await submitLogin(page, restaurant.email, restaurant.password);
      await expect(page.getByText('Benvenuto, Luca Martini!', { exact: true })).toBeVisible({
        timeout: 20_000,
      });
      const signedInAt = Date.now();
      await page.goto('/products');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await page.goto('/products/bun-classico');
      await expect(page.getByRole('heading', { level: 1, name: 'Bun Classico' })).toBeVisible();
      await page.goto('/business');
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The header tells when the tablet is ready, without anyone asking for it.
      const status = page.getByTestId('offline-status-button');
      await expect(status).toHaveAttribute(
        'aria-label',
        /^Uso offline: Pronto per l’uso offline · aggiornato alle \d{2}:\d{2}$/,
        { timeout: Math.max(1_000, 30_000 - (Date.now() - signedInAt)) },
      );
      expect(Date.now() - signedInAt).toBeLessThanOrEqual(30_000);
      await status.click();
      await expect(page.getByRole('status').filter({ hasText: 'i tuoi dati' })).toContainText(
        'gli ultimi ordini',
      );
    });

    await context.setOffline(true);
    await page.reload();
    await waitForApp(page);

    const kept = await keptProducts(page);
    await test.step('offline: every card picture of the catalogue shows', async () => {
      await page.goto('/products');
      await waitForApp(page);
      await expect(page.getByRole('status').filter({ hasText: 'Sei offline.' })).toBeVisible();
      await expect(page.getByTestId('product-card')).toHaveCount(kept.length);
      await expectPicturesShown(page, '[data-testid="product-card"] img');
    });

    await test.step('offline: search and filters answer from the device', async () => {
      await page
        .getByRole('group', { name: 'Categoria' })
        .locator('label', { hasText: /^Brioche$/ })
        .click();
      await expect(page).toHaveURL(/category=brioche/);
      await expect(page.getByTestId('product-card')).toContainText(['Brioche Bun al Burro']);
      await page.goto('/products?search=cipolla');
      await waitForApp(page);
      await expect(page.getByTestId('product-card')).toHaveCount(1);
      await expect(page.getByTestId('product-card')).toContainText(NEVER_OPENED.name);
    });

    await test.step('offline: every product’s gallery shows, products never opened included', async () => {
      for (const { slug } of kept.filter((product) => product.pictured)) {
        await page.goto(`/products/${slug}`);
        await waitForApp(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectPicturesShown(page, 'main .bdb-product-gallery img');
      }
    });

    await test.step('offline: pages outside the precached core, never opened, open too', async () => {
      // The tablet got them with its preparation (decision 009), not by visiting them.
      await page.goto('/about');
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Chi Siamo' })).toBeVisible();
      await expect(page.getByTestId('about-company')).toContainText('Partita IVA');
    });

    await test.step('offline: a product never opened goes into the cart', async () => {
      await page.goto(`/products/${NEVER_OPENED.slug}`);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: NEVER_OPENED.name })).toBeVisible();
      await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
      await expect(page.getByRole('link', { name: /^Carrello, 1 articolo$/ })).toBeVisible();
    });

    await test.step('offline: the checkout takes a bank transfer order into the outbox', async () => {
      await page.goto('/checkout');
      await waitForApp(page);
      await expect(page.getByTestId('checkout-priced-on-device')).toBeVisible({ timeout: 15_000 });
      // Days computed on the device for today, with the server's rule.
      await expect(page.getByRole('radio').first()).toBeVisible();
      await page.getByLabel('Bonifico bancario').check();
      await page.getByLabel(/Ho letto e accetto le/).check();
      await page.getByRole('button', { name: 'Conferma l’ordine' }).click();
      await expect(page).toHaveURL(/\/orders\/in-attesa$/);
    });

    await test.step('offline: the history lists past orders and the one waiting', async () => {
      await page.goto('/orders');
      await waitForApp(page);
      await expect(page.getByTestId('orders-kept-note')).toBeVisible();
      const waiting = page.getByTestId('outbox-entry');
      await expect(waiting).toHaveCount(1);
      await expect(waiting).toContainText('In attesa di connessione');
      const listed = page.getByRole('list', { name: 'I tuoi ordini' }).getByTestId('order-entry');
      await expect(listed.first()).toBeVisible();
      const numbers = await listed.locator('span').first().allTextContents();
      expect(pastOrders).toContain(numbers[0]);
    });

    await test.step('back online: placed once, and listed without a reload', async () => {
      const calls = trackOutboxCalls(context);
      await context.setOffline(false);
      let placed = '';
      await expect
        .poll(
          async () => {
            const { data } = await serviceClient
              .from('orders')
              .select('order_number, payment_method')
              .eq('user_id', RESTAURANT_ID)
              .not('order_number', 'in', `(${pastOrders.join(',')})`);
            placed = (data?.[0]?.order_number as string | undefined) ?? '';
            return data;
          },
          { timeout: 30_000 },
        )
        .toEqual([{ order_number: expect.any(String), payment_method: 'bank_transfer' }]);
      await expect(
        page.getByRole('list', { name: 'I tuoi ordini' }).getByText(placed, { exact: true }),
      ).toBeVisible({ timeout: 15_000 });
      await expectOutboxSettled(
        page,
        calls,
        async () => {
          const { count } = await serviceClient
            .from('orders')
            .select('id', { count: 'exact', head: true })
            .eq('user_id', RESTAURANT_ID);
          return count ?? 0;
        },
        pastOrders.length + 1,
      );
    });
  } finally {
    await context.close();
  }
});
