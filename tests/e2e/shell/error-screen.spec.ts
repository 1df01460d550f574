import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from './shell-helpers.ts';

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
});

const aboutChunk = '**/assets/about-*.js';

test('a page whose code cannot be loaded shows the error screen, and Riprova recovers', async ({
  page,
}) => {
  await page.route(aboutChunk, (route) =>
    route.fulfill({ status: 500, body: 'errore del server' }),
  );
  await page.goto('/about');
  // The router reloads once on a missing chunk, then gives up and shows the error screen.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ops! Si è verificato un errore' }),
  ).toBeVisible();
  await expect(page.getByText(/team è stato informato/)).toBeVisible();

  await page.unroute(aboutChunk);
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chi Siamo' })).toBeVisible();
});

test("'Segnala errore' thanks the visitor; 'Torna alla Home' leaves the broken page", async ({
  page,
}) => {
  await page.route(aboutChunk, (route) =>
    route.fulfill({ status: 500, body: 'errore del server' }),
  );
  await page.goto('/about');
  await page.getByRole('button', { name: 'Segnala errore' }).click();
  const toast = page.getByText('Errore segnalato! Grazie per il feedback.');
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 5_000 });

  await page.getByRole('button', { name: 'Torna alla Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bun artigianali per i tuoi hamburger' }),
  ).toBeVisible();
});

test('navigating to a page whose code fails shows the error screen too', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.route(aboutChunk, (route) =>
    route.fulfill({ status: 500, body: 'errore del server' }),
  );
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Chi Siamo' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ops! Si è verificato un errore' }),
  ).toBeVisible();
});
