import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import { createAccount, headerOf, mailLink, submitLogin } from './account-helpers.ts';

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
});

test('forgot password → e-mail → new password → login with it', async ({
  page,
  stackUrl,
  serviceClient,
}) => {
  const account = await createAccount(serviceClient, { name: 'Paolo Bianchi' });
  const newPassword = 'Nuovo-Bun-2026';

  await test.step('ask for the link', async () => {
    await page.goto('/login');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await expect(page.getByText('Email obbligatoria')).toBeVisible();
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await expect(page.getByRole('heading', { name: 'Controlla la tua email' })).toBeVisible();
  });

  const link = await mailLink(stackUrl, account.email, 'recovery');

  await test.step('the link opens the new-password form', async () => {
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password/);
    const form = page.getByRole('form', { name: 'Scegli la nuova password' });
    await expect(form).toBeVisible();
    // A recovery session is not a fresh sign-in: no welcome.
    await expect(page.getByText('Benvenuto, Paolo Bianchi!')).toHaveCount(0);
    await form.getByLabel(/^Nuova password/).fill('corta');
    await form.getByLabel(/^Conferma la nuova password/).fill('corta');
    await form.getByRole('button', { name: 'Salva la nuova password' }).click();
    await expect(form.getByText('La password deve essere di almeno 6 caratteri')).toBeVisible();
    await form.getByLabel(/^Nuova password/).fill(newPassword);
    await form.getByLabel(/^Conferma la nuova password/).fill(newPassword);
    await form.getByRole('button', { name: 'Salva la nuova password' }).click();
    await expect(page.getByRole('heading', { name: 'Password aggiornata' })).toBeVisible();
  });

  await test.step('the link is spent', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Link non valido' })).toBeVisible();
  });

  await test.step('only the new password opens the account', async () => {
    await headerOf(page).logout.click();
    await expect(page.getByText('Logout effettuato con successo')).toBeVisible();
    await page.goto('/login');
    await waitForApp(page);
    await submitLogin(page, account.email, account.password);
    await expect(page.getByText('Email o password non corretti')).toBeVisible();
    await submitLogin(page, account.email, newPassword);
    await expect(page.getByText('Benvenuto, Paolo Bianchi!', { exact: true })).toBeVisible();
    await expect(headerOf(page).profileLink).toBeVisible();
  });
});

test('a recovery link opened without its browser session explains what to do', async ({ page }) => {
  await page.goto('/reset-password');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Apri il link dall’email' })).toBeVisible();
  await page.getByRole('link', { name: 'Richiedi un nuovo link' }).click();
  await expect(page).toHaveURL('/forgot-password');
});
