import { waitForApp } from '../shell/shell-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInAdminAt, svgFile, uniqueTag } from './content-helpers.ts';

test('an admin adds a bun with a photo, the shop shows it, its stock follows the admin and the orders', async ({
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

    const openEditForm = async () => {
      await page.goto('/admin/products');
      await page.getByRole('searchbox', { name: 'Cerca' }).fill(tag);
      await page.getByRole('link', { name }).click();
      return page.getByRole('form', { name: `Modifica ${name}` });
    };
    /** Packs taken by the shop while the admin's form is open (orders write the same column). */
    const shopSells = async (stock: number) => {
      const { error } = await serviceClient
        .from('products')
        .update({ stock_quantity: stock })
        .eq('slug', slug);
      expect(error).toBeNull();
    };

    await test.step('a count set while orders took packs is refused, then saved', async () => {
      const form = await openEditForm();
      const stock = form.getByRole('textbox', { name: 'Disponibilità (confezioni)' });
      await expect(stock).toHaveValue('30');
      await shopSells(28);
      await stock.fill('3');
      await form.getByRole('button', { name: 'Salva modifiche' }).click();
      // Said at the save button (a toast) and at the field, which is at the top of the form.
      await expect(
        page.getByText(
          'Modifiche non salvate: la disponibilità è cambiata mentre modificavi il prodotto (ordini o un altro amministratore) e ora è di 28 confezioni. Controlla il numero e salva di nuovo.',
        ),
      ).toBeVisible();
      await expect(stock).toHaveAccessibleDescription(
        'Nel frattempo è cambiata: ora è di 28 confezioni. Controlla e salva di nuovo.',
      );
      await expect(page).toHaveURL(/\/admin\/products\/.+/);
      // The admin has seen the new count and keeps theirs: the second save writes it.
      await form.getByRole('button', { name: 'Salva modifiche' }).click();
      await expect(page).toHaveURL('/admin/products');
      await page.getByRole('searchbox', { name: 'Cerca' }).fill(tag);
      await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Scorte basse');
    });

    await test.step('editing the text keeps the packs orders took meanwhile', async () => {
      const form = await openEditForm();
      await expect(form.getByRole('textbox', { name: 'Disponibilità (confezioni)' })).toHaveValue(
        '3',
      );
      await shopSells(2);
      await form.getByRole('textbox', { name: 'Descrizione breve' }).fill('Un bun rinnovato.');
      await form.getByRole('button', { name: 'Salva modifiche' }).click();
      await expect(page).toHaveURL('/admin/products');
      const { data } = await serviceClient
        .from('products')
        .select('stock_quantity, description')
        .eq('slug', slug)
        .single();
      expect(data).toEqual({ stock_quantity: 2, description: 'Un bun rinnovato.' });

      await page.goto(`/products/${slug}`);
      await expect(page.getByText('Solo 2 disponibili').first()).toBeVisible();
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
