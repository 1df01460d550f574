import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import {
  euros,
  openBundleBuilder,
  seedProduct,
  seriousAxeViolations,
  withoutNewsletterPopup,
} from './cart-helpers.ts';

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
  await withoutNewsletterPopup(context);
});

test('products and a bundle in the cart: quantities, totals as the server prices them, reload, remove, clear', async ({
  page,
  serviceClient,
}) => {
  // A whole shopping flow across several pages.
  test.slow();
  const classico = await seedProduct(serviceClient, 'bun-classico');
  const bundleName = 'Bundle personalizzato (5 pacchi)';
  const bundleGoods = classico.price * 5;
  // Spec §9: 10 % on a complete group of 5 packs, rounded to the cent.
  const bundleDiscount = Math.round(bundleGoods * 10) / 100;

  await test.step('add a product from its page', async () => {
    await page.goto(`/products/${classico.slug}`);
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  await test.step('build a bundle of 5 packs and add it', async () => {
    await page.goto('/');
    await waitForApp(page);
    const dialog = await openBundleBuilder(page);
    const card = dialog.getByRole('button', { name: `Aggiungi ${classico.name} al bundle` });
    for (let pack = 0; pack < 5; pack += 1) await card.click();
    await expect(dialog.getByTestId('bundle-progress')).toHaveText('5/5');
    await expect(dialog.getByTestId('bundle-discount')).toHaveText(`−${euros(bundleDiscount)}`);
    await expect(dialog.getByTestId('bundle-total')).toHaveText(
      euros(bundleGoods - bundleDiscount),
    );
    await dialog.getByRole('button', { name: 'Aggiungi al Carrello' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${bundleName} aggiunto al carrello`)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
  });

  const lines = page.getByRole('list', { name: 'Prodotti nel carrello' }).getByTestId('cart-line');
  const bundleLine = lines.filter({ hasText: bundleName });
  const classicoLine = lines.filter({ hasText: 'Confezione da 4 bun' });

  await test.step('the cart shows both lines, the bundle’s contents and the totals', async () => {
    // The toast of the bundle sits over the header's cart icon for 2.5 s: go by address.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Carrello' })).toBeVisible();
    await expect(lines).toHaveCount(2);
    await expect(bundleLine.getByRole('list', { name: `Contenuto di ${bundleName}` })).toHaveText(
      `5 × ${classico.name}`,
    );
    await expect(page.getByTestId('cart-subtotal')).toHaveText(euros(classico.price + bundleGoods));
    await expect(page.getByTestId('cart-discount')).toHaveText(`−${euros(bundleDiscount)}`);
    await expect(page.getByTestId('cart-shipping')).toHaveText(euros(7.9));
    const goods = classico.price + bundleGoods - bundleDiscount;
    await expect(page.getByTestId('cart-total')).toHaveText(euros(goods + 7.9));
    await expect(page.getByTestId('free-shipping-nudge')).toContainText(
      `ti mancano ${euros(50 - goods)} per la spedizione gratuita`,
    );
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  });

  await test.step('quantities change the totals; free shipping once the goods after discount reach €50', async () => {
    await bundleLine.getByRole('button', { name: `Aumenta la quantità di ${bundleName}` }).click();
    await classicoLine.getByRole('textbox', { name: `Quantità di ${classico.name}` }).fill('3');
    await classicoLine
      .getByRole('textbox', { name: `Quantità di ${classico.name}` })
      .press('Enter');
    await expect(page.getByTestId('cart-discount')).toHaveText(`−${euros(bundleDiscount * 2)}`);

    // What the server says for the same cart: the preview must agree with it.
    const { data: quote, error } = await serviceClient.rpc('quote_order', {
      lines: [
        { product_id: classico.id, quantity: 3 },
        { bundle: [{ product_id: classico.id, quantity: 5 }], quantity: 2 },
      ],
    });
    expect(error).toBeNull();
    const { subtotal, discount, shipping, total } = quote as {
      subtotal: number;
      discount: number;
      shipping: number;
      total: number;
    };
    await expect(page.getByTestId('cart-subtotal')).toHaveText(euros(subtotal));
    await expect(page.getByTestId('cart-discount')).toHaveText(`−${euros(discount)}`);
    await expect(page.getByTestId('cart-shipping')).toHaveText(
      shipping === 0 ? 'Gratuita' : euros(shipping),
    );
    await expect(page.getByTestId('cart-total')).toHaveText(euros(total));
    // 3 × 4.50 + 2 × (22.50 − 2.25) = 54.00: the nudge is gone.
    await expect(page.getByTestId('cart-shipping')).toHaveText('Gratuita');
    await expect(page.getByTestId('free-shipping-nudge')).toHaveCount(0);
  });

  await test.step('a reload keeps the cart', async () => {
    await page.reload();
    await waitForApp(page);
    await expect(lines).toHaveCount(2);
    await expect(
      classicoLine.getByRole('textbox', { name: `Quantità di ${classico.name}` }),
    ).toHaveValue('3');
    await expect(
      bundleLine.getByRole('textbox', { name: `Quantità di ${bundleName}` }),
    ).toHaveValue('2');
    await expect(page.getByTestId('cart-count')).toHaveText('5');
  });

  await test.step('the quantity never goes below 1; removing is its own button', async () => {
    const decrease = bundleLine.getByRole('button', {
      name: `Diminuisci la quantità di ${bundleName}`,
    });
    await decrease.click();
    await expect(decrease).toBeDisabled();
    await page.getByRole('button', { name: `Rimuovi ${classico.name} dal carrello` }).click();
    await expect(lines).toHaveCount(1);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  await test.step('a guest’s checkout goes through the login page, then on to the checkout', async () => {
    await expect(page.getByRole('link', { name: 'Procedi al checkout' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcheckout',
    );
  });

  await test.step('clearing asks first, then leaves the empty cart with a way back', async () => {
    await page.getByRole('button', { name: 'Svuota carrello' }).click();
    const confirm = page.getByRole('dialog', { name: 'Svuotare il carrello?' });
    await confirm.getByRole('button', { name: 'Annulla' }).click();
    await expect(lines).toHaveCount(1);
    await page.getByRole('button', { name: 'Svuota carrello' }).click();
    await confirm.getByRole('button', { name: 'Svuota', exact: true }).click();
    await expect(page.getByText('Il tuo carrello è vuoto.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Scopri i prodotti' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(page.getByRole('link', { name: 'Carrello, vuoto' })).toBeVisible();
  });
});
