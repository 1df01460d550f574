import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import {
  createProduct,
  deleteProducts,
  openBundleBuilder,
  seriousAxeViolations,
  withoutNewsletterPopup,
} from './cart-helpers.ts';

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
  await withoutNewsletterPopup(context);
});

test('the bundle builder keeps to the stock and needs at least one product', async ({
  page,
  serviceClient,
}) => {
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const scarce = await createProduct(serviceClient, {
    name: `Bun Raro ${tag}`,
    price: 6.2,
    stock_quantity: 2,
  });
  const soldOut = await createProduct(serviceClient, {
    name: `Bun Finito ${tag}`,
    price: 5,
    stock_quantity: 0,
  });

  try {
    await page.goto('/');
    await waitForApp(page);
    const dialog = await openBundleBuilder(page);

    await test.step("stock notes: 'Solo {n} disponibili' under 10, 'Esaurito' not selectable", async () => {
      const scarceCard = dialog.getByRole('listitem').filter({ hasText: scarce.name });
      await expect(scarceCard).toContainText('Solo 2 disponibili');
      await expect(
        scarceCard.getByRole('button', { name: `Aggiungi ${scarce.name} al bundle` }),
      ).toBeVisible();
      const soldOutCard = dialog.getByRole('listitem').filter({ hasText: soldOut.name });
      await expect(soldOutCard).toContainText('Esaurito');
      await expect(soldOutCard.getByRole('button')).toHaveCount(0);
    });

    await test.step("'Seleziona almeno un prodotto' when the bundle is empty", async () => {
      await dialog.getByRole('button', { name: 'Aggiungi al Carrello' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Seleziona almeno un prodotto');
      await expect(dialog).toBeVisible();
    });

    await test.step('selecting again adds a pack, up to the stock and no further', async () => {
      const scarceCard = dialog.getByRole('button', { name: `Aggiungi ${scarce.name} al bundle` });
      await scarceCard.click();
      await scarceCard.click();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await scarceCard.click();
      await expect(dialog.getByRole('alert')).toHaveText(
        `Stock limitato: massimo 2 pezzi disponibili per ${scarce.name}`,
      );
      const quantity = dialog.getByRole('textbox', { name: `Quantità di ${scarce.name}` });
      await expect(quantity).toHaveValue('2');
      await dialog.getByRole('button', { name: `Aumenta la quantità di ${scarce.name}` }).click();
      await expect(quantity).toHaveValue('2');
      await expect(dialog.getByTestId('bundle-progress')).toHaveText('2/5');
      expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
    });

    await test.step('decrease stops at 1; the remove button empties the bundle', async () => {
      const decrease = dialog.getByRole('button', {
        name: `Diminuisci la quantità di ${scarce.name}`,
      });
      await decrease.click();
      await expect(decrease).toBeDisabled();
      await dialog.getByRole('button', { name: `Rimuovi ${scarce.name} dal bundle` }).click();
      await expect(dialog.getByRole('list', { name: 'Prodotti nel bundle' })).toHaveCount(0);
      await expect(dialog.getByTestId('bundle-progress')).toHaveText('0/5');
    });
  } finally {
    await deleteProducts(serviceClient, [scarce.id, soldOut.id]);
  }
});
