import { test as base, expect, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createNodeClient } from '../../support/supabase-clients.ts';
import { runningStackUrl } from './e2e-env.ts';

let ipCounter = 0;

/** A loopback address of its own for each browser context: per-IP rate limits stay per "person". */
function nextClientIp(workerIndex: number): string {
  ipCounter += 1;
  return `127.${10 + workerIndex}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export interface E2eFixtures {
  /** The client address the local stack sees for this test's browser context. */
  clientIp: string;
  /** supabase-js with the service role key: set up and check data behind the UI's back. */
  serviceClient: SupabaseClient;
  stackUrl: string;
}

/**
 * Waits, for a while, for the app to be live on the document just opened (`<html
 * data-app="live">`, src/app/app.tsx). A prerendered page is on screen before the app has
 * hydrated it (decision 017), and a tap on it before then is not seen by anyone: the journeys
 * start from the live app, as a visitor's taps do from a second or so after the first paint.
 * A page whose app never starts (an error screen, a page offline without the worker) goes on
 * after the wait: its test's own checks decide.
 */
async function appLive(page: Page): Promise<void> {
  await page
    .locator('html[data-app="live"]')
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(() => undefined);
}

export const test = base.extend<E2eFixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await appLive(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await appLive(page);
        return response;
      };
    }
    await use(page);
  },
  // Playwright fixtures must destructure their dependencies; these two have none.
  // eslint-disable-next-line no-empty-pattern
  clientIp: async ({}, use, testInfo) => {
    await use(nextClientIp(testInfo.workerIndex));
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'x-forwarded-for': clientIp });
  },
  // eslint-disable-next-line no-empty-pattern
  stackUrl: async ({}, use) => {
    await use(runningStackUrl());
  },
  serviceClient: async ({ stackUrl }, use) => {
    await use(createNodeClient(stackUrl, process.env.E2E_SERVICE_ROLE_KEY ?? ''));
  },
});

export { expect };
