import { expect, test } from '../support/fixtures.ts';
import {
  holdBackApp,
  markTheServersElement,
  stillTheServersElement,
  storedConsent,
  waitForApp,
} from './shell-helpers.ts';

const bannerName = 'La tua privacy, le tue scelte';

test('the banner stays until a choice; the X means no consent and is remembered', async ({
  page,
}) => {
  await page.goto('/');
  // The app's own banner (the prerendered copy has its own test in this file).
  await waitForApp(page);
  const banner = page.getByRole('region', { name: bannerName });
  await expect(banner).toBeVisible();

  // Browsing on is not consent.
  await page.mouse.wheel(0, 800);
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Chi Siamo' })
    .click();
  await expect(page).toHaveURL('/about');
  await expect(banner).toBeVisible();
  expect(await storedConsent(page)).toBeNull();

  await banner.getByRole('button', { name: 'Chiudi: continua senza accettare' }).click();
  await expect(banner).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({
    method: 'dismissed',
    categories: { necessary: true, statistics: false, marketing: false },
  });

  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Chi Siamo' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('a first visit shows the banner before the app runs, the same banner the app then hydrates', async ({
  page,
}) => {
  const releaseApp = await holdBackApp(page);
  await page.goto('/products', { waitUntil: 'commit' });
  const banner = page.getByRole('region', { name: bannerName });
  await expect(banner).toBeVisible();
  const accept = banner.getByRole('button', { name: 'Accetta', exact: true });
  await markTheServersElement(accept);
  releaseApp();
  await waitForApp(page);
  expect(await stillTheServersElement(accept)).toBe(true);
  await accept.click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Prodotti' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await storedConsent(page)).toMatchObject({
    method: 'accepted-all',
    categories: { necessary: true, statistics: true, marketing: true },
  });
});

test('Rifiuta, Personalizza and Accetta are equally prominent', async ({ page }) => {
  await page.goto('/');
  // The app's own banner (the prerendered copy has its own test in this file).
  await waitForApp(page);
  const banner = page.getByRole('region', { name: bannerName });
  const looks = await Promise.all(
    ['Rifiuta', 'Personalizza', 'Accetta'].map(async (name) => {
      const button = banner.getByRole('button', { name, exact: true });
      const box = await button.boundingBox();
      const style = await button.evaluate((element) => {
        const computed = getComputedStyle(element);
        return [
          computed.backgroundColor,
          computed.color,
          computed.fontSize,
          computed.fontWeight,
          computed.borderWidth,
        ];
      });
      return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0), style };
    }),
  );
  expect(looks[1]).toEqual(looks[0]);
  expect(looks[2]).toEqual(looks[0]);
});

test('Accetta is remembered across reloads', async ({ page }) => {
  await page.goto('/');
  // The app's own banner (the prerendered copy has its own test in this file).
  await waitForApp(page);
  await page
    .getByRole('region', { name: bannerName })
    .getByRole('button', { name: 'Accetta', exact: true })
    .click();
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('region', { name: bannerName })).toHaveCount(0);
  const choice = await storedConsent(page);
  expect(choice).toMatchObject({
    method: 'accepted-all',
    categories: { statistics: true, marketing: true },
  });
  expect(typeof choice?.decidedAt).toBe('string');
  expect(typeof choice?.policyVersion).toBe('string');
});

test('Personalizza saves per-category choices; Preferenze cookie reopens them', async ({
  page,
}) => {
  await page.goto('/');
  // The app's own banner (the prerendered copy has its own test in this file).
  await waitForApp(page);
  const banner = page.getByRole('region', { name: bannerName });
  await banner.getByRole('button', { name: 'Personalizza' }).click();
  await expect(banner.getByRole('switch', { name: /Necessari/ })).toBeChecked();
  await expect(banner.getByRole('switch', { name: /Necessari/ })).toBeDisabled();
  await expect(banner.getByRole('switch', { name: /Statistiche/ })).not.toBeChecked();
  await expect(banner.getByRole('switch', { name: /Marketing/ })).not.toBeChecked();
  await banner.getByRole('switch', { name: /Statistiche/ }).click();
  await banner.getByRole('button', { name: 'Salva preferenze' }).click();
  await expect(banner).toBeHidden();

  await page.reload();
  await waitForApp(page);
  await expect(banner).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Preferenze cookie' }).click();
  await expect(banner).toBeVisible();
  await expect(banner).toBeFocused();
  await expect(banner.getByRole('switch', { name: /Statistiche/ })).toBeChecked();
  await expect(banner.getByRole('switch', { name: /Marketing/ })).not.toBeChecked();
  await banner.getByRole('button', { name: 'Rifiuta' }).click();
  expect(await storedConsent(page)).toMatchObject({
    method: 'rejected-all',
    categories: { statistics: false },
  });
});

test('the cookie policy page shows the choice and reopens the banner', async ({ page }) => {
  await page.goto('/cookie-policy');
  // The app's own banner (the prerendered copy has its own test in this file).
  await waitForApp(page);
  await page
    .getByRole('region', { name: bannerName })
    .getByRole('button', { name: 'Rifiuta' })
    .click();
  await expect(page.getByText(/Hai scelto: solo strumenti tecnici/)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Preferenze cookie' }).click();
  await expect(page.getByRole('region', { name: bannerName })).toBeVisible();
});
