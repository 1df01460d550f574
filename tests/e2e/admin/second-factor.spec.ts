import { submitLogin, testPassword } from '../accounts/account-helpers.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import { seriousAxeViolations } from '../cart/cart-helpers.ts';
import { createAdmin, enterSecondFactorCode, totpCode } from '../support/admin-sign-in.ts';
import { expect, test } from '../support/fixtures.ts';

// Two-factor sign-in for the bakery's staff (issue 41, decision 016): a new admin registers an
// authenticator app on the first console visit (QR code and key), a wrong code is refused in
// Italian, and the next sign-in asks for the code of the registered app.

test('a new admin registers an app on the first visit, then signs in with its code', async ({
  page,
  context,
  serviceClient,
}) => {
  const { email } = await createAdmin(serviceClient, 'nuovo-admin', 'Marta Gallo');

  await asReturningVisitor(context);
  await page.goto('/login?redirect=%2Fadmin');
  await waitForApp(page);
  await submitLogin(page, email, testPassword);

  const heading = page.getByRole('heading', { level: 1, name: 'Verifica in due passaggi' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('img', { name: /Codice QR/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);

  await test.step('a wrong or short code is refused, and the console stays closed', async () => {
    await page.getByLabel('Codice di verifica').fill('12');
    await page.getByRole('button', { name: 'Verifica', exact: true }).click();
    await expect(page.getByText('Inserisci le 6 cifre del codice.')).toBeVisible();
    const wrong = totpCode(secret, Date.now() + 10 * 60_000);
    await page.getByLabel('Codice di verifica').fill(wrong);
    await page.getByRole('button', { name: 'Verifica', exact: true }).click();
    await expect(
      page.getByText(
        'Il codice non è corretto o è scaduto: inserisci quello che l’app mostra adesso.',
      ),
    ).toBeVisible();
    await expect(heading).toBeVisible();
  });

  await test.step('the right code opens the console', async () => {
    await enterSecondFactorCode(page, secret);
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Area Admin' })).toBeVisible();
  });

  await test.step('the next sign-in asks for the code of the registered app, no QR code', async () => {
    // From the keyboard: the console's live toasts (a customer registered by another test)
    // may lie over the header's corner, where a pointer would hit them instead.
    await page.getByRole('banner').getByRole('button', { name: 'Esci' }).press('Enter');
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/login?redirect=%2Fadmin%2Forders');
    await waitForApp(page);
    await submitLogin(page, email, testPassword);
    await expect(heading).toBeVisible();
    await expect(page.getByRole('img', { name: /Codice QR/ })).toHaveCount(0);
    await enterSecondFactorCode(page, secret);
    await expect(page.getByRole('heading', { level: 1, name: 'Gestione ordini' })).toBeVisible();
  });
});
