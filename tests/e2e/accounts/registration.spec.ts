import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import { headerOf, mailLink, testPassword, uniqueEmail } from './account-helpers.ts';

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
});

test('register, confirm through the e-mail link, and be welcomed', async ({
  page,
  context,
  stackUrl,
  serviceClient,
}) => {
  // The fixtures add X-Forwarded-For to every request (per-browser rate limits). A real browser
  // never sends it, and the functions' CORS allow-list (supabase/functions/_shared/http.ts)
  // does not name it, so its preflight would fail here only. Routing the calls lets Playwright
  // answer their preflight; the function itself still runs on the stack.
  await context.route('**/functions/v1/**', (route) => route.continue());
  const email = uniqueEmail('e2e.register');
  const name = 'Trattoria Dal Bun';

  await test.step('the form says what is missing, in Italian (spec §5)', async () => {
    await page.goto('/register');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Crea il tuo account' }).click();
    await expect(page.getByText('Nome obbligatorio')).toBeVisible();
    await expect(page.getByText('Email obbligatoria')).toBeVisible();
    await expect(page.getByText('Password obbligatoria')).toBeVisible();

    await page.getByLabel(/^Nome/).fill(name);
    await page.getByLabel(/^Email/).fill('trattoria.example.com');
    await page.getByLabel(/^Password/).fill('12345');
    await page.getByLabel(/^Conferma password/).fill('54321');
    await page.getByRole('button', { name: 'Crea il tuo account' }).click();
    await expect(page.getByText('Email non valida')).toBeVisible();
    await expect(page.getByText('La password deve essere di almeno 6 caratteri')).toBeVisible();
    await expect(page.getByText('Le password non coincidono')).toBeVisible();
  });

  await test.step('a valid sign-up sends the confirmation e-mail and tells the admins', async () => {
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(testPassword);
    await page.getByLabel(/^Conferma password/).fill(testPassword);
    await page.getByRole('button', { name: 'Crea il tuo account' }).click();
    await expect(page.getByRole('heading', { name: 'Controlla la tua email' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText(email);
    // Not signed in yet: the account waits for the confirmation.
    await expect(headerOf(page).login).toBeVisible();

    // The sign-up trigger made the profile from the name sent as user metadata.
    const profile = await serviceClient
      .from('profiles')
      .select('id, full_name')
      .eq('email', email)
      .single();
    expect(profile.data?.full_name).toBe(name);
    const userId = (profile.data as { id: string }).id;
    await expect
      .poll(async () => {
        const { data } = await serviceClient
          .from('admin_notifications')
          .select('type, payload')
          .eq('payload->>user_id', userId);
        return data;
      })
      .toEqual([{ type: 'new_user', payload: { user_id: userId, name, email } }]);
  });

  await test.step('the link from the outbox confirms, signs in and welcomes', async () => {
    await page.goto(await mailLink(stackUrl, email, 'signup'));
    await expect(page).toHaveURL(/\/conferma-email/);
    // The app starts, exchanges the link's code for a session and asks whether she is an admin
    // before it welcomes her: three steps after the page load, not one.
    await expect(page.getByText(`Benvenuto, ${name}!`, { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { name: 'Email confermata' })).toBeVisible();
    await expect(headerOf(page).profileLink).toBeVisible();
    await expect(headerOf(page).adminIcon).toHaveCount(0);
    // supabase-js exchanged the code and took it out of the address.
    await expect(page).not.toHaveURL(/code=/);
  });

  await test.step('the used link cannot be used again', async () => {
    await page.goto(await mailLink(stackUrl, email, 'signup'));
    await expect(page.getByRole('heading', { name: 'Link non valido' })).toBeVisible();
  });
});

test('an address that already has an account is refused by the server', async ({ page }) => {
  await page.goto('/register');
  await waitForApp(page);
  await page.getByLabel(/^Nome/).fill('Giulia');
  await page.getByLabel(/^Email/).fill('giulia.rossi@example.com');
  await page.getByLabel(/^Password/).fill(testPassword);
  await page.getByLabel(/^Conferma password/).fill(testPassword);
  await page.getByRole('button', { name: 'Crea il tuo account' }).click();
  await expect(page.getByText('Questo indirizzo email è già registrato')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Controlla la tua email' })).toHaveCount(0);
});
