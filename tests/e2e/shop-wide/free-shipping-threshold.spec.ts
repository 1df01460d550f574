import { signInAdminAt } from '../admin/content-helpers.ts';
import { euros } from '../cart/cart-helpers.ts';
import { expect, test } from '../support/fixtures.ts';

// The shop's settings hold for every cart at once: this spec runs in the `shop-wide` project,
// after every other spec has finished (playwright.config.ts), so the threshold it changes
// cannot reprice a cart another spec is checking.

test('a new free-shipping threshold saved by the admin reaches the cart’s nudge', async ({
  page,
  serviceClient,
}) => {
  const settings = await serviceClient
    .from('shop_settings')
    .select('free_shipping_threshold')
    .single();
  const original = (settings.data as { free_shipping_threshold: number }).free_shipping_threshold;
  const price = await serviceClient
    .from('products')
    .select('price')
    .eq('slug', 'bun-classico')
    .single();
  const classicoPrice = (price.data as { price: number }).price;

  await signInAdminAt(page, page.context(), '/products/bun-classico');
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();

  await page.goto('/admin/settings');
  const threshold = page.getByLabel('Spedizione gratuita da (€)');
  await expect(threshold).toHaveValue(euros(original).replace(/\s*€/, ''));
  try {
    await threshold.fill('95,00');
    await page.getByRole('button', { name: 'Salva impostazioni' }).click();
    await expect(page.getByText('Impostazioni salvate.')).toBeVisible();
    // Client-side navigation: the storefront reads the settings the save just put in cache.
    // The console has its own frame (issue 27): back to the shop, then to the cart.
    await page.getByRole('banner').getByRole('link', { name: 'Vai al negozio' }).click();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Carrello/ })
      .first()
      .click();
    await expect(page.getByTestId('free-shipping-nudge')).toContainText(
      `ti mancano ${euros(95 - classicoPrice)} per la spedizione gratuita`,
    );
  } finally {
    // A local run may go on with other specs against the same stack: the seeded value back.
    await serviceClient
      .from('shop_settings')
      .update({ free_shipping_threshold: original })
      .eq('id', true);
  }
});
