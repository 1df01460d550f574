import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import { createAccount, headerOf, submitLogin } from './account-helpers.ts';

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
});

test('each login error has its Italian message (spec §5, §8)', async ({ page, serviceClient }) => {
  await page.goto('/login');
  await waitForApp(page);

  await test.step('empty and malformed fields', async () => {
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByText('Email obbligatoria')).toBeVisible();
    await expect(page.getByText('Password obbligatoria')).toBeVisible();
    await page.getByLabel(/^Email/).fill('giulia.example.com');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByText('Email non valida')).toBeVisible();
  });

  await test.step('wrong password', async () => {
    await submitLogin(page, 'giulia.rossi@example.com', 'non-e-la-sua');
    await expect(page.getByText('Email o password non corretti')).toBeVisible();
  });

  await test.step('e-mail not confirmed yet', async () => {
    const pending = await createAccount(serviceClient, { confirmed: false });
    await submitLogin(page, pending.email, pending.password);
    await expect(page.getByText('Conferma la tua email prima di accedere')).toBeVisible();
  });

  await test.step('any other refusal (a banned account)', async () => {
    const banned = await createAccount(serviceClient);
    const { error } = await serviceClient.auth.admin.updateUserById(banned.id, {
      ban_duration: '24h',
    });
    expect(error).toBeNull();
    await submitLogin(page, banned.email, banned.password);
    await expect(page.getByText('Errore durante il login', { exact: true })).toBeVisible();
  });

  // None of these signed anybody in.
  await expect(headerOf(page).login).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('too many attempts from one address are refused for a while', async ({
  page,
  stackUrl,
  clientIp,
}) => {
  // Spend this browser's per-IP budget (30 sign-ins per 5 minutes) behind its back.
  const attempts = await Promise.all(
    Array.from({ length: 30 }, () =>
      fetch(`${stackUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': clientIp,
          'x-supabase-api-version': '2024-01-01',
          apikey: process.env.E2E_ANON_KEY ?? '',
        },
        body: JSON.stringify({ email: 'nessuno@example.com', password: 'sbagliata' }),
      }).then((response) => response.status),
    ),
  );
  expect(attempts.filter((status) => status === 400)).toHaveLength(30);

  await page.goto('/login');
  await waitForApp(page);
  await submitLogin(page, 'giulia.rossi@example.com', 'Giulia-Bun-2026');
  await expect(page.getByText('Troppi tentativi. Riprova tra qualche minuto')).toBeVisible();
  await expect(headerOf(page).login).toBeVisible();
});

test('after login the visitor goes where they were headed; logout says goodbye', async ({
  page,
}) => {
  await page.goto('/products?search=sesamo');
  await waitForApp(page);
  await headerOf(page).login.click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLogin(page, 'giulia.rossi@example.com', 'Giulia-Bun-2026');
  await expect(page.getByText('Benvenuto, Giulia Rossi!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/products?search=sesamo');
  await expect(headerOf(page).profileLink).toBeVisible();
  await expect(headerOf(page).adminIcon).toHaveCount(0);

  // A reload restores the session quietly: the admin check runs again, but no second welcome.
  const adminChecked = page.waitForResponse(/\/rest\/v1\/rpc\/is_admin/);
  await page.reload();
  await adminChecked;
  await expect(headerOf(page).logout).toBeVisible();
  await expect(page.getByText('Benvenuto, Giulia Rossi!')).toHaveCount(0);

  await headerOf(page).logout.click();
  await expect(page.getByText('Logout effettuato con successo')).toBeVisible();
  await expect(headerOf(page).login).toBeVisible();
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => /^sb-.+-auth-token$/.test(key)),
  );
  expect(stored).toEqual([]);
});
