import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, test } from '../support/fixtures.ts';
import { waitForApp } from '../shell/shell-helpers.ts';
import { asSettledVisitor, jsonLdBlocks, seedNames, uniqueSuffix } from './storefront-helpers.ts';
import { completeProductInformation } from '../../support/complete-product.ts';

test.beforeEach(async ({ context }) => {
  await asSettledVisitor(context);
});

/** Waits for the list to settle (no placeholder, no stale list); the seed products it shows. */
async function listedNames(page: Page) {
  await expect(page.getByTestId('products-loading')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const names = await page.getByTestId('product-card').getByRole('heading').allTextContents();
  return names.filter((name) => seedNames.includes(name));
}

/** A filter chip: its input is visually hidden, so the visitor presses its label. */
function chip(page: Page, group: string, label: string) {
  return page
    .getByRole('group', { name: group })
    .locator('label', { hasText: new RegExp(`^${label}$`) });
}

test('the product list filters by category, search and allergens, all in the address', async ({
  page,
}) => {
  // Seven steps, four of them full page loads: more than the default 30 s on a loaded CI box.
  test.setTimeout(60_000);
  await page.goto('/products');
  await waitForApp(page);

  await test.step('every seed bun, ordered by name the Italian way', async () => {
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await listedNames(page)).toEqual(seedNames);
  });

  await test.step('a category', async () => {
    await chip(page, 'Categoria', 'Brioche').click();
    await expect(page).toHaveURL(/category=brioche/);
    await expect.poll(() => listedNames(page)).toEqual(['Brioche Bun al Burro']);
    await expect(page.getByTestId('active-filters')).toHaveText(
      'Filtri attivi: categoria «brioche»',
    );
    await page.getByRole('button', { name: 'Azzera filtri' }).first().click();
    await expect(page).toHaveURL('/products');
  });

  await test.step('the allergens to avoid', async () => {
    await chip(page, 'Escludi allergeni', 'Latte').click();
    await chip(page, 'Escludi allergeni', 'Sesamo').click();
    await expect(page).toHaveURL(/excludeAllergens=/);
    await expect
      .poll(() => listedNames(page))
      .toEqual([
        'Bun al Pomodoro e Origano',
        "Bun Rustico all'Olio Extravergine",
        'Bun Senza Glutine',
      ]);
    await expect(page.getByTestId('active-filters')).toHaveText(
      'Filtri attivi: senza latte e sesamo',
    );
  });

  await test.step('the filtered list is the same when the address is shared', async () => {
    const shared = page.url();
    const before = await listedNames(page);
    await page.goto(shared);
    await waitForApp(page);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await listedNames(page)).toEqual(before);
    await expect(page.getByRole('checkbox', { name: 'Latte' })).toBeChecked();
  });

  await test.step('a search in the address, in names or descriptions, any case', async () => {
    await page.goto('/products?search=SMASH');
    await waitForApp(page);
    // 'smash burger' is only in the potato bun's description.
    await expect.poll(() => listedNames(page)).toEqual(['Bun di Patate']);
    await expect(page.getByRole('searchbox', { name: 'Cerca nel catalogo' })).toHaveValue('SMASH');
  });

  await test.step('typing a search updates the address and the list', async () => {
    const box = page.getByRole('searchbox', { name: 'Cerca nel catalogo' });
    await box.fill('brioche');
    await expect(page).toHaveURL(/search=brioche/);
    await expect.poll(() => listedNames(page)).toEqual(['Brioche Bun al Burro']);
  });

  await test.step('nothing found: a clear empty state and a way back', async () => {
    await page.goto('/products?search=caviale');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeVisible();
    await page.getByRole('button', { name: 'Azzera filtri' }).last().click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page).toHaveURL('/products');
  });

  await test.step('sorting by price', async () => {
    await page.getByRole('combobox', { name: 'Ordina per' }).selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    // The list by name stays on screen until the sorted one arrives: poll for the new order.
    await expect
      .poll(async () => {
        const seedProducts = (await listedNames(page)).length;
        const prices = await page.getByTestId('product-price').allTextContents();
        const values = prices.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
        const ascending = values.join() === [...values].sort((a, b) => a - b).join();
        return { seedProducts, ascending };
      })
      .toEqual({ seedProducts: seedNames.length, ascending: true });
  });
});

test('a product page shows every field, the allergens emphasised, and adds to the cart', async ({
  page,
}) => {
  // The prerendered page already shows the product; the app reads it once for live data.
  const productReads: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    // The product by its slug, or the whole catalogue it is answered from (kept offline).
    if (request.method() === 'GET' && /\/rest\/v1\/products\?/.test(url)) productReads.push(url);
  });
  await page.goto('/products/bun-classico');
  await waitForApp(page);
  const detail = page.getByTestId('product-detail');

  await test.step('opened from a link: the product is read once and its picture shown', async () => {
    const picture = detail.getByRole('img', { name: 'Bun Classico, foto 1 di 2' });
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    // Drawn from the page's own data, then read once again live (prices, stock).
    await expect.poll(() => productReads.length).toBe(1);
  });

  await test.step('title, badges, prices per pack, bun and kg', async () => {
    await expect(page).toHaveTitle('Bun Classico | Bottega del Bun');
    await expect(detail.getByRole('heading', { level: 1, name: 'Bun Classico' })).toBeVisible();
    await expect(detail.getByText('Bestseller', { exact: true })).toBeVisible();
    await expect(detail.getByTestId('product-price')).toHaveText('4,50 €');
    await expect(detail.getByText('Confezione da 4 bun da 80 g')).toBeVisible();
    await expect(detail.getByTestId('unit-prices')).toHaveText('1,13 € a bun · 14,06 €/kg');
    await expect(detail.getByText(/Il nostro bun da hamburger per eccellenza/)).toBeVisible();
    await expect(detail.getByText(/Il Bun Classico è il panino con cui è nata/)).toBeVisible();
  });

  await test.step('two pictures in the gallery', async () => {
    const thumbs = detail.getByRole('list', { name: 'Altre foto' }).getByRole('button');
    await expect(thumbs).toHaveCount(2);
    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(detail.getByRole('img', { name: 'Bun Classico, foto 2 di 2' })).toBeVisible();
  });

  await test.step('ingredients with the allergens in bold, and the allergen list', async () => {
    const bold = detail.getByTestId('ingredients').locator('strong');
    await expect(bold).toHaveText(['grano tenero', 'latte', 'burro', 'uova', 'sesamo']);
    expect(
      await bold.first().evaluate((el) => Number(getComputedStyle(el).fontWeight)),
    ).toBeGreaterThanOrEqual(700);
    await expect(detail.getByRole('list', { name: 'Contiene:' }).getByRole('listitem')).toHaveText([
      // EU Reg. 1169/2011 Annex II order.
      'Glutine',
      'Uova',
      'Latte',
      'Sesamo',
    ]);
  });

  await test.step('nutrition per 100 g, energy by the Annex XIV factors', async () => {
    const table = detail.getByRole('table');
    await expect(table.getByRole('row', { name: /Energia/ })).toContainText('1279 kJ / 303 kcal');
    await expect(table.getByRole('row', { name: /Grassi/ })).toContainText('6,9 g');
    // Rounded as the Commission's guidance says: 1 g from 10 g up.
    await expect(table.getByRole('row', { name: /Carboidrati/ })).toContainText('49 g');
    await expect(table.getByRole('row', { name: /Fibre/ })).toContainText('2,6 g');
    await expect(table.getByRole('row', { name: /Proteine/ })).toContainText('9,8 g');
    await expect(table.getByRole('row', { name: /Sale/ })).toContainText('1,1 g');
  });

  await test.step('preparation, storage, pairings, producer and the withdrawal note', async () => {
    await expect(detail.getByText(/Scaldate i bun in forno a 180°C/)).toBeVisible();
    await expect(
      detail.getByText(/Da consumarsi preferibilmente entro 6 giorni dal giorno di produzione/),
    ).toBeVisible();
    await expect(detail.getByText('Hamburger di Fassona piemontese')).toBeVisible();
    await expect(detail.getByTestId('producer')).toHaveText(
      'Prodotto e confezionato da Bottega del Bun S.r.l., Via Pastrengo 18, 10024 Moncalieri (TO).',
    );
    await expect(detail.getByTestId('withdrawal-note')).toContainText(
      'il diritto di recesso è escluso',
    );
  });

  await test.step('JSON-LD Product with the price in EUR and the availability', async () => {
    const product = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Bun Classico',
      offers: { price: '4.50', priceCurrency: 'EUR' },
    });
    expect((product?.offers as { availability: string }).availability).toMatch(
      /schema\.org\/(InStock|LimitedAvailability)/,
    );
  });

  await test.step('two packs to the cart', async () => {
    await detail.getByRole('button', { name: 'Aumenta la quantità di Bun Classico' }).click();
    await expect(detail.getByRole('textbox', { name: 'Quantità (confezioni)' })).toHaveValue('2');
    await detail.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect(page.getByText('Aggiunto al carrello')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
  });
});

/** Products made for one test, removed afterwards. */
async function createProducts(client: SupabaseClient, rows: Record<string, unknown>[]) {
  const { data, error } = await client
    .from('products')
    .insert(rows.map((row) => ({ ...completeProductInformation, ...row })))
    .select('id, slug');
  if (error) throw new Error(`insert products: ${error.message}`);
  return data as { id: string; slug: string }[];
}

test('stock warnings, pairings that link, and a real not-found', async ({
  page,
  serviceClient,
}) => {
  const suffix = uniqueSuffix();
  const base = {
    category: 'speciali',
    price: 5.2,
    allergens: ['glutine'],
    ingredients: 'Farina di grano tenero, acqua, sale.',
    // A product on sale always has its weight (EU 1169/2011, issue 27).
    weight_grams: 100,
  };
  const created = await createProducts(serviceClient, [
    {
      ...base,
      slug: `e2e-vetrina-pochi-${suffix}`,
      name: `E2E Vetrina Pochi ${suffix}`,
      stock_quantity: 3,
      perfect_pairings: ['Bun Classico', 'Senape al miele'],
    },
    {
      ...base,
      slug: `e2e-vetrina-finiti-${suffix}`,
      name: `E2E Vetrina Finiti ${suffix}`,
      stock_quantity: 0,
      // A bulk insert sends every key for every row (like PostgREST): no default kicks in.
      perfect_pairings: [],
    },
  ]);
  try {
    await test.step("fewer than 10 packs: 'Solo {n} disponibili'", async () => {
      await page.goto(`/products/e2e-vetrina-pochi-${suffix}`);
      await waitForApp(page);
      // The product itself, not the related products after it.
      const detail = page.getByTestId('product-detail');
      await expect(detail.getByTestId('stock-status')).toHaveText('Solo 3 disponibili');
      // 5,20 € for 4 bun of 100 g.
      await expect(detail.getByTestId('unit-prices')).toHaveText('1,30 € a bun · 13,00 €/kg');
      const pairing = detail.getByRole('link', { name: 'Bun Classico' });
      await expect(pairing).toHaveAttribute('href', '/products/bun-classico');
      await expect(detail.getByText('Senape al miele')).toBeVisible();
      await expect(detail.getByRole('link', { name: 'Senape al miele' })).toHaveCount(0);
    });

    await test.step("nothing left: 'Esaurito', no adding, OutOfStock", async () => {
      await page.goto(`/products/e2e-vetrina-finiti-${suffix}`);
      await waitForApp(page);
      const detail = page.getByTestId('product-detail');
      await expect(detail.getByTestId('stock-status')).toHaveText('Esaurito');
      await expect(detail.getByRole('button', { name: 'Esaurito' })).toBeDisabled();
      const product = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'Product');
      expect((product?.offers as { availability: string }).availability).toBe(
        'https://schema.org/OutOfStock',
      );
    });

    await test.step('an unknown slug', async () => {
      await page.goto('/products/pane-che-non-esiste');
      await waitForApp(page);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Prodotto non trovato' }),
      ).toBeVisible();
      await expect(page).toHaveTitle('Prodotto non trovato | Bottega del Bun');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page.getByRole('link', { name: 'Vedi tutti i prodotti' }).click();
      await expect(page).toHaveURL('/products');
    });
  } finally {
    await serviceClient
      .from('products')
      .delete()
      .in(
        'id',
        created.map((row) => row.id),
      );
  }
});

test('a product opened from the list shows its first screen, then its label; the next product starts afresh; back shows it whole', async ({
  page,
}) => {
  // Records whether the sections' one-frame placeholder was ever on the page (decision 017
  // item 28): a page reached by a link paints its first screen, then the rest.
  await page.addInitScript(() => {
    const seen = { pending: false };
    Object.assign(window, { sectionsSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="product-sections-pending"]')) seen.pending = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const placeholderSeen = () =>
    page.evaluate(
      () => (window as unknown as { sectionsSeen: { pending: boolean } }).sectionsSeen.pending,
    );
  const forgetPlaceholder = () =>
    page.evaluate(() => {
      (window as unknown as { sectionsSeen: { pending: boolean } }).sectionsSeen.pending = false;
    });
  await page.goto('/products');
  await waitForApp(page);
  const detail = page.getByTestId('product-detail');
  const nutrition = detail.getByRole('heading', { name: 'Valori nutrizionali per 100 g' });

  await page.locator('[data-slug="bun-classico"]').getByRole('link').click();
  await expect(detail.getByRole('heading', { level: 1, name: 'Bun Classico' })).toBeVisible();
  await expect(nutrition).toBeVisible();
  expect(await placeholderSeen()).toBe(true);

  // Three packs chosen here are not three packs of the next product.
  await detail.getByRole('button', { name: 'Aumenta la quantità di Bun Classico' }).click();
  await detail.getByRole('button', { name: 'Aumenta la quantità di Bun Classico' }).click();
  await expect(detail.getByRole('textbox', { name: 'Quantità (confezioni)' })).toHaveValue('3');
  const related = page.getByTestId('related-products').getByTestId('product-card').first();
  const relatedName = (await related.getByRole('heading').textContent()) ?? '';
  await related.getByRole('link').click();
  await expect(detail.getByRole('heading', { level: 1, name: relatedName })).toBeVisible();
  await expect(detail.getByRole('textbox', { name: 'Quantità (confezioni)' })).toHaveValue('1');
  await expect(nutrition).toBeVisible();

  // The way back restores a scroll position: the whole page is there from its first render.
  await forgetPlaceholder();
  await page.goBack();
  await expect(detail.getByRole('heading', { level: 1, name: 'Bun Classico' })).toBeVisible();
  await expect(nutrition).toBeVisible();
  expect(await placeholderSeen()).toBe(false);
});
