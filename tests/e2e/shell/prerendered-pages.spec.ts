import { expect, test } from '../support/fixtures.ts';
import { waitForApp } from './shell-helpers.ts';

// What a crawler or a link previewer gets: the built files over plain HTTP, no JavaScript
// (decision 014). The pages were prerendered from the demo data the e2e stack starts with.

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  const blocks = html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g);
  return [...blocks].map((block) => JSON.parse(block[1] ?? '{}') as Record<string, unknown>);
}

function metaContent(html: string, key: string): string | undefined {
  // Attributes before the key (the prerender marks its head tags `data-static-head`) are allowed.
  const tag = new RegExp(`<meta [^>]*?(?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return tag?.[1];
}

/** The page's visible words, tags stripped and the usual entities read. */
function text(html: string): string {
  const body = html.slice(html.indexOf('<div id="root">'));
  return body
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

test('a blog post is complete without JavaScript: its whole text, nothing left to the browser', async ({
  request,
}) => {
  const response = await request.get('/blog/burger-perfetto-ristoranti');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const words = text(html);
  expect(words).toContain('Cinque consigli per il burger perfetto nel tuo locale');
  // The Markdown body, sanitised on the server (its first and last paragraphs).
  expect(words).toContain('Forniamo bun a osterie, burger bar e catering del Piemonte.');
  expect(words).toContain('tenete una piccola scorta in freezer');
  expect(html).toContain('<h2>3. Tostatura sempre</h2>');
  // React's mark for a part the server could not render (the browser draws it, late).
  expect(html).not.toContain('<!--$!-->');
});

test('a product page is complete without JavaScript: name, price, allergens, JSON-LD, social tags', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/products/bun-classico');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title data-static-head="">Bun Classico | Bottega del Bun</title>');
  const words = text(html);
  expect(words).toContain('Bun Classico');
  expect(words).toContain('4,50 €');
  expect(words).toMatch(/Contiene: Glutine Uova Latte Sesamo/);
  const product = jsonLd(html).find((block) => block['@type'] === 'Product');
  expect(product).toMatchObject({
    name: 'Bun Classico',
    offers: { price: '4.50', priceCurrency: 'EUR' },
  });
  expect(jsonLd(html).map((block) => block['@type'])).toContain('BreadcrumbList');
  expect(metaContent(html, 'og:type')).toBe('product');
  for (const key of ['og:url', 'og:image', 'twitter:image'])
    expect(metaContent(html, key), key).toMatch(/^https?:\/\//);
  expect(metaContent(html, 'og:url')).toBe(`${baseURL}/products/bun-classico`);
  expect(html).toMatch(
    new RegExp(`<link [^>]*rel="canonical" href="${baseURL}/products/bun-classico"`),
  );
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  // Only the page's own head: index.html's generic one is gone.
  expect(html.match(/<title/g)).toHaveLength(1);
});

test('sitemap.xml lists every active product and published post, and no private page', async ({
  request,
  serviceClient,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(sitemap.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(listed.length);
  for (const path of ['/', '/products', '/blog', '/about', '/business', '/privacy-policy'])
    expect(listed).toContain(`${baseURL}${path}`);
  expect(
    listed.filter((url) => /\/(cart|checkout|profile|orders|account|admin|login)/.test(url ?? '')),
  ).toEqual([]);

  // The demo data the pages were built from (other specs may add products later on).
  const { data: products } = await serviceClient
    .from('products')
    .select('slug, created_at')
    .is('archived_at', null)
    .order('created_at');
  const { data: posts } = await serviceClient
    .from('blog_posts')
    .select('slug, created_at')
    .eq('status', 'published')
    .lte('published_at', new Date().toISOString())
    .order('created_at');
  const seeded = <Row extends { created_at: string }>(rows: Row[] | null) =>
    (rows ?? []).filter(
      (row) => Date.parse(row.created_at) - Date.parse(rows?.[0]?.created_at ?? '') < 60_000,
    );
  expect(seeded(products).length).toBeGreaterThan(5);
  expect(seeded(posts).length).toBeGreaterThan(0);
  for (const { slug } of seeded(products)) expect(listed).toContain(`${baseURL}/products/${slug}`);
  for (const { slug } of seeded(posts)) {
    expect(listed).toContain(`${baseURL}/blog/${slug}`);
  }

  // Every post listed is a page of its own with its BlogPosting.
  const postUrl = listed.find((url) => url?.includes('/blog/')) ?? '';
  const post = await (await request.get(postUrl.replace(baseURL ?? '', ''))).text();
  const article = jsonLd(post).find((block) => block['@type'] === 'BlogPosting');
  expect(article?.headline).toBeTruthy();
  expect(text(post)).toContain(String(article?.headline));
  expect(metaContent(post, 'og:type')).toBe('article');
});

test('an address without a page of its own gets the app shell, a missing file a 404', async ({
  request,
}) => {
  const profile = await (await request.get('/profile')).text();
  expect(profile).toContain('<div id="root"></div>');
  expect((await request.get('/assets/non-esiste.js')).status()).toBe(404);
});

test('the cart is prerendered as its frame, without a visitor, and kept out of the sitemap', async ({
  request,
}) => {
  const cart = await (await request.get('/cart')).text();
  // The frame only: the server does not know this visitor's cart, so never "vuoto".
  expect(text(cart)).toContain('Carrello');
  expect(text(cart)).toContain('Carico il carrello…');
  expect(text(cart)).not.toContain('Il tuo carrello è vuoto');
  expect(cart).toMatch(/<meta [^>]*name="robots" content="noindex/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toMatch(/\/cart</);
});

test('the sign-in and sign-up pages are prerendered without their forms, which the app draws', async ({
  request,
  page,
}) => {
  // A form in the server's markup would take what the browser autofills before the app runs
  // and lose it when the app adopts the page (decision 017 item 29): its place says it loads.
  for (const [path, title] of [
    ['/login', 'Accedi'],
    ['/register', 'Registrati'],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(text(html)).toContain(title);
    expect(text(html)).toContain('Carico il modulo…');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('type="password"');
    expect(html).toMatch(/<meta [^>]*name="robots" content="noindex/);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toMatch(/\/(login|register)</);

  // The app adopts the page and draws the form in the loader's place.
  await page.goto('/login');
  await waitForApp(page);
  await expect(page.getByLabel(/^Email/)).toBeVisible();
  await expect(page.getByTestId('auth-form-pending')).toHaveCount(0);
});
