import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { distDir } from '../../../scripts/lib/build-app.ts';
import { startStaticServer } from '../../../scripts/lib/static-server.ts';
import { waitForApp } from '../shell/shell-helpers.ts';
import { asSettledVisitor } from '../storefront/storefront-helpers.ts';
import { expect, test } from '../support/fixtures.ts';

test.use({ serviceWorkers: 'allow' });

/** The registration's workers, by state, as the browser reports them. */
function workerStates(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      controlled: navigator.serviceWorker.controller !== null,
      waiting: registration?.waiting != null,
    };
  });
}

test('a new deploy is announced and the visitor switches to it with one click', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // A deploy of its own: a copy of the build on its own port, so the other tests' site stays.
  const site = mkdtempSync(join(tmpdir(), 'bdb-deploy-'));
  cpSync(distDir, site, { recursive: true });
  const web = await startStaticServer({ dir: site, port: 0 });
  try {
    await asSettledVisitor(context);
    await page.goto(`${web.url}/`);
    await waitForApp(page);
    // The first install fetches the whole precache from a server that compresses each file on
    // its first request: slow on a busy machine.
    await expect
      .poll(async () => (await workerStates(page)).controlled, { timeout: 60_000 })
      .toBe(true);
    const prompt = page.getByRole('region', { name: 'Nuova versione disponibile' });
    await expect(prompt).toHaveCount(0);

    // A new build changes the worker's script (its precache list); the server now serves it.
    appendFileSync(join(site, 'sw.js'), `\n// nuova versione ${Date.now()}\n`);
    // The browser looks for a new worker on every navigation (and the app every hour).
    await page.reload();
    await waitForApp(page);
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    expect(await workerStates(page)).toEqual({ controlled: true, waiting: true });

    // 'Ricarica': the waiting worker takes over and the page reloads under it, once.
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Ricarica' }).click();
    await reloaded;
    await waitForApp(page);
    await expect(prompt).toHaveCount(0);
    expect(await workerStates(page)).toEqual({ controlled: true, waiting: false });
  } finally {
    await web.stop();
    rmSync(site, { recursive: true, force: true });
  }
});
