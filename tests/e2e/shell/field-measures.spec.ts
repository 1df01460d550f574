import type { Page } from '@playwright/test';
import { signInAdminAt, uniqueTag } from '../admin/content-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForApp } from './shell-helpers.ts';

// What real visitors meet (issue 38, decision 017): the page's measures leave with the page,
// only with the visitor's consent to statistics, into field_measures, and the console shows
// their 75th percentile per page and day.

const bannerName = 'La tua privacy, le tue scelte';

/** Waits until the page measures itself (src/app/field-measures/report-field-measures.ts). */
async function measuring(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('bdb:field-measures').length))
    .toBe(1);
}

/** What the browser does when the visitor switches tab or app: the page is hidden. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

interface SentMeasure {
  route: string;
  metric: string;
  value: number;
}

test('with consent to statistics the page sends its measures as it is hidden', async ({
  page,
  serviceClient,
}) => {
  await page.goto('/products');
  await page
    .getByRole('region', { name: bannerName })
    .getByRole('button', { name: 'Accetta', exact: true })
    .click();
  await measuring(page);
  // The browser hands the tap's Event Timing entry over after the next frame is presented: on a
  // loaded machine that came after the page was hidden, and no code of the page can send an
  // entry the browser has not made yet.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('first-input').length))
    .toBe(1);
  const sent = page.waitForRequest(
    (request) => request.url().includes('/rest/v1/field_measures') && request.method() === 'POST',
  );
  await hidePage(page);
  const measures = (await sent).postDataJSON() as SentMeasure[];
  const metrics = measures.map((measure) => measure.metric);
  // The first tap (the banner's Accetta), the largest paint and the layout shift.
  expect(metrics).toEqual(expect.arrayContaining(['first-tap', 'LCP', 'CLS']));
  expect(new Set(measures.map((measure) => measure.route))).toEqual(new Set(['/products']));
  const lcp = measures.find((measure) => measure.metric === 'LCP');
  // Stored: an admin reads what this visit sent.
  await expect
    .poll(async () => {
      const { data } = await serviceClient
        .from('field_measures')
        .select('id')
        .eq('route', '/products')
        .eq('metric', 'LCP')
        .eq('value', lcp?.value ?? -1);
      return data?.length ?? 0;
    })
    .toBeGreaterThan(0);
});

test('without consent to statistics nothing is sent', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/field_measures')) requests.push(request.url());
  });
  await page.goto('/products');
  await page
    .getByRole('region', { name: bannerName })
    .getByRole('button', { name: 'Rifiuta', exact: true })
    .click();
  await measuring(page);
  await hidePage(page);
  // The page then leaves altogether: nothing either.
  await page.goto('/about');
  await waitForApp(page);
  expect(requests).toEqual([]);
});

test('the console shows the 75th percentile per page and day', async ({
  page,
  context,
  serviceClient,
}) => {
  const route = `/e2e-misure-${uniqueTag()}`;
  const { error } = await serviceClient.from('field_measures').insert(
    [300, 600, 900, 1200].map((value) => ({
      route,
      metric: 'first-tap',
      value,
      device: 'phone',
    })),
  );
  expect(error).toBeNull();
  await signInAdminAt(page, context, '/admin/performance');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Prestazioni del negozio' }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: '75° percentile di Primo tocco per pagina' });
  // percentile_cont(0.75) of 300, 600, 900, 1200: 975.
  await expect(table.getByRole('row', { name: new RegExp(`${route} .* 975 ms 4`) })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Grafico del 75° percentile di Primo tocco/ }),
  ).toBeVisible();
  await page.getByText('CLS', { exact: true }).click();
  await expect(
    page.getByRole('table', { name: '75° percentile di CLS per pagina' }).getByText(route),
  ).toHaveCount(0);
});
