import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { holdBackApp, waitForApp } from '../shell/shell-helpers.ts';
import { asSettledVisitor, signInFreshCustomer } from './storefront-helpers.ts';

test.beforeEach(async ({ context }) => {
  await asSettledVisitor(context);
});

/** The page's section headings (h2 in main), top to bottom. */
async function sectionHeadings(page: Page) {
  return page.getByRole('main').locator('h2').allTextContents();
}

test('the home page shows every section in the spec’s order, with its texts', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);

  await test.step('title and description', async () => {
    await expect(page).toHaveTitle(
      'Bottega del Bun · Bun artigianali per hamburger, vicino a Torino',
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Bun per hamburger impastati e formati a mano/,
    );
  });

  await test.step('hero: headline, quiz and bundle buttons, social icons', async () => {
    const hero = page.locator('section.bdb-hero');
    await expect(
      hero.getByRole('heading', { level: 1, name: 'Bun artigianali per i tuoi hamburger' }),
    ).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Quale Bun fa per te?' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Crea il tuo Bundle' })).toBeVisible();
    const socials = hero.getByRole('list', { name: 'Seguici sui social' }).getByRole('link');
    await expect(socials).toHaveCount(6);
    await expect(socials.first()).toHaveAttribute('target', '_blank');
  });

  await test.step('the sections come in order, the promo block last for a visitor', async () => {
    await page.getByRole('heading', { name: 'Le Nostre Creazioni' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('home-promo')).toBeVisible();
    const headings = await sectionHeadings(page);
    const order = [
      'I nostri bun',
      'Il pane giusto per il tuo locale',
      'Il Nostro Processo di Creazione',
      'Le Nostre Creazioni',
      'Crea il tuo account e ordina in un attimo',
    ].map((title) => headings.indexOf(title));
    expect(
      order.every((index) => index >= 0),
      headings.join(' | '),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The newsletter section sits between the carousel and the promo block.
    const newsletter = page.locator('section', {
      has: page.getByRole('textbox', { name: /email/i }),
    });
    await expect(newsletter.first()).toBeVisible();
    const [carouselY, newsletterY, promoY] = await Promise.all([
      page
        .getByRole('heading', { name: 'Le Nostre Creazioni' })
        .evaluate((el) => el.getBoundingClientRect().top),
      newsletter.first().evaluate((el) => el.getBoundingClientRect().top),
      page.getByTestId('home-promo').evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(carouselY).toBeLessThan(newsletterY);
    expect(newsletterY).toBeLessThan(promoY);
  });

  await test.step("'I nostri bun' lists the bestsellers of the catalogue", async () => {
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'I nostri bun' }),
    });
    const names = section.getByTestId('product-card').getByRole('heading');
    await expect(names).toHaveText(['Brioche Bun al Burro', 'Bun Classico', 'Bun di Patate']);
    await expect(section.getByText('4,50 €')).toBeVisible();
    await expect(section.getByRole('link', { name: 'Vedi tutti i prodotti' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  await test.step('the business section leads to /business', async () => {
    await expect(
      page.getByRole('link', { name: /Scopri l.offerta per ristoratori/ }),
    ).toHaveAttribute('href', '/business');
  });

  await test.step('the process: four steps with the spec’s figures and the button', async () => {
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'Il Nostro Processo di Creazione' }),
    });
    const timeline = section.getByTestId('process-timeline');
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText([
      'Selezione degli ingredienti',
      'Impasto e lievitazione',
      'Formatura a mano',
      'Cottura',
    ]);
    await expect(timeline.locator('dd')).toHaveText([
      '85%',
      '100%',
      '18+ ore',
      '24°C',
      '80 g',
      '99%',
      '230°C',
      '12 min',
    ]);
    await expect(section.getByTestId('video-teaser').locator('video')).toHaveCount(0);
    await section.getByRole('link', { name: 'SCOPRI IL NOSTRO PROCESSO ARTIGIANALE' }).click();
    await expect(page).toHaveURL('/process');
    await expect(page.getByRole('heading', { level: 1, name: 'Il Nostro Processo' })).toBeVisible();
  });
});

test('the hero swaps its blurred placeholder for the picture after 500 ms', async ({ page }) => {
  // The app draws the hero itself: home reached from another page (on the prerendered home
  // page a CSS animation does it, the next test).
  await page.goto('/about');
  await waitForApp(page);
  // Time stands still from here on: the test decides when 500 ms have passed.
  const start = new Date('2026-11-23T09:00:00+01:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Home' })
    .click();
  const picture = page.getByTestId('hero-image');
  await expect(page.locator('.bdb-hero__placeholder')).toBeVisible();
  await expect(picture).not.toHaveAttribute('data-visible');
  await page.clock.runFor(499);
  await expect(picture).not.toHaveAttribute('data-visible');
  await page.clock.runFor(1);
  await expect(picture).toHaveAttribute('data-visible', 'true');
  // The decorative burger background is there on a wide screen without reduced motion.
  await expect(page.getByTestId('hero-backdrop')).toBeAttached();
});

test('the prerendered home page fades the picture in after the same 500 ms, through the hydration', async ({
  page,
}) => {
  const releaseApp = await holdBackApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const picture = page.getByTestId('hero-image');
  // The fade is the page's own CSS: 700 ms, once 500 ms have passed (spec §9).
  const fade = await picture.evaluate((image) =>
    image.getAnimations().map((animation) => {
      const timing = animation.effect?.getTiming();
      return { delay: timing?.delay, duration: timing?.duration };
    }),
  );
  expect(fade).toEqual([{ delay: 500, duration: 700 }]);
  await expect.poll(() => picture.evaluate((image) => getComputedStyle(image).opacity)).toBe('1');
  // The app adopts the picture as it is: shown, not hidden and faded in again.
  releaseApp();
  await waitForApp(page);
  await expect(picture).toHaveAttribute('data-visible', 'true');
  expect(await picture.evaluate((image) => getComputedStyle(image).opacity)).toBe('1');
});

test.describe('the decorative background is left out', () => {
  test('on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Quale Bun fa per te?' })).toBeVisible();
    await expect(page.getByTestId('hero-backdrop')).toHaveCount(0);
    // Phones get step cards with a dot selector instead of the timeline.
    await page.getByTestId('process-cards').scrollIntoViewIfNeeded();
    await expect(
      page.getByRole('list', { name: 'Scegli un passo' }).getByRole('button'),
    ).toHaveCount(4);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('on a desktop', async ({ page }) => {
      await page.goto('/');
      await waitForApp(page);
      await expect(page.getByTestId('hero-image')).toBeAttached();
      await expect(page.getByTestId('hero-backdrop')).toHaveCount(0);
    });
  });
});

test('the hero buttons open the quiz and the bundle builder', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Quale Bun fa per te?' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page
    .locator('section.bdb-hero')
    .getByRole('button', { name: 'Crea il tuo Bundle' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Crea il tuo Bundle' })).toBeVisible();
});

test('a signed-in customer does not see the promotional block', async ({
  page,
  context,
  serviceClient,
  stackUrl,
  clientIp,
}) => {
  await signInFreshCustomer(context, {
    serviceClient,
    stackUrl,
    anonKey: process.env.E2E_ANON_KEY ?? '',
    clientIp,
  });
  await page.goto('/');
  await waitForApp(page);
  // The header's Logout button shows the session has been read (not merely loading).
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.getByRole('heading', { name: 'Le Nostre Creazioni' }).scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('heading', { name: 'Il Nostro Processo di Creazione' }),
  ).toBeVisible();
  await expect(page.getByTestId('home-promo')).toHaveCount(0);
});
