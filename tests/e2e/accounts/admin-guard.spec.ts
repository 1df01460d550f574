import { demoAccounts } from '../../../supabase/local/demo-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import { headerOf, submitLogin } from './account-helpers.ts';
import { demoAdmin, enterSecondFactorCode } from '../support/admin-sign-in.ts';

const admin = demoAccounts.find((account) => account.label === 'Amministratore');
const customer = demoAccounts.find((account) => account.label === 'Cliente privato');

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
});

test('an admin is sent to log in, comes back to the admin page and sees the admin links', async ({
  page,
}) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Forders');
  await submitLogin(page, admin?.email ?? '', admin?.password ?? '');
  await expect(page.getByText('Benvenuto, Chiara Ferrero! (Admin)', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/admin/orders');
  // The password alone does not open the console: it asks for the second factor's code.
  await enterSecondFactorCode(page, demoAdmin.totpSecret ?? '');
  await expect(page).toHaveURL('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestione ordini' })).toBeVisible();
  // The console's own frame (issue 27), not the shop's header.
  const consoleHeader = page.getByRole('banner');
  await expect(
    consoleHeader.getByRole('link', { name: 'Bottega del Bun · Gestione' }),
  ).toBeVisible();

  await test.step('logging out on an admin page leaves it', async () => {
    await consoleHeader.getByRole('button', { name: 'Esci' }).click();
    await expect(page.getByText('Logout effettuato con successo')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});

test('a customer gets the 403 page and no admin links', async ({ page }) => {
  await page.goto('/login');
  await waitForApp(page);
  await submitLogin(page, customer?.email ?? '', customer?.password ?? '');
  await expect(page.getByText('Benvenuto, Giulia Rossi!', { exact: true })).toBeVisible();
  await expect(headerOf(page).profileLink).toBeVisible();
  await expect(headerOf(page).adminLink).toHaveCount(0);
  await expect(headerOf(page).adminIcon).toHaveCount(0);

  for (const path of ['/admin', '/admin/customers']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Accesso riservato' })).toBeVisible();
    await expect(page.getByText('Errore 403')).toBeVisible();
    await expect(page).toHaveURL(path);
    await expect(page).toHaveTitle('Accesso riservato | Bottega del Bun');
    await expect(page.getByRole('navigation', { name: 'Menu admin' })).toHaveCount(0);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawer's account section follows the role, and its Logout closes it", async ({
    page,
  }) => {
    await page.goto('/login');
    await waitForApp(page);
    await submitLogin(page, admin?.email ?? '', admin?.password ?? '');
    await expect(
      page.getByText('Benvenuto, Chiara Ferrero! (Admin)', { exact: true }),
    ).toBeVisible();
    // The welcome comes before the login page has sent her home; the drawer closes when that
    // navigation resolves (the address changes earlier), so it is opened once home is shown.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bun artigianali per i tuoi hamburger' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Apri menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const account = drawer.getByRole('region', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Il mio Account' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(account.getByRole('link', { name: 'Area Admin' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(account.getByRole('link', { name: 'Registrati' })).toHaveCount(0);

    await account.getByRole('button', { name: 'Logout' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByText('Logout effettuato con successo')).toBeVisible();

    await page.getByRole('button', { name: 'Apri menu' }).click();
    await expect(account.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Registrati' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Il mio Account' })).toHaveCount(0);
  });
});
