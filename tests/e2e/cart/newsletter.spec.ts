import type { Page } from '@playwright/test';
import { uniqueEmail } from '../../support/supabase-clients.ts';
import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import { seriousAxeViolations } from './cart-helpers.ts';

const FLAG_KEY = 'bottega-del-bun:newsletter-popup';
const DAY_MS = 24 * 60 * 60 * 1_000;

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
});

function popupOf(page: Page) {
  return page.getByRole('dialog', { name: 'Il forno nella tua casella di posta' });
}

async function storedFlag(page: Page): Promise<{ handled: boolean; expiresAt: string | null }> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), FLAG_KEY);
  return JSON.parse(raw ?? 'null') as { handled: boolean; expiresAt: string | null };
}

/** Loads the home page and lets 20 s of page time pass: the popup's moment has come and gone. */
async function homeAfter20Seconds(page: Page) {
  await page.goto('/');
  await waitForApp(page);
  await page.clock.runFor(20_000);
}

test('the popup opens 15 s after the home page loads; a duplicate is told so; then it stays away', async ({
  page,
  serviceClient,
}) => {
  const email = uniqueEmail('gia-iscritto');
  const { error } = await serviceClient
    .from('newsletter_subscribers')
    .insert({ email, privacy_accepted: true });
  expect(error).toBeNull();

  const installedAt = Date.now();
  await page.clock.install({ time: installedAt });
  await page.goto('/');
  await waitForApp(page);
  // The popup's timer started somewhere between installedAt and now (page time).
  const readyAt = await page.evaluate(() => Date.now());
  const popup = popupOf(page);

  await test.step('not before 15 s, then it opens', async () => {
    await page.clock.pauseAt(installedAt + 10_000);
    await page.clock.runFor(4_999);
    await expect(popup).toHaveCount(0);
    await page.clock.runFor(readyAt + 15_000 - (installedAt + 14_999));
    await page.clock.resume();
    await expect(popup).toBeVisible();
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
  });

  await test.step('an address already subscribed: the info toast, and the popup completes anyway', async () => {
    await popup.getByRole('textbox', { name: 'Indirizzo email' }).fill(email);
    await popup.getByRole('checkbox', { name: /Ho letto e accetto la privacy policy/ }).check();
    // The completed state lasts 1.5 s of page time: with the clock running, a slow assertion
    // could miss it. Page time now moves in 50 ms steps until both messages have been seen.
    // (Paused a second ahead: the running clock must not have passed that moment already.)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await popup.getByRole('button', { name: 'Iscriviti' }).click();
    const seen = { toast: false, thanks: false };
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        seen.toast ||= await page.getByText('Sei già iscritto alla newsletter!').isVisible();
        seen.thanks ||= await popup.getByText('Grazie!').isVisible();
        return seen;
      })
      .toEqual({ toast: true, thanks: true });
    await page.clock.runFor(1_500);
    await page.clock.resume();
    await expect(popup).toBeHidden();
    expect(await storedFlag(page)).toEqual({ handled: true, expiresAt: null });
  });

  await test.step('handled: no popup on the next visit', async () => {
    await homeAfter20Seconds(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(popup).toHaveCount(0);
  });
});

test('the home section subscribes; the popup closed with the X returns after 7 days', async ({
  page,
  serviceClient,
}) => {
  const email = uniqueEmail('newsletter');
  await page.clock.install();
  await page.goto('/');
  await waitForApp(page);
  const section = page.getByRole('region', { name: 'Resta in contatto con il forno' });

  await test.step('the section checks the address and the consent', async () => {
    await section.getByRole('button', { name: 'Iscriviti' }).click();
    await expect(section.getByText('Per favore inserisci un indirizzo email valido')).toBeVisible();
    await expect(section.getByText('Per favore accetta la privacy policy')).toBeVisible();
  });

  await test.step('a new address is subscribed', async () => {
    await section.getByRole('textbox', { name: 'Indirizzo email' }).fill(email);
    await section.getByRole('checkbox', { name: /Ho letto e accetto la privacy policy/ }).check();
    await section.getByRole('button', { name: 'Iscriviti' }).click();
    await expect(page.getByText('Grazie per esserti iscritto alla newsletter!')).toBeVisible();
    await expect(section.getByRole('textbox', { name: 'Indirizzo email' })).toHaveValue('');
    const { data } = await serviceClient
      .from('newsletter_subscribers')
      .select('email, privacy_accepted')
      .eq('email', email);
    expect(data).toEqual([{ email, privacy_accepted: true }]);
  });

  await test.step('closing the popup keeps it away for 7 days', async () => {
    // A visitor who has not subscribed from this browser.
    await page.evaluate((key) => localStorage.removeItem(key), FLAG_KEY);
    await homeAfter20Seconds(page);
    const popup = popupOf(page);
    await popup.getByRole('button', { name: 'Chiudi' }).click();
    await expect(popup).toBeHidden();
    const closedAt = await page.evaluate(() => Date.now());
    const flag = await storedFlag(page);
    expect(flag.handled).toBe(true);
    expect(Date.parse(flag.expiresAt ?? '') - closedAt).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(Date.parse(flag.expiresAt ?? '') - closedAt).toBeLessThanOrEqual(7 * DAY_MS);

    await homeAfter20Seconds(page);
    await expect(popup).toHaveCount(0);

    await page.clock.setSystemTime(closedAt + 7 * DAY_MS + 1_000);
    await homeAfter20Seconds(page);
    await expect(popup).toBeVisible();
  });
});
