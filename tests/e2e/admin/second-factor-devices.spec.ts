import { createNodeClient } from '../../support/supabase-clients.ts';
import { submitLogin, testPassword } from '../accounts/account-helpers.ts';
import { seriousAxeViolations } from '../cart/cart-helpers.ts';
import { waitForApp } from '../shell/shell-helpers.ts';
import { createAdmin, signInAdminAt, totpCode } from '../support/admin-sign-in.ts';
import { expect, test } from '../support/fixtures.ts';

// The console's own recovery for the second factor (issue 41, decision 016): an admin adds a
// backup authenticator app, can enter with it, and removes a lost phone; the last device stays.

const today = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
}).format(new Date());

test('an admin adds a backup phone, enters with it and removes the lost one', async ({
  page,
  context,
  serviceClient,
  stackUrl,
  clientIp,
}) => {
  test.setTimeout(120_000);
  const { email, userId } = await createAdmin(serviceClient, 'admin-dispositivi', 'Marta Gallo');

  // Her first phone, registered as on a first console visit.
  const phone = createNodeClient(stackUrl, process.env.E2E_ANON_KEY ?? '', {
    'x-forwarded-for': clientIp,
  });
  await phone.auth.signInWithPassword({ email, password: testPassword });
  const enrolled = await phone.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'Telefono di Marta',
  });
  if (enrolled.error) throw new Error(enrolled.error.message);
  const phoneSecret = enrolled.data.totp.secret;
  const verified = await phone.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: totpCode(phoneSecret),
  });
  if (verified.error) throw new Error(verified.error.message);

  await signInAdminAt(page, context, '/admin/security', {
    email,
    password: testPassword,
    totpSecret: phoneSecret,
  });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sicurezza dell’accesso' }),
  ).toBeVisible();
  const devices = page.getByRole('table', { name: 'Dispositivi registrati' });
  await expect(devices.getByRole('row')).toHaveCount(2);
  await expect(devices.getByRole('row', { name: `Telefono di Marta ${today}` })).toBeVisible();

  await test.step('the only device cannot be removed, and the page says why', async () => {
    await expect(page.getByRole('button', { name: 'Rimuovi Telefono di Marta' })).toBeDisabled();
    await expect(page.getByText(/L’unico dispositivo non si può rimuovere/)).toBeVisible();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  });

  let backupSecret = '';
  await test.step('a backup phone is added with its QR code, key and a code', async () => {
    await page.getByLabel('Nome del dispositivo').fill('Telefono di scorta');
    await page.getByRole('button', { name: 'Continua' }).click();
    const qrCode = page.getByRole('img', { name: /Codice QR/ });
    await expect(qrCode).toBeVisible();
    // Drawn, not its alt text: the SVG data URL is whole.
    await expect
      .poll(() => qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    backupSecret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect(backupSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    await page.getByLabel('Codice di verifica').fill(totpCode(backupSecret));
    await page.getByRole('button', { name: 'Verifica e aggiungi' }).click();
    await expect(page.getByText('Dispositivo «Telefono di scorta» aggiunto')).toBeVisible();
    await expect(devices.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Rimuovi Telefono di Marta' })).toBeEnabled();
  });

  await test.step('a second device with the same name is refused', async () => {
    await page.getByLabel('Nome del dispositivo').fill('Telefono di scorta');
    await page.getByRole('button', { name: 'Continua' }).click();
    await expect(
      page.getByText('Hai già un dispositivo con questo nome: scegline un altro.'),
    ).toBeVisible();
  });

  await test.step('with the first phone lost, she enters with the backup', async () => {
    // From the keyboard: the console's live toasts (a customer registered by another test)
    // may lie over the header's corner, where a pointer would hit them instead.
    await page.getByRole('banner').getByRole('button', { name: 'Esci' }).press('Enter');
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/login?redirect=%2Fadmin%2Fsecurity');
    await waitForApp(page);
    await submitLogin(page, email, testPassword);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verifica in due passaggi' }),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Telefono di scorta' }).check();
    await page.getByLabel('Codice di verifica').fill(totpCode(backupSecret));
    await page.getByRole('button', { name: 'Verifica', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sicurezza dell’accesso' }),
    ).toBeVisible();
  });

  await test.step('she removes the lost phone; the backup is the last device and stays', async () => {
    await page.getByRole('button', { name: 'Rimuovi Telefono di Marta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rimuovere «Telefono di Marta»?' });
    await dialog.getByRole('button', { name: 'Sì, rimuovi' }).click();
    await expect(page.getByText('Dispositivo «Telefono di Marta» rimosso.')).toBeVisible();
    await expect(devices.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Rimuovi Telefono di scorta' })).toBeDisabled();
    // Still in the console: the session was verified with the backup, not the removed phone.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sicurezza dell’accesso' }),
    ).toBeVisible();
    const left = await serviceClient.auth.admin.mfa.listFactors({ userId });
    expect(left.data?.factors.map((factor) => factor.friendly_name)).toEqual([
      'Telefono di scorta',
    ]);
  });
});
