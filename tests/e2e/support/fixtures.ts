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

export interface E2eFixtures {
  /** The client address the local stack sees for this test's browser context. */
  clientIp: string;
  /** supabase-js with the service role key: set up and check data behind the UI's back. */
  serviceClient: SupabaseClient;
  stackUrl: string;
}

export const test = base.extend<E2eFixtures>({
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
