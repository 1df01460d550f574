import { expect, test } from '../support/fixtures.ts';
import {
  asReturningVisitor,
  holdBackApp,
  markTheServersElement,
  stillTheServersElement,
  waitForApp,
  waitForWholePage,
} from './shell-helpers.ts';

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
});

test.describe('before any JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page already shows the header, menu and hero', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bun artigianali per i tuoi hamburger' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link'),
    ).toHaveCount(7);
    await expect(page.getByRole('link', { name: 'Scopri i prodotti' })).toHaveAttribute(
      'href',
      '/products',
    );
  });
});

test('while the app loads, a deep link shows its own prerendered page, live for everyone', async ({
  page,
}) => {
  const releaseApp = await holdBackApp(page);
  await page.goto('/privacy-policy', { waitUntil: 'commit' });
  await expect(page.locator('header.bdb-header')).toBeVisible();
  // Nothing is hidden from assistive technology while the app loads (decision 017).
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  // A returning visitor's choice is stored: no cookie banner, not even the prerendered one.
  await expect(page.getByRole('region', { name: 'La tua privacy, le tue scelte' })).toBeHidden();
  releaseApp();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('a page scrolled before the app went live stays there; the next opens at the top, back returns', async ({
  page,
}) => {
  const releaseApp = await holdBackApp(page);
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 600));
  releaseApp();
  await waitForWholePage(page);
  // The router's first render scrolled the opened page back to the top, under the finger.
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
  // Playwright would scroll the card into view: the visitor taps what is on screen.
  await page.evaluate(() =>
    document.querySelector<HTMLAnchorElement>('[data-slug="bun-classico"] a')?.click(),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Bun Classico' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Prodotti' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
});

test('the app adopts the prerendered page instead of drawing it again, and answers the first tap', async ({
  page,
}) => {
  const releaseApp = await holdBackApp(page);
  await page.goto('/products/bun-classico', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Bun Classico' });
  await expect(heading).toBeVisible();
  // A mark on the server's element: still there once the app runs if React hydrated it.
  await markTheServersElement(heading);
  releaseApp();
  await waitForApp(page);
  expect(await stillTheServersElement(heading)).toBe(true);
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a quantity typed before the app runs is the one a kept "Aggiungi al carrello" adds', async ({
  page,
}) => {
  const releaseApp = await holdBackApp(page);
  await page.goto('/products/bun-classico', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Quantità (confezioni)' }).fill('3');
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).first().click();
  releaseApp();
  await waitForApp(page);
  await expect(page.getByTestId('cart-count')).toHaveText('3');
});

test('a visitor with a cart gets the prerendered page adopted too, then their cart', async ({
  page,
}) => {
  await page.goto('/products/bun-classico');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const releaseApp = await holdBackApp(page);
  await page.goto('/cart', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Carrello' });
  await expect(heading).toBeVisible();
  await markTheServersElement(heading);
  releaseApp();
  await waitForApp(page);
  await expect(page.getByRole('list', { name: 'Prodotti nel carrello' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // Hydrated, not drawn again: the server's page knew no cart, and the header's badge waits
  // for the hydration to be over instead of making React discard the page.
  expect(await stillTheServersElement(heading)).toBe(true);
});

test('a button tapped before the app listens is answered once the app is live, never lost', async ({
  page,
}) => {
  const releaseApp = await holdBackApp(page);
  await page.goto('/products/bun-classico', { waitUntil: 'commit' });
  const addToCart = page.getByRole('button', { name: 'Aggiungi al carrello' }).first();
  await addToCart.click();
  // Kept, shown as pressed, and nothing else happened: no navigation, no count yet.
  await expect(addToCart).toHaveAttribute('data-tap-kept', '');
  await expect(page).toHaveURL(/\/products\/bun-classico$/);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  releaseApp();
  await waitForApp(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(addToCart).not.toHaveAttribute('data-tap-kept', '');
  // Once the app listens, a tap is the app's alone: one more, one more in the cart.
  await addToCart.click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});

test('what is typed into a prerendered form before the app runs is what the form sends', async ({
  page,
}) => {
  const releaseApp = await holdBackApp(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.getByLabel('Nome e cognome').fill('Mario Rossi');
  await page
    .getByLabel(/^Email/)
    .first()
    .fill('mario.rossi@example.com');
  await page.getByRole('combobox', { name: 'Argomento' }).selectOption({ index: 1 });
  await page
    .getByRole('textbox', { name: /^Messaggio/ })
    .fill('Consegnate a Chieri il sabato mattina? Ci servono 10 confezioni.');
  releaseApp();
  await waitForApp(page);
  // Still on screen once the app has drawn the form, and in its state: the send goes through.
  await expect(page.getByLabel('Nome e cognome')).toHaveValue('Mario Rossi');
  await page.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(page.getByText('Grazie, Mario Rossi!')).toBeVisible();
});

test('an address typed and the privacy box ticked before the app runs sign up to the newsletter', async ({
  page,
}) => {
  const releaseApp = await holdBackApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const newsletter = page.locator('form').filter({ has: page.getByLabel('Indirizzo email') });
  await newsletter.getByLabel('Indirizzo email').fill(`prima-app-${Date.now()}@example.com`);
  await newsletter.getByRole('checkbox').check();
  releaseApp();
  await waitForApp(page);
  await newsletter.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(page.getByText('Grazie per esserti iscritto alla newsletter!')).toBeVisible();
});

test('a search, a sort and a chip chosen on /products before the app runs are what it lists', async ({
  page,
  context,
}) => {
  const listedNames = (on: typeof page) =>
    on.getByTestId('product-card').getByRole('heading').allTextContents();
  const releaseApp = await holdBackApp(page);
  await page.goto('/products', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Cerca nel catalogo' });
  await search.fill('bun');
  await page.getByRole('combobox', { name: 'Ordina per' }).selectOption('price-asc');
  await page
    .getByRole('group', { name: 'Escludi allergeni' })
    .locator('label', { hasText: /^Sesamo$/ })
    .click();
  releaseApp();
  await waitForApp(page);
  // The address follows what is on screen, as after choosing it once the app ran…
  await expect(page).toHaveURL(/[?&]search=bun/);
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  await expect(page).toHaveURL(/[?&]excludeAllergens=[^&]*sesamo/);
  await expect(search).toHaveValue('bun');
  await expect(page.getByRole('checkbox', { name: 'Sesamo' })).toBeChecked();
  // …and so does the list: the one the same address shows when opened afresh.
  const sameAddress = await context.newPage();
  await sameAddress.goto(page.url());
  await expect(sameAddress.getByTestId('product-card').first()).toBeVisible();
  const expected = await listedNames(sameAddress);
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(() => listedNames(page)).toEqual(expected);
  await sameAddress.close();
});

test.describe('an address with a query the prerender did not see', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the list it asks for, never the unfiltered one', async ({ page }) => {
    const releaseApp = await holdBackApp(page);
    await page.goto('/products?search=brioche', { waitUntil: 'commit' });
    await expect(page.locator('header.bdb-header')).toBeVisible();
    // The prerendered catalogue is of every product: not shown for a search.
    await expect(page.getByTestId('product-card').first()).toBeHidden();
    releaseApp();
    await waitForApp(page);
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    for (const name of await cards.getByRole('heading').allTextContents())
      expect(name.toLowerCase()).toContain('brioche');
  });
});

test('the keyboard’s focus stays where it was when the app takes over', async ({ page }) => {
  const releaseApp = await holdBackApp(page);
  await page.goto('/products', { waitUntil: 'commit' });
  await expect(page.locator('#root > a.bdb-skip-link')).toBeAttached();
  await page.keyboard.press('Tab');
  releaseApp();
  await waitForApp(page);
  // The first stop: the skip link, the same element once hydrated.
  await expect(page.locator('#root > a.bdb-skip-link')).toBeFocused();
});

test('a product page opened from a link shows its prerendered name and picture before the app, where the app draws them', async ({
  page,
}) => {
  const name = 'Bun Classico';
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    const releaseApp = await holdBackApp(page);
    await page.goto('/products/bun-classico', { waitUntil: 'commit' });
    // The app's code is held back: what shows is the prerendered page (decision 017).
    const heading = page.locator('h1', { hasText: name });
    const picture = page.locator(`img[alt="${name}, foto 1 di 2"]`);
    await expect(heading).toBeVisible();
    await expect(page.locator('nav[aria-label="Percorso"]')).toContainText(name);
    await expect(picture).toBeVisible();
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    const early = { heading: await heading.boundingBox(), picture: await picture.boundingBox() };

    releaseApp();
    await waitForApp(page);
    await expect(page.getByTestId('product-detail')).toBeVisible();
    await expect(page.getByTestId('product-detail').getByText('€').first()).toBeVisible();
    const app = { heading: await heading.boundingBox(), picture: await picture.boundingBox() };
    for (const part of ['heading', 'picture'] as const) {
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        const moved = Math.abs((app[part]?.[side] ?? Infinity) - (early[part]?.[side] ?? 0));
        expect(moved, `${part} ${side} at ${viewport.width} px`).toBeLessThanOrEqual(1);
      }
    }
    await page.unrouteAll();
  }
});

test('the app hydrates the first paint without moving anything', async ({ context }) => {
  // Three pages, each until its last section is in: more than one journey's time on a busy CI.
  test.slow();
  await context.addInitScript(() => {
    const shifts: { value: number; at: number; moved: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        // What moved, for the failure message: the element and its box before and after.
        const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          const name = element ? `${element.tagName}.${element.className}` : 'text';
          return `${name} ${from.y}+${from.height} → ${to.y}+${to.height}`;
        });
        shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    // A page of its own per size, opened at that size: a page resized just before the next
    // load could lay out its first frame at the old width on a loaded machine, and the hero's
    // switch to the wide layout (its 64em media query) would count as a shift no visitor meets.
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    await page.goto('/');
    // The sections below the fold and the footer are added one per idle moment: none of them
    // may move what is on screen either.
    await waitForWholePage(page);
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: { value: number }[] }).layoutShifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `CLS at ${viewport.width} px: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
    await page.close();
  }
});

test("the first-paint styles use the theme's colours", async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const pairs = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const value = (name: string) => style.getPropertyValue(name).trim().toLowerCase();
    const pairs: Array<[string, string]> = [
      ['--bdb-crust-1', '--mantine-color-crust-1'],
      ['--bdb-crust-7', '--mantine-color-crust-7'],
      ['--bdb-crust-8', '--mantine-color-crust-8'],
      ['--bdb-crust-9', '--mantine-color-crust-9'],
      ['--bdb-sesame-5', '--mantine-color-sesame-5'],
      ['--bdb-flour', '--mantine-color-body'],
      ['--bdb-ink', '--mantine-color-text'],
      ['--bdb-muted-ink', '--mantine-color-dimmed'],
    ];
    return pairs.map(([shell, theme]) => [shell, value(shell), value(theme)] as const);
  });
  for (const [name, shellColour, themeColour] of pairs) expect(shellColour, name).toBe(themeColour);
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the promo ribbon stands still', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const animation = await page
      .locator('.bdb-ribbon__track')
      .evaluate((track) => getComputedStyle(track).animationName);
    expect(animation).toBe('none');
    await expect(page.getByRole('button', { name: 'Metti in pausa le promozioni' })).toBeHidden();
  });
});

test('the promo ribbon scrolls, pauses on hover and with its button', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const track = page.locator('.bdb-ribbon__track');
  const playState = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
  expect(await track.evaluate((element) => getComputedStyle(element).animationName)).not.toBe(
    'none',
  );
  // The pointer away from the ribbon: the browser may place it on the page's top edge.
  await page.mouse.move(600, 500);
  expect(await playState()).toBe('running');
  await page.locator('.bdb-ribbon').hover();
  expect(await playState()).toBe('paused');
  await page.mouse.move(600, 500);
  expect(await playState()).toBe('running');
  await page.getByRole('button', { name: 'Metti in pausa le promozioni' }).click();
  await page.mouse.move(600, 500);
  expect(await playState()).toBe('paused');
  await expect(
    page.getByRole('button', { name: 'Riprendi lo scorrimento delle promozioni' }),
  ).toBeVisible();
});
