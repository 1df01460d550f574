import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { CONSENT_KEY, returningVisitorConsent } from '../../unit/returning-visitor.ts';

/**
 * Starts the context as a returning visitor who already refused optional cookies, so the
 * banner does not cover pages tested for something else.
 */
export async function asReturningVisitor(context: BrowserContext): Promise<void> {
  const record = JSON.stringify(returningVisitorConsent(new Date()));
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [CONSENT_KEY, record] as const,
  );
}

/**
 * Holds back the app's entry script, so only the prerendered page is on screen until the
 * returned function lets it load.
 */
export async function holdBackApp(page: Page): Promise<() => void> {
  let releaseApp = () => undefined as void;
  const appMayLoad = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await appMayLoad;
    await route.continue();
  });
  return releaseApp;
}

/**
 * Waits until the app has rendered, or hydrated the prerendered page (decision 017): its first
 * commit's effects have run (`<html data-app="live">`, src/app/app.tsx).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
}

/**
 * Waits for the app and the sections it adds after the first screen, one per idle moment
 * (src/app/after-first-screen.tsx): the footer is the last of them.
 */
export async function waitForWholePage(page: Page): Promise<void> {
  await waitForApp(page);
  await page.getByRole('contentinfo').waitFor({ state: 'attached' });
}

/**
 * Waits until the service worker controls the page (src/sw.ts claims its clients once active).
 * An anonymous first visit registers it once the page has settled (10 s, then idle); anyone
 * signed in at once. Either way its install precaches every file of the app, and the first
 * install of a run also waits for the static server to compress each file once: on a loaded
 * 2-core machine that has taken more than 40 s.
 */
export async function waitForWorkerControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), {
      timeout: 60_000,
    })
    .toBe('activated');
}

/** The visitor's stored cookie choice, as the browser holds it. */
export async function storedConsent(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

/**
 * Marks the server's element before the app runs; `stillTheServersElement` says afterwards
 * whether React adopted it (hydrated) instead of drawing the page again.
 */
export async function markTheServersElement(element: Locator): Promise<void> {
  await element.evaluate((node) => Object.assign(node, { fromServer: true }));
}

export async function stillTheServersElement(element: Locator): Promise<boolean> {
  return element.evaluate((node) => 'fromServer' in node);
}
