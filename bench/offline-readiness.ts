import type { Browser } from '@playwright/test';
import { demoAccounts } from '../supabase/local/demo-accounts.ts';
import { READINESS_STORAGE_KEY } from '../src/offline/readiness/readiness-storage-keys.ts';
import { asSettledVisitor } from '../tests/e2e/storefront/storefront-helpers.ts';
import { emulateNetwork, SLOW_4G } from './network-emulation.ts';

export interface ReadinessMetrics {
  /** The connection the numbers were taken on. */
  network: string;
  /** From pressing 'Accedi' to the device saying "Pronto per l'uso offline". */
  signInToReadyMs: number;
  /** Bytes received over the network in that time, by the pages and the service worker. */
  receivedBytes: number;
  /** What the origin then holds on the device (Cache Storage, IndexedDB, localStorage). */
  storedBytes: number;
  /** The pictures kept for offline use. */
  pictures: number;
}

const restaurant = demoAccounts.find((account) => account.label === 'Ristorante')!;
const READY_WITHIN_MS = 240_000;

interface StoredReadiness {
  readiness: { state: string; pictures?: number; gaps?: unknown[] };
}

/**
 * Issue 20's number: a fresh tablet (1024×768) on a slow 4G connection signs in as the demo
 * restaurant and waits, pressing no button, until the device is ready for a day offline.
 */
export async function measureReadiness(
  browser: Browser,
  webUrl: string,
): Promise<ReadinessMetrics> {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    serviceWorkers: 'allow',
  });
  await asSettledVisitor(context);
  const network = await emulateNetwork(browser, SLOW_4G);
  try {
    const page = await context.newPage();
    await page.goto(`${webUrl}/login`);
    await page.getByLabel(/^Email/).fill(restaurant.email);
    await page.locator('input[type="password"]').fill(restaurant.password);
    const bytesBefore = network.receivedBytes();
    const started = Date.now();
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    const settled = await page.waitForFunction(
      (key) => {
        const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as StoredReadiness | null;
        const state = stored?.readiness.state;
        return state === 'ready' || state === 'incomplete' ? stored : undefined;
      },
      READINESS_STORAGE_KEY,
      { timeout: READY_WITHIN_MS, polling: 250 },
    );
    const signInToReadyMs = Date.now() - started;
    const { readiness } = (await settled.jsonValue()) as StoredReadiness;
    if (readiness.state !== 'ready') {
      throw new Error(`Il dispositivo non è pronto: ${JSON.stringify(readiness.gaps)}`);
    }
    const receivedBytes = network.receivedBytes() - bytesBefore;
    const storedBytes = await page.evaluate(
      async () => (await navigator.storage.estimate()).usage ?? 0,
    );
    return {
      network: 'slow 4G (150 ms, 1,6 Mbit/s)',
      signInToReadyMs,
      receivedBytes,
      storedBytes,
      pictures: readiness.pictures ?? 0,
    };
  } finally {
    await network.stop();
    await context.close();
  }
}
