import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import { createAccount, headerOf, signIn } from './account-helpers.ts';

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
});

test('a customer fills in the profile: a wrong codice fiscale is caught, a right one saved', async ({
  page,
  serviceClient,
}) => {
  test.slow(); // a whole profile and two addresses
  const account = await createAccount(serviceClient, { name: 'Marco Neri' });
  await signIn(page, account);
  await headerOf(page).profileLink.click();
  await expect(page).toHaveURL('/profile');
  const details = page.getByRole('form', { name: 'Dati del profilo' });
  await expect(details.getByLabel(/^Nome e cognome/)).toHaveValue('Marco Neri');

  await test.step('a codice fiscale with a wrong check character is refused on the spot', async () => {
    await details.getByLabel('Telefono').fill('+39 011 555 1234');
    await details.getByLabel('Codice fiscale').fill('NREMRC80A01L219A');
    await details.getByRole('button', { name: 'Salva le modifiche' }).click();
    await expect(details.getByText('Codice fiscale non valido')).toBeVisible();
    const unchanged = await serviceClient
      .from('profiles')
      .select('phone, tax_code')
      .eq('id', account.id)
      .single();
    expect(unchanged.data).toEqual({ phone: null, tax_code: null });
  });

  await test.step('the right codice fiscale is saved, in capitals; business data are not here', async () => {
    await details.getByLabel('Codice fiscale').fill('nremrc80a01l219w');
    await details.getByLabel(/^Nome e cognome/).fill('Marco Neri Bianchi');
    await details.getByRole('button', { name: 'Salva le modifiche' }).click();
    await expect(page.getByText('Profilo aggiornato con successo')).toBeVisible();
    // The form shows what the database stored.
    await expect(details.getByLabel('Codice fiscale')).toHaveValue('NREMRC80A01L219W');
    // A business's fiscal data are the bakery's to grant (decision 015): no field writes them.
    await expect(details.getByLabel(/^Partita IVA/)).toHaveCount(0);

    const saved = await serviceClient
      .from('profiles')
      .select('full_name, phone, customer_type, tax_code')
      .eq('id', account.id)
      .single();
    expect(saved.data).toEqual({
      full_name: 'Marco Neri Bianchi',
      phone: '+39 011 555 1234',
      customer_type: 'private',
      tax_code: 'NREMRC80A01L219W',
    });
    // The name is merged into the signed-in user as well (spec §4).
    const { data } = await serviceClient.auth.admin.getUserById(account.id);
    expect(data.user?.user_metadata).toMatchObject({ name: 'Marco Neri Bianchi' });
  });

  await test.step('two delivery addresses, the second one the default', async () => {
    const addresses = page.getByRole('list', { name: 'Indirizzi salvati' });
    for (const [label, street, makeDefault] of [
      ['Casa', 'Via Nizza 10', false],
      ['Ufficio', 'Corso Dante 4', true],
    ] as const) {
      await page.getByRole('button', { name: 'Aggiungi indirizzo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuovo indirizzo' });
      await dialog.getByLabel(/^Nome dell’indirizzo/).fill(label);
      await dialog.getByLabel(/^Destinatario/).fill('Marco Neri');
      await dialog.getByRole('textbox', { name: /^Indirizzo/ }).fill(street);
      await dialog.getByLabel(/^CAP/).fill('1012');
      await dialog.getByLabel(/^Provincia/).fill('to');
      await dialog.getByLabel(/^Città/).fill('Torino');
      await dialog.getByRole('button', { name: 'Salva l’indirizzo' }).click();
      await expect(dialog.getByText('Il CAP ha 5 cifre')).toBeVisible();
      await dialog.getByLabel(/^CAP/).fill('10126');
      if (makeDefault) await dialog.getByLabel('Usa come indirizzo predefinito').check();
      await dialog.getByRole('button', { name: 'Salva l’indirizzo' }).click();
      await expect(dialog).toBeHidden();
      await expect(addresses.getByRole('listitem', { name: label })).toContainText(street);
    }
    await expect(addresses.getByRole('listitem', { name: 'Ufficio' })).toContainText('Predefinito');
    await expect(addresses.getByRole('listitem', { name: 'Casa' })).not.toContainText(
      'Predefinito',
    );
    const stored = await serviceClient
      .from('delivery_addresses')
      .select('label, province, is_default')
      .eq('user_id', account.id)
      .order('label');
    expect(stored.data).toEqual([
      { label: 'Casa', province: 'TO', is_default: false },
      { label: 'Ufficio', province: 'TO', is_default: true },
    ]);
  });
});

test('a customer deletes the account after confirming it', async ({
  page,
  context,
  serviceClient,
}) => {
  // See registration.spec.ts: lets Playwright answer the preflight the fixtures' extra
  // X-Forwarded-For header causes; the delete-account function runs on the stack.
  await context.route('**/functions/v1/**', (route) => route.continue());
  const account = await createAccount(serviceClient, { name: 'Sara Conti' });
  await signIn(page, account);
  await page.goto('/profile');
  await waitForApp(page);

  await page.getByRole('button', { name: 'Elimina il mio account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminare definitivamente l’account?' });
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  expect((await serviceClient.auth.admin.getUserById(account.id)).data.user?.id).toBe(account.id);

  await page.getByRole('button', { name: 'Elimina il mio account' }).click();
  await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click();
  await expect(page.getByText('Il tuo account è stato eliminato.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(headerOf(page).login).toBeVisible();

  const { data } = await serviceClient.auth.admin.getUserById(account.id);
  expect(data.user).toBeNull();
  const profile = await serviceClient.from('profiles').select('id').eq('id', account.id);
  expect(profile.data).toEqual([]);
});

test('without a user the profile page only invites to sign in', async ({ page }) => {
  await page.goto('/profile');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Dati del profilo' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Accedi' }).click();
  await expect(page).toHaveURL('/login?redirect=%2Fprofile');
});
