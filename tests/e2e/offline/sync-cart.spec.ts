import { waitForApp } from '../shell/shell-helpers.ts';
import { createAccount } from '../accounts/account-helpers.ts';
import { seedProduct } from '../cart/cart-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectServerCart, localCart, signedInDevice } from './sync-helpers.ts';

// Issue 8, cart sync: a restaurant's tablet and phone share one cart through the server copy.
// The tablet edits it offline while the phone keeps working online; on reconnect both end
// with the same cart, merged line by line (docs/decisions/003-cart-sync.md).

test('tablet offline and phone online edit one cart; after the reconnect both show the merged cart', async ({
  browser,
  serviceClient,
  clientIp,
}) => {
  // Two devices, each signing in with a fresh context: the longest journey of the area.
  test.setTimeout(120_000);
  const account = await createAccount(serviceClient, { name: 'Osteria Sincronizzata' });
  const classico = await seedProduct(serviceClient, 'bun-classico');
  const patata = await seedProduct(serviceClient, 'buns-patata');
  const integrale = await seedProduct(serviceClient, 'bun-integrale-cereali');
  const tablet = await signedInDevice(browser, account, clientIp);

  await test.step('online, the tablet adds two products: the server cart follows', async () => {
    for (const product of [classico, patata]) {
      await tablet.page.goto(`/products/${product.slug}`);
      // A tap before the app has started is not kept (issue 38): wait for it, as a person sees it.
      await waitForApp(tablet.page);
      await tablet.page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    }
    await expectServerCart(serviceClient, account.id, { [classico.id]: 1, [patata.id]: 1 });
  });

  await test.step('offline, the tablet raises one quantity and removes the other line', async () => {
    await tablet.page.goto('/cart');
    // The page's code must be here before the connection goes (no service worker here).
    await expect(tablet.page.getByTestId('cart-line')).toHaveCount(2);
    await tablet.context.setOffline(true);
    const quantity = tablet.page.getByRole('textbox', { name: `Quantità di ${classico.name}` });
    await quantity.fill('3');
    await quantity.press('Enter');
    await tablet.page.getByRole('button', { name: `Rimuovi ${patata.name} dal carrello` }).click();
    await expect(tablet.page.getByTestId('cart-line')).toHaveCount(1);
    // Nothing reached the server, the cart is kept on the device.
    await tablet.page.waitForTimeout(2_000);
    await expectServerCart(serviceClient, account.id, { [classico.id]: 1, [patata.id]: 1 });
  });

  const phone = await signedInDevice(browser, account, `${clientIp.slice(0, -1)}9`);
  await test.step('meanwhile the phone, online, sees the server cart and adds a product', async () => {
    await phone.page.goto('/cart');
    // The sync starts once the first screen is idle: allow for a busy machine.
    await expect(phone.page.getByTestId('cart-line')).toHaveCount(2, { timeout: 15_000 });
    await phone.page.goto(`/products/${integrale.slug}`);
    // A tap before the app has started is not kept (issue 38): wait for it, as a person sees it.
    await waitForApp(phone.page);
    await phone.page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expectServerCart(serviceClient, account.id, {
      [classico.id]: 1,
      [patata.id]: 1,
      [integrale.id]: 1,
    });
  });

  const merged = { [classico.id]: 3, [integrale.id]: 1 };
  await test.step('the tablet reconnects: its newer edits win, the phone’s line joins', async () => {
    await tablet.context.setOffline(false);
    await expectServerCart(serviceClient, account.id, merged);
    await expect(tablet.page.getByTestId('cart-line')).toHaveCount(2, { timeout: 15_000 });
    await expect(
      tablet.page.getByTestId('cart-line').filter({ hasText: integrale.name }),
    ).toBeVisible();
    expect(await localCart(tablet.page)).toEqual(merged);
  });

  await test.step('the phone shows the same cart: the removed line stays removed', async () => {
    await phone.page.goto('/cart');
    await expect.poll(() => localCart(phone.page), { timeout: 15_000 }).toEqual(merged);
    await expect(phone.page.getByTestId('cart-line')).toHaveCount(2);
    await expect(
      phone.page.getByRole('textbox', { name: `Quantità di ${classico.name}` }),
    ).toHaveValue('3');
  });

  await tablet.context.close();
  await phone.context.close();
});
