import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { waitForApp } from '../shell/shell-helpers.ts';
import { asSettledVisitor } from './storefront-helpers.ts';

const UNAVAILABLE = 'Le nostre creazioni saranno disponibili a breve';

test.beforeEach(async ({ context }) => {
  await asSettledVisitor(context);
});

/** Brings 'Le Nostre Creazioni' on screen (the carousel's code loads as it comes near). */
async function scrollToCreations(page: Page) {
  await page.getByRole('heading', { name: 'Le Nostre Creazioni' }).scrollIntoViewIfNeeded();
}

/** Where the slides' track is: it moves when the carousel advances. */
function trackPosition(page: Page) {
  return page
    .getByTestId('creations-carousel')
    .locator('[role="group"]')
    .first()
    .evaluate(
      (slide) => new DOMMatrix(getComputedStyle(slide.parentElement as HTMLElement).transform).m41,
    );
}

test('the carousel shows the active creations in order, with arrows on a wide screen', async ({
  page,
  serviceClient,
}) => {
  const { data: expected } = await serviceClient
    .from('homepage_carousel')
    .select('title')
    .eq('is_active', true)
    .order('display_order');
  await page.goto('/');
  await waitForApp(page);
  await scrollToCreations(page);
  const carousel = page.getByTestId('creations-carousel');
  await expect(carousel.locator('figcaption h3')).toHaveText(
    (expected ?? []).map((row) => row.title as string),
  );
  // The seasonal slide is switched off in the seed and stays hidden.
  await expect(carousel.getByText('Edizione di Natale')).toHaveCount(0);
  await expect(carousel.getByRole('button', { name: 'Creazione successiva' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Creazione precedente' })).toBeVisible();

  const before = await trackPosition(page);
  await carousel.getByRole('button', { name: 'Creazione successiva' }).click();
  await expect.poll(() => trackPosition(page)).not.toBe(before);

  // Title and description appear on hover.
  const caption = carousel.locator('figcaption').first();
  await carousel.getByTestId('creation-slide').first().hover();
  await expect(caption).toHaveCSS('opacity', '1');
});

test('autoplay advances every 3 s, pauses on press and hidden page, resumes 5 s after', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await waitForApp(page);
  await scrollToCreations(page);
  const carousel = page.getByTestId('creations-carousel');
  await expect(carousel.getByTestId('creation-slide').first()).toBeVisible();
  // From here on the test moves time itself.
  await page.clock.pauseAt(Date.now() + 60_000);
  await expect(carousel).toHaveAttribute('data-autoplay', 'running');

  await test.step('advances after 3 s', async () => {
    const before = await trackPosition(page);
    await page.clock.runFor(3_000);
    await page.clock.runFor(1_000); // the scroll animation
    expect(await trackPosition(page)).not.toBe(before);
  });

  await test.step('a press stops it; it restarts 5 s after the release', async () => {
    // Press in the middle of the carousel: with looping, a given slide may sit off screen.
    await carousel.scrollIntoViewIfNeeded();
    const area = await carousel.boundingBox();
    const slideBox = await carousel.getByTestId('creation-slide').first().boundingBox();
    if (!area || !slideBox) throw new Error('carousel not laid out');
    await page.mouse.move(area.x + area.width / 2, slideBox.y + slideBox.height / 2);
    await page.mouse.down();
    await expect(carousel).toHaveAttribute('data-autoplay', 'stopped');
    const held = await trackPosition(page);
    await page.clock.runFor(10_000);
    // Held still (sub-pixel settling of the last animation aside).
    expect(await trackPosition(page)).toBeCloseTo(held, 0);
    await page.mouse.up();
    await page.clock.runFor(4_900);
    await expect(carousel).toHaveAttribute('data-autoplay', 'stopped');
    await page.clock.runFor(200);
    await expect(carousel).toHaveAttribute('data-autoplay', 'running');
  });

  await test.step('it stops while the page is hidden and restarts when shown', async () => {
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await expect(carousel).toHaveAttribute('data-autoplay', 'stopped');
    await page.clock.runFor(10_000);
    await expect(carousel).toHaveAttribute('data-autoplay', 'stopped');
    await setVisibility('visible');
    await expect(carousel).toHaveAttribute('data-autoplay', 'running');
  });

  await test.step('the pause button holds it until play is pressed', async () => {
    await carousel.getByRole('button', { name: 'Metti in pausa le creazioni' }).click();
    await page.clock.runFor(20_000);
    await expect(carousel).toHaveAttribute('data-autoplay', 'stopped');
    await carousel.getByRole('button', { name: 'Riprendi lo scorrimento delle creazioni' }).click();
    await expect(carousel).toHaveAttribute('data-autoplay', 'running');
  });
});

test('on a phone there are no arrows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForApp(page);
  await scrollToCreations(page);
  const carousel = page.getByTestId('creations-carousel');
  await expect(carousel.getByTestId('creation-slide').first()).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Creazione successiva' })).toHaveCount(0);
});

// The empty, failing and single-item cases change what the API answers for this page only:
// emptying the shared table would break the other tests running at the same time.
test.describe('what the API answers', () => {
  const carouselRead = '**/rest/v1/homepage_carousel?**';

  test('nothing: the spec’s message instead of the carousel', async ({ page }) => {
    await page.route(carouselRead, (route) => route.fulfill({ json: [] }));
    await page.goto('/');
    await waitForApp(page);
    await scrollToCreations(page);
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  });

  test('an error: four grey placeholders through the 3 retries, then the message', async ({
    page,
  }) => {
    let reads = 0;
    await page.route(carouselRead, (route: Route) => {
      reads += 1;
      return route.fulfill({ status: 500, json: { message: 'guasto' } });
    });
    await page.clock.install();
    await page.goto('/');
    await waitForApp(page);
    await scrollToCreations(page);
    const placeholders = page.getByTestId('creations-loading');
    await expect(placeholders.locator('[aria-hidden="true"]')).toHaveCount(4);
    // A second at a time: each retry is scheduled only once the previous answer has arrived
    // (real time), so one long jump of the fake clock could pass over the later retries.
    const unavailable = page.getByText(UNAVAILABLE);
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1_000);
          return unavailable.isVisible();
        },
        { timeout: 30_000, intervals: [250] },
      )
      .toBe(true);
    expect(reads).toBe(4);
  });

  test('one creation: no arrows and no autoplay', async ({ page, serviceClient }) => {
    const { data } = await serviceClient
      .from('homepage_carousel')
      .select('*')
      .eq('is_active', true)
      .order('display_order')
      .limit(1);
    await page.route(carouselRead, (route) => route.fulfill({ json: data ?? [] }));
    await page.goto('/');
    await waitForApp(page);
    await scrollToCreations(page);
    const carousel = page.getByTestId('creations-carousel');
    await expect(carousel.getByTestId('creation-slide')).toHaveCount(1);
    await expect(carousel).toHaveAttribute('data-autoplay', 'stopped');
    await expect(carousel.getByRole('button')).toHaveCount(0);
  });
});
