import { waitForApp } from '../shell/shell-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInAdminAt, svgFile, uniqueTag } from './content-helpers.ts';

test('an admin adds a bun with a photo, the shop shows it, its stock follows the admin', async ({
  page,
  context,
  serviceClient,
}) => {
  test.setTimeout(180_000); // one journey through the admin and the shop, on 2 shared cores
  const tag = uniqueTag();
  const name = `Bun di prova ${tag}`;
  const slug = `bun-di-prova-${tag}`;

  try {
    await test.step('create the product with a photo', async () => {
      await signInAdminAt(page, context, '/admin/products/new');
      const form = page.getByRole('form', { name: 'Nuovo prodotto' });
      await form.getByRole('button', { name: 'Crea prodotto' }).click();
      await expect(form.getByText('Il nome deve avere almeno 2 caratteri')).toBeVisible();
      await expect(form.getByText('Scegli una categoria')).toBeVisible();
      // On sale only complete (EU 1169/2011): allergens and the nutrition label are asked for.
      await expect(
        form.getByText(
          'Indica gli allergeni, o che non ne contiene nessuno: è obbligatorio per un prodotto in vendita',
        ),
      ).toBeVisible();
      for (const field of ['di cui saturi (g)', 'di cui zuccheri (g)']) {
        await expect(
          form.getByRole('textbox', { name: field, exact: true }),
        ).toHaveAccessibleDescription('Obbligatorio per un prodotto in vendita');
      }
      await expect(
        form.getByText('La denominazione legale è obbligatoria per un prodotto in vendita'),
      ).toBeVisible();

      await form.getByRole('textbox', { name: 'Nome' }).fill(name);
      // The slug follows the name and is checked free while typing.
      await expect(form.getByRole('textbox', { name: /^Slug/ })).toHaveValue(slug);
      await form.getByRole('combobox', { name: 'Categoria' }).click();
      await page.getByRole('option', { name: 'Speciali' }).click();
      await form.getByRole('textbox', { name: 'Prezzo a confezione' }).fill('5,20');
      await form.getByRole('textbox', { name: 'Disponibilità (confezioni)' }).fill('30');
      await form
        .getByRole('textbox', { name: 'Descrizione breve' })
        .fill('Un bun nato per i test.');
      await form.getByRole('textbox', { name: 'Ingredienti' }).fill('Farina, acqua, sesamo, sale.');
      await form.getByRole('checkbox', { name: 'Glutine', exact: true }).check();
      await form.getByRole('checkbox', { name: 'Sesamo' }).check();
      await form.getByRole('textbox', { name: 'Peso di un bun (g)' }).fill('80');
      await form
        .getByRole('textbox', { name: 'Conservazione' })
        .fill('In luogo fresco e asciutto.');
      await form
        .getByRole('textbox', { name: 'Denominazione legale' })
        .fill('Pane di grano tenero con semi di sesamo');
      await form.getByRole('textbox', { name: /^Durata/ }).fill('5');
      const label: [string, string][] = [
        ['Grassi (g)', '5'],
        ['di cui saturi (g)', '1,5'],
        ['Carboidrati (g)', '50'],
        ['di cui zuccheri (g)', '4'],
        ['Fibre (g)', '2'],
        ['Proteine (g)', '9'],
        ['Sale (g)', '1,1'],
      ];
      for (const [field, value] of label) {
        await form.getByRole('textbox', { name: field, exact: true }).fill(value);
      }
      // Energy follows from the nutrients (Annex XIV), it is not typed.
      await expect(form.getByText('Energia: 1204 kJ / 285 kcal')).toBeVisible();
      await form.getByLabel('Carica foto del prodotto').setInputFiles(svgFile('bun.svg', name));
      await expect(form.getByRole('img', { name: `Foto 1 di ${name}` })).toBeVisible();
      await expect(form.getByRole('list', { name: 'Foto del prodotto' })).toContainText(
        'Copertina',
      );
      await form.getByRole('button', { name: 'Crea prodotto' }).click();
      await expect(page).toHaveURL('/admin/products');
      await expect(page.getByRole('link', { name })).toBeVisible();
    });

    await test.step('the shop lists it and shows its page with the photo', async () => {
      await page.goto(`/products?search=${encodeURIComponent(tag)}`);
      await waitForApp(page);
      await expect(page.getByRole('link', { name }).first()).toBeVisible();
      await page.goto(`/products/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.locator('img[src*="product-images/admin/"]').first()).toBeVisible();
      await expect(page.getByText('Disponibile', { exact: true }).first()).toBeVisible();
    });

    await test.step('lowering the stock shows "Solo 3 disponibili" in the shop', async () => {
      await page.goto('/admin/products');
      await page.getByRole('searchbox', { name: 'Cerca' }).fill(tag);
      await page.getByRole('link', { name }).click();
      const form = page.getByRole('form', { name: `Modifica ${name}` });
      await form.getByRole('textbox', { name: 'Disponibilità (confezioni)' }).fill('3');
      await form.getByRole('button', { name: 'Salva modifiche' }).click();
      await expect(page).toHaveURL('/admin/products');
      await page.getByRole('searchbox', { name: 'Cerca' }).fill(tag);
      await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Scorte basse');

      await page.goto(`/products/${slug}`);
      await expect(page.getByText('Solo 3 disponibili').first()).toBeVisible();
    });

    await test.step('a product never ordered can be deleted', async () => {
      await page.goto('/admin/products');
      await page.getByRole('searchbox', { name: 'Cerca' }).fill(tag);
      await page.getByRole('link', { name }).click();
      await page.getByRole('button', { name: 'Elimina prodotto' }).click();
      await page.getByRole('button', { name: 'Elimina definitivamente' }).click();
      await expect(page).toHaveURL('/admin/products');
      const { data } = await serviceClient.from('products').select('id').eq('slug', slug);
      expect(data).toEqual([]);
    });
  } finally {
    await serviceClient.from('products').delete().eq('slug', slug);
  }
});
