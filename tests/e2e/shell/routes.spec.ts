import { expect, test } from '../support/fixtures.ts';
import { notFoundTitle, routeExpectations, unknownPath } from '../../unit/route-expectations.ts';
import { asReturningVisitor } from './shell-helpers.ts';

// The admin pages themselves are checked signed in, in tests/e2e/accounts/admin-guard.spec.ts.
const publicRoutes = routeExpectations.filter((route) => route.needs !== 'admin');
const adminRoutes = routeExpectations.filter((route) => route.needs === 'admin');

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
});

// One page visits every route (a step each): the warm browser cache keeps the suite fast.
test('every route of the route table shows its title and heading', async ({ page }) => {
  test.slow();
  for (const { path, title, heading } of publicRoutes) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: heading, exact: true }),
        path,
      ).toBeVisible();
      await expect(page, path).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    });
  }
});

test('the admin pages send an anonymous visitor to log in, with the way back', async ({ page }) => {
  for (const { path } of adminRoutes) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Accedi' }), path).toBeVisible();
      await expect(page, path).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
    });
  }
});

test('an unknown address shows the Italian not-found page', async ({ page }) => {
  const response = await page.goto(unknownPath);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await expect(page).toHaveTitle(notFoundTitle);
  await page.getByRole('main').getByRole('link', { name: 'Torna alla Home' }).click();
  await expect(page).toHaveURL('/');
});

test('the account links of the shell lead to the pages of the route table', async ({ page }) => {
  await page.goto('/account/profile');
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeVisible();
  await page.goto('/account/orders');
  await expect(page).toHaveURL('/orders');
  await page.goBack();
  // The redirect replaced its history entry: back leads to the page before, not to a loop.
  await expect(page).toHaveURL('/profile');
});

test('the product search travels in the address', async ({ page }) => {
  await page.goto('/products?search=sesamo');
  await expect(page.getByTestId('active-filters')).toHaveText('Filtri attivi: ricerca «sesamo»');
  await expect(
    page
      .getByRole('navigation', { name: 'Menu principale' })
      .getByRole('link', { name: 'Prodotti' }),
  ).toHaveAttribute('aria-current', 'page');
});
