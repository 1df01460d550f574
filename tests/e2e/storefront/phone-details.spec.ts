import type { Locator, Page } from '@playwright/test';
import { withoutNewsletterPopup } from '../cart/cart-helpers.ts';
import { waitForApp, waitForWholePage } from '../shell/shell-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { asSettledVisitor } from './storefront-helpers.ts';

// Issue 28: what a buyer on a phone notices (390×844, touch).

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ context }) => {
  await asSettledVisitor(context);
  await withoutNewsletterPopup(context);
});

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'a visible element').not.toBeNull();
  return found!;
}

/**
 * Scrolls `target` into view as a finger would bring it, and checks that neither the chat
 * button nor a product page's sticky purchase bar covers it.
 */
async function expectClearOfChatButton(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const bubble = page.getByRole('button', { name: 'Apri la chat con l’assistente' });
  const targetBox = await box(target);
  expect(overlaps(targetBox, await box(bubble)), 'under the chat button').toBe(false);
  const bar = page.getByTestId('sticky-purchase-bar');
  if (await bar.isVisible()) {
    expect(overlaps(targetBox, await box(bar)), 'under the purchase bar').toBe(false);
    // The chat button moves up above the bar as it appears (a 150 ms transition).
    await expect
      .poll(async () => overlaps(await box(bubble), await box(bar)), {
        message: 'chat button over the bar',
      })
      .toBe(false);
  }
}

test('the hero has its picture on a phone too: blurred first, the image after 500 ms', async ({
  page,
}) => {
  // The app draws the hero itself: home reached from another page (the prerendered home page
  // fades it in by CSS, home.spec.ts).
  await page.goto('/about');
  await waitForApp(page);
  const start = new Date('2026-11-23T09:00:00+01:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.getByRole('link', { name: 'Bottega del Bun, vai alla home' }).click();
  const picture = page.getByTestId('hero-image');
  await expect(page.locator('.bdb-hero__placeholder')).toBeVisible();
  await expect(picture).not.toHaveAttribute('data-visible');
  await page.clock.runFor(500);
  await expect(picture).toHaveAttribute('data-visible', 'true');
  await expect(picture).toBeInViewport();
  // The headline and both buttons stay in the first screen.
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Crea il tuo Bundle' }).first()).toBeInViewport();
});

test('the home page calls the process by its whole name', async ({ page }) => {
  await page.goto('/');
  await waitForWholePage(page);
  const cta = page.getByRole('link', { name: 'SCOPRI IL NOSTRO PROCESSO ARTIGIANALE' });
  await cta.scrollIntoViewIfNeeded();
  // Not cut by an ellipsis or a hidden overflow: the label fits inside its button.
  const label = cta.locator('.mantine-Button-label');
  const fits = await label.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
  expect(fits).toBe(true);
  expect((await box(cta)).width).toBeLessThanOrEqual(390);
});

test('the chat header: the minimise and close buttons sit clear of the title and subtitle', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Apri la chat con l’assistente' }).click();
  const chat = page.getByRole('region', { name: 'Chat con l’assistente' });
  const texts = [
    chat.getByRole('heading', { level: 2 }),
    chat.getByText('Risposte rapide su bun, ordini e consegne'),
  ];
  for (const button of ['Riduci la chat', 'Chiudi la chat']) {
    const buttonBox = await box(chat.getByRole('button', { name: button }));
    for (const text of texts) expect(overlaps(buttonBox, await box(text)), button).toBe(false);
  }
});

test('the chat button never covers the nutrition table’s last row or the cart total', async ({
  page,
}) => {
  await page.goto('/products/bun-classico');
  await waitForWholePage(page);
  const saltRow = page.getByRole('row', { name: /^Sale/ });
  await expectClearOfChatButton(page, saltRow);

  await page.getByRole('button', { name: 'Aggiungi al carrello' }).first().click();
  await page.goto('/cart');
  await waitForApp(page);
  await expectClearOfChatButton(page, page.getByTestId('cart-total'));

  // At the very end of a page nothing is left under it either.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastLine = page.locator('footer').getByText(/^© \d{4}/);
  await expectClearOfChatButton(page, lastLine);
});

test('a product page: the purchase bar follows once the button scrolls away; related products', async ({
  page,
}) => {
  await page.goto('/products/bun-classico');
  await waitForWholePage(page);
  const bar = page.getByTestId('sticky-purchase-bar');
  await expect(bar).toBeHidden();
  const related = page.getByTestId('related-products');
  await related.scrollIntoViewIfNeeded();
  await expect(related.getByRole('heading', { name: 'Abbinalo con…' })).toBeVisible();
  await expect(related.getByTestId('product-card')).toHaveCount(4);
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(page.getByRole('link', { name: /^Carrello, 1 articolo$/ })).toBeVisible();
});

test('a search brings the first result into the first screen', async ({ page }) => {
  await page.goto('/products?search=patat');
  await waitForApp(page);
  const first = page.getByTestId('product-card').first();
  await expect(first).toBeVisible();
  const { y } = await box(first);
  expect(y, 'the first result starts within the first screen').toBeLessThan(844 - 120);
  // The bundle offer is still there, after the results.
  await expect(page.getByText('Crea il tuo Bundle').first()).toBeAttached();
});

test('toasts: F8 moves the focus to them, a 50 px swipe dismisses one, 5 s away from home', async ({
  page,
}) => {
  await page.goto('/products/bun-classico');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).first().click();
  const region = page.getByRole('region', { name: 'Notifiche (F8)' });
  const toast = region.getByRole('alert').first();
  await expect(toast).toBeVisible();
  await page.keyboard.press('F8');
  await expect(region).toBeFocused();

  const start = await box(toast);
  const at = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
  await toast.evaluate((element, point) => {
    const fire = (type: string, dx: number) =>
      element.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          pointerType: 'touch',
          isPrimary: true,
          clientX: point.x + dx,
          clientY: point.y,
        }),
      );
    fire('pointerdown', 0);
    fire('pointermove', 30);
    fire('pointerup', 60);
  }, at);
  await expect(region.getByRole('alert')).toHaveCount(0);
});
