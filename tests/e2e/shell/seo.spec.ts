import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from './shell-helpers.ts';

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
});

const meta = (name: string) => `meta[name="${name}"]`;
const property = (name: string) => `meta[property="${name}"]`;

test('every page has an Italian description, Open Graph and Twitter card tags', async ({
  page,
  baseURL,
}) => {
  await page.goto('/about');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.locator(meta('description'))).toHaveAttribute(
    'content',
    /panificio artigianale di Moncalieri/,
  );
  await expect(page.locator(meta('description'))).toHaveCount(1);
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator(property('og:title'))).toHaveAttribute(
    'content',
    'Chi Siamo | Bottega del Bun',
  );
  await expect(page.locator(property('og:type'))).toHaveAttribute('content', 'website');
  await expect(page.locator(property('og:url'))).toHaveAttribute('content', `${baseURL}/about`);
  await expect(page.locator(property('og:image'))).toHaveAttribute(
    'content',
    `${baseURL}/og-image.png`,
  );
  await expect(page.locator(property('og:locale'))).toHaveAttribute('content', 'it_IT');
  await expect(page.locator(meta('twitter:card'))).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  await expect(page.locator(meta('theme-color'))).toHaveAttribute('content', '#7a3b12');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/about`);
});

test('the home page has a full Italian title and the site-wide JSON-LD', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await waitForApp(page);
  await expect(page).toHaveTitle(
    'Bottega del Bun · Bun artigianali per hamburger, vicino a Torino',
  );
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
    );
  const website = blocks.find((block) => block['@type'] === 'WebSite');
  const organization = blocks.find((block) => block['@type'] === 'Organization');
  expect(website).toMatchObject({
    potentialAction: {
      '@type': 'SearchAction',
      target: { urlTemplate: `${baseURL}/products?search={search_term_string}` },
    },
  });
  expect(organization).toMatchObject({
    name: 'Bottega del Bun',
    vatID: 'IT09456120014',
    logo: `${baseURL}/icons/icon-512.png`,
    address: { addressLocality: 'Moncalieri', postalCode: '10024' },
    contactPoint: { email: 'info@bottegadelbun.it' },
  });
  expect(organization?.sameAs).toHaveLength(6);
});

test('private pages ask not to be indexed', async ({ page }) => {
  await page.goto('/cart');
  await waitForApp(page);
  await expect(page.locator(meta('robots'))).toHaveAttribute('content', 'noindex, nofollow');
  await page.goto('/about');
  await waitForApp(page);
  await expect(page.locator(meta('robots'))).toHaveCount(0);
});

test('robots.txt, favicons, social image and manifest icons are real files', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  const rules = await robots.text();
  for (const path of ['/admin', '/cart', '/checkout', '/profile', '/orders']) {
    expect(rules).toContain(`Disallow: ${path}`);
  }
  expect(rules).toContain('Allow: /');

  for (const [path, type] of [
    ['/favicon.svg', 'image/svg+xml'],
    ['/favicon.ico', 'image/x-icon'],
    ['/og-image.png', 'image/png'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type);
  }

  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    lang: string;
    icons: { src: string; sizes: string; purpose?: string }[];
    shortcuts: { icons: { src: string }[] }[];
  };
  expect(manifest.lang).toBe('it');
  const iconPaths = [
    ...manifest.icons.map((icon) => icon.src),
    ...manifest.shortcuts.flatMap((s) => s.icons.map((i) => i.src)),
  ];
  for (const src of iconPaths) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()['content-type'], src).toBe('image/png');
  }
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
});

test('the social preview image is 1200 × 630', async ({ page }) => {
  await page.goto('/og-image.png');
  const size = await page
    .locator('img')
    .evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
  expect(size).toEqual([1200, 630]);
});
