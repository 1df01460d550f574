import { parseRouteFilesMap, routeFilesFor } from '../../../src/lib/route-files/route-files-map.ts';
import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from './shell-helpers.ts';

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
});

test.describe('desktop main menu', () => {
  test('highlights the current page and scrolls to the top on every route change', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await waitForApp(page);
    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await menu.getByRole('link', { name: 'Il Nostro Processo' }).click({ force: true });
    await expect(page).toHaveURL('/process');
    await expect(menu.getByRole('link', { name: 'Il Nostro Processo' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('a first visit asks for all of the next page’s code as the pointer rests on its link', async ({
  page,
}) => {
  // No service worker here (the suite blocks it): the files come over the network, where the
  // route's chain of imports would be one round trip per level (decision 017 item 34).
  const map = parseRouteFilesMap(await (await page.request.get('/route-files.json')).json());
  expect(map).not.toBeNull();
  await page.goto('/privacy-policy');
  await waitForApp(page);
  const requestedPaths = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
  const before = new Set(await requestedPaths());
  const processCode = routeFilesFor(map!, '/process').filter(
    (file) => file.endsWith('.js') && !before.has(file),
  );
  expect(processCode.length).toBeGreaterThan(0);
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Il Nostro Processo' })
    .hover();
  // Asked for together by the page (the router's own preload would find them level by level,
  // without these tags).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      ),
    )
    .toEqual(expect.arrayContaining(processCode));
  // The page carries the cart's files beyond its own, so a tap on the cart asks for them without
  // reading the map first (scripts/prerender/route-files.ts).
  const carried = await page.evaluate(() => {
    const modules = JSON.parse(document.getElementById('bdb-app-modules')!.textContent!) as {
      routeFiles: string[];
      nextRoutes: unknown;
    };
    return { own: modules.routeFiles, next: modules.nextRoutes };
  });
  const nextRoutes = parseRouteFilesMap(carried.next);
  expect(nextRoutes).not.toBeNull();
  expect([...routeFilesFor(nextRoutes!, '/cart'), ...carried.own]).toEqual(
    expect.arrayContaining(routeFilesFor(map!, '/cart')),
  );
});

test.describe('breadcrumb', () => {
  const cases: Array<[string, string[]]> = [
    ['/products', ['Home', 'Prodotti']],
    ['/about', ['Home', 'Chi Siamo']],
    ['/contact', ['Home', 'Contatti']],
    ['/business', ['Home', 'Per Ristoratori']],
    ['/cart', ['Home', 'Carrello']],
    ['/products/bun-carbone-vegetale', ['Home', 'Prodotti', 'Bun Nero al Carbone Vegetale']],
  ];
  for (const [path, labels] of cases) {
    test(`${path}: ${labels.join(' › ')}`, async ({ page }) => {
      await page.goto(path);
      const trail = page.getByRole('navigation', { name: 'Percorso' });
      await expect(trail.getByRole('listitem')).toHaveText(labels);
      await expect(trail.locator('[aria-current="page"]')).toHaveText([labels.at(-1) ?? '']);
    });
  }

  test('is not on the home page, and its links navigate', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('navigation', { name: 'Percorso' })).toHaveCount(0);
    await page.goto('/products/bun-classico');
    await page
      .getByRole('navigation', { name: 'Percorso' })
      .getByRole('link', { name: 'Prodotti' })
      .click();
    await expect(page).toHaveURL('/products');
  });
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from the burger, navigates and closes on a choice', async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page);
    await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeHidden();
    await page.getByRole('button', { name: 'Apri menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Esplora il gusto dei nostri panini')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chiudi menu' }).first()).toBeAttached();
    await expect(drawer.getByRole('navigation', { name: 'Naviga' }).getByRole('link')).toHaveText([
      'Home',
      'Prodotti',
      'Il Nostro Processo',
    ]);
    await expect(
      drawer.getByRole('navigation', { name: 'Scopri di più' }).getByRole('link'),
    ).toHaveText(['Chi Siamo', 'Blog', 'Per Ristoratori', 'Contatti']);
    await expect(drawer.getByRole('link', { name: 'Chi Siamo' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // 80 % of a 390 px viewport.
    const box = await page.locator('#menu-mobile').boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBeCloseTo(312, 0);

    await drawer.getByRole('link', { name: 'Per Ristoratori' }).click();
    await expect(page).toHaveURL('/business');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Apri menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('closes with its close button and with Escape', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Apri menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'Chiudi menu' }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Apri menu' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Apri menu' })).toBeFocused();
  });

  test('offers Login and Registrati to anonymous visitors', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Apri menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Registrati' }).click();
    await expect(page).toHaveURL('/register');
    await expect(drawer).toBeHidden();
  });
});

test.describe('drawer on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('is 320 px wide on wider screens', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Apri menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect((await page.locator('#menu-mobile').boundingBox())?.width).toBeCloseTo(320, 0);
  });
});

test.describe('footer', () => {
  test('social links open in a new tab with a delayed tooltip', async ({ page }) => {
    await page.clock.install();
    await page.goto('/contact');
    await waitForApp(page);
    const instagram = page.getByRole('link', { name: 'Instagram (si apre in una nuova scheda)' });
    const facebook = page.getByRole('link', { name: 'Facebook (si apre in una nuova scheda)' });
    await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/bottegadelbun');
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');

    // The page's clock is stopped and moved by hand: a busy test machine cannot stretch the
    // 700 ms delay or the 300 ms skip window.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1_000);
    const instagramTip = page.getByRole('tooltip', { name: 'Seguici su Instagram' });
    const facebookTip = page.getByRole('tooltip', { name: 'Seguici su Facebook' });
    await instagram.hover();
    await page.clock.runFor(650);
    await expect(instagramTip).toBeHidden();
    await page.clock.runFor(100);
    await expect(instagramTip).toBeVisible();
    // The neighbour, reached within the skip window, opens without the delay.
    await facebook.hover();
    await page.clock.runFor(50);
    await expect(facebookTip).toBeVisible();
    await expect(
      page.getByRole('tooltip', { name: 'Seguici su Instagram', includeHidden: true }),
    ).toBeHidden();
  });

  test("'Torna su' brings the page back to the top", async ({ page }) => {
    await page.goto('/terms-of-service');
    const toTop = page.getByRole('button', { name: 'Torna su' });
    await toTop.scrollIntoViewIfNeeded();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
