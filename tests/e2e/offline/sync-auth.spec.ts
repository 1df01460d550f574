import { createNodeClient } from '../../support/supabase-clients.ts';
import { headerOf, submitLogin } from '../accounts/account-helpers.ts';
import { seedProduct, withoutNewsletterPopup } from '../cart/cart-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { shortLivedTokenStack } from '../support/short-lived-token-stack.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import { expectServerCart, localCart } from './sync-helpers.ts';

// Issue 8, auth offline: a customer offline for longer than the token lifetime is still signed
// in when the connection returns, the refresh happens then, and the cart edited offline is
// intact and reaches the server. As in the accounts' token-refresh spec, this file starts its
// own stack whose tokens live 5 seconds and sends the page's API requests there.
const tokenLifetimeSeconds = 5;
const shortLived = shortLivedTokenStack(tokenLifetimeSeconds);

test('offline longer than the token lifetime: still signed in after the reconnect, cart intact and synced', async ({
  page,
  context,
}) => {
  test.slow();
  await asReturningVisitor(context);
  await withoutNewsletterPopup(context);
  await shortLived.routeTo(context);
  const service = createNodeClient(shortLived.stack.url, shortLived.stack.serviceRoleKey);
  const classico = await seedProduct(service, 'bun-classico');
  const giulia = { email: 'giulia.rossi@example.com', password: 'Giulia-Bun-2026' };
  const { data: giuliaRow } = await service
    .from('profiles')
    .select('id')
    .eq('email', giulia.email)
    .single();
  const userId = (giuliaRow as { id: string }).id;

  const refreshStatuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('grant_type=refresh_token'))
      refreshStatuses.push(response.status());
  });

  await test.step('signed in, one product in the cart, also on the server', async () => {
    await page.goto('/login');
    await waitForApp(page);
    await submitLogin(page, giulia.email, giulia.password);
    await expect(page.getByText('Benvenuto, Giulia Rossi!', { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await page.goto(`/products/${classico.slug}`);
    // A tap before the app has started is not kept (issue 38): wait for it, as a person sees it.
    await waitForApp(page);
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expectServerCart(service, userId, { [classico.id]: 1 });
  });

  await test.step('offline past the token’s expiry: still signed in, the cart still editable', async () => {
    await context.setOffline(true);
    await page.waitForTimeout((tokenLifetimeSeconds + 3) * 1000);
    const quantity = page.getByRole('textbox', { name: `Quantità di ${classico.name}` });
    await quantity.fill('4');
    await quantity.press('Enter');
    await expect(headerOf(page).logout).toBeVisible();
    expect(await localCart(page)).toEqual({ [classico.id]: 4 });
  });

  await test.step('back online: the session refreshes at once, nobody was signed out', async () => {
    const refreshesBefore = refreshStatuses.length;
    await context.setOffline(false);
    await expect.poll(() => refreshStatuses.slice(refreshesBefore)).toContain(200);
    await expectServerCart(service, userId, { [classico.id]: 4 });
    await expect(headerOf(page).logout).toBeVisible();
    await expect(page.getByText('Logout effettuato con successo')).toHaveCount(0);
    expect(await localCart(page)).toEqual({ [classico.id]: 4 });
  });
});
