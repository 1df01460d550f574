import { test as base, expect } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createNodeClient } from '../../support/supabase-clients.ts';
import { runningStackUrl } from './e2e-env.ts';

let ipCounter = 0;

/** A loopback address of its own for each browser context: per-IP rate limits stay per "person". */
function nextClientIp(workerIndex: number): string {
  ipCounter += 1;
  return `127.${10 + workerIndex}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export interface E2eOptions {
  /**
   * Whether the visitor touches each page as soon as it is there (true by default). A
   * prerendered page starts its app at the visitor's first touch (decision 014, item 10); the
   * journeys start from a live app, as a visitor's do once they tap. The spec of the lazy start
   * itself turns this off.
   */
  touchesPageAtOnce: boolean;
}

export interface E2eFixtures {
  /** The client address the local stack sees for this test's browser context. */
  clientIp: string;
  /** supabase-js with the service role key: set up and check data behind the UI's back. */
  serviceClient: SupabaseClient;
  stackUrl: string;
}

export const test = base.extend<E2eFixtures & E2eOptions>({
  touchesPageAtOnce: [true, { option: true }],
  context: async ({ context, touchesPageAtOnce }, use) => {
    if (touchesPageAtOnce) {
      // A mouse over the page as its content arrives: the loader's first touch.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          window.dispatchEvent(new PointerEvent('pointermove', { pointerType: 'mouse' }));
        });
      });
    }
    await use(context);
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
