import { expect, test } from '../support/fixtures.ts';
import { routeExpectations } from '../../unit/route-expectations.ts';
import { asReturningVisitor, waitForApp, waitForWorkerControl } from './shell-helpers.ts';

// The service worker is what makes the app work offline: allow it here (blocked by default).
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
});

/** The parts of the catalogue copied to IndexedDB so far (read without the app's code). */
function copiedSections(): Promise<string[]> {
  return new Promise((resolve) => {
    const opening = indexedDB.open('bottega-del-bun');
    opening.onerror = () => resolve([]);
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains('sectionStamps')) return resolve([]);
      const read = db.transaction('sectionStamps').objectStore('sectionStamps').getAllKeys();
      read.onsuccess = () => resolve(read.result.map(String));
      read.onerror = () => resolve([]);
    };
  });
}

/**
 * The offline core every device precaches (scripts/vite/shop-later-modules.ts, decision 009);
 * the other pages are kept once opened, the account pages once someone signs in, or all at once
 * by the preparation for an offline day.
 */
const corePage = /^\/(?:$|products|cart|business)/;

test('after the first visit the core opens offline, and after the download every route', async ({
  page,
  context,
}) => {
  // About forty full page loads from the worker's cache, each one compiling the app again.
  test.setTimeout(240_000);
  await page.goto('/');
  await waitForApp(page);
  await waitForWorkerControl(page);

  // The visit also copies the catalogue and the blog to IndexedDB in the background.
  await expect
    .poll(() => page.evaluate(copiedSections), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['products', 'blog']));

  // Pages that read rows (product, article) answer from the offline copy; only the guarded
  // admin area needs a connection (its session check and data are the server's).
  const routes = routeExpectations.filter((route) => route.needs !== 'admin');
  const opens = async (path: string, heading: string) => {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: heading, exact: true }),
      path,
    ).toBeVisible();
  };

  await context.setOffline(true);
  for (const { path, heading } of routes) {
    // A page outside the core, never opened, says so instead of failing.
    await opens(path, corePage.test(path) ? heading : 'Pagina non disponibile offline');
  }
  const later = routes.filter((route) => !corePage.test(route.path));
  // Back online, such a page opens by itself.
  const stillOpen = later[later.length - 1]!;
  await page.goto(stillOpen.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Pagina non disponibile offline',
  );
  await context.setOffline(false);
  await expect(
    page.getByRole('heading', { level: 1, name: stillOpen.heading, exact: true }),
  ).toBeVisible({ timeout: 15_000 });

  await page.goto('/business');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Scarica il catalogo per l’uso offline' }).click();
  await expect(page.getByTestId('offline-readiness')).toContainText(/Pronto per l’uso offline/, {
    timeout: 60_000,
  });

  await context.setOffline(true);
  for (const { path, heading } of later) await opens(path, heading);
  await context.setOffline(false);
});
