import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { uniqueEmail } from '../../support/supabase-clients.ts';
import { testPassword } from '../accounts/account-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import { routeExpectations } from '../../unit/route-expectations.ts';
import { signInAdminAt } from './content-helpers.ts';

/** A path with its ids (a UUID or a number) made generic: `/admin/blog/7/edit` → `/admin/blog/:id/edit`. */
function routeShape(path: string): string {
  return path
    .split('/')
    .map((segment) => (/^(\d+|[0-9a-f]{8}-[0-9a-f-]{27})$/i.test(segment) ? ':id' : segment))
    .join('/');
}

/** The route table's admin pages (tests/unit/route-expectations.ts), by shape (one each). */
const adminRouteTable = new Map(
  routeExpectations
    .filter((route) => route.needs === 'admin')
    .map((route) => [routeShape(route.path), route]),
);

// The back office as its own desktop app (issue 27, decision 009), at the size an operator's
// window has.
test.use({ viewport: { width: 1440, height: 900 } });

/** Every axe violation of WCAG 2.2 AA (all impacts), reduced to what a failure message needs. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** The console's pages, the ones with an id filled in from the demo data. */
async function adminPages(serviceClient: SupabaseClient) {
  const [order, customer, product, post] = await Promise.all([
    serviceClient.from('orders').select('id').limit(1).single(),
    serviceClient.from('profiles').select('id').eq('email', 'giulia.rossi@example.com').single(),
    serviceClient.from('products').select('id').eq('slug', 'bun-classico').single(),
    serviceClient.from('blog_posts').select('id').limit(1).single(),
  ]);
  return [
    '/admin',
    '/admin/orders',
    `/admin/orders/${order.data?.id}`,
    '/admin/orders/production',
    '/admin/customers',
    `/admin/customers/${customer.data?.id}`,
    '/admin/newsletter',
    '/admin/products',
    '/admin/products/new',
    `/admin/products/${product.data?.id}/edit`,
    '/admin/blog',
    '/admin/blog/new',
    `/admin/blog/${post.data?.id}/edit`,
    '/admin/carousel',
    '/admin/settings',
  ];
}

test('every admin page opens with its title and heading and passes an axe WCAG 2.2 AA scan with no violation', async ({
  page,
  context,
  serviceClient,
}) => {
  test.setTimeout(240_000); // fifteen pages scanned whole on 2 shared cores
  const paths = await adminPages(serviceClient);
  await signInAdminAt(page, context, '/admin');
  const checked = new Set<string>();
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The route table's heading and title, where it lists the page.
      const expected = adminRouteTable.get(routeShape(path));
      if (expected?.path === path) {
        checked.add(path);
        await expect(
          page.getByRole('heading', { level: 1, name: expected.heading }),
          path,
        ).toBeVisible();
        await expect(page, path).toHaveTitle(expected.title);
      }
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), path).toEqual([]);
    });
  }
  // The route table's pages of a made-up id (a real one's title names the product or post).
  for (const { path, heading, title } of adminRouteTable.values()) {
    if (checked.has(path)) continue;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page, path).toHaveTitle(title);
  }
});

test('the console is an app of its own: no shop chrome, its own manifest, names in the breadcrumb', async ({
  page,
  context,
  serviceClient,
}) => {
  test.setTimeout(90_000); // the console, then the shop's home, on 2 shared cores
  await signInAdminAt(page, context, '/admin');

  await test.step('its own frame, none of the shop’s', async () => {
    await expect(page.getByRole('navigation', { name: 'Sezioni della gestione' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vai al negozio' })).toBeVisible();
    // The demo admin's name (supabase/seed.sql), as the header shows who is signed in.
    await expect(page.getByRole('banner')).toContainText('Chiara Ferrero');
    await expect(page.getByRole('button', { name: /^Notifiche,/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Promozioni' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Menu principale' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /assistente|chat/i })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'La tua privacy, le tue scelte' })).toHaveCount(
      0,
    );
  });

  await test.step('the admin manifest, linked only here, is a valid app of its own', async () => {
    const manifestLink = page.locator('link[rel="manifest"]');
    await expect(manifestLink).toHaveAttribute('href', '/admin.webmanifest');
    const response = await page.request.get('/admin.webmanifest');
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      id: string;
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).toMatchObject({
      id: '/admin',
      name: 'Bottega del Bun · Gestione',
      start_url: '/admin',
      scope: '/admin',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const picture = await page.request.get(icon.src);
      expect(picture.status(), icon.src).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
    }
    expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      ['Ordini', '/admin/orders'],
      ['Piano di produzione', '/admin/orders/production'],
    ]);

    await page.getByRole('link', { name: 'Vai al negozio' }).click();
    await expect(page).toHaveURL('/');
    await expect(manifestLink).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  await test.step('the product editor’s breadcrumb names the product', async () => {
    const { data } = await serviceClient
      .from('products')
      .select('id')
      .eq('slug', 'bun-classico')
      .single();
    await page.goto(`/admin/products/${data?.id}/edit`);
    const trail = page.getByRole('navigation', { name: 'Percorso' });
    await expect(trail).toHaveText(/Panoramica\s*Prodotti\s*Bun Classico\s*Modifica/);
    await expect(trail).not.toContainText('#');
  });
});

test('a registration in another browser is announced in the open console with a toast', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000); // two browsers, a registration and Realtime, on 2 shared cores
  await signInAdminAt(page, context, '/admin/orders');
  await expect(page.getByRole('button', { name: /^Notifiche,/ })).toBeVisible();
  // Realtime's channel is subscribed: what happens from now on reaches the console.
  await expect(page.getByRole('banner')).toHaveAttribute('data-live', 'true');

  const name = `Trattoria Avviso ${Date.now().toString(36)}`;
  const email = uniqueEmail('admin-toast');
  // No x-forwarded-for: the registration calls the admin-notifications function, whose CORS
  // preflight does not allow the header the fixture adds (as in ops-console.spec.ts).
  const visitor = await browser.newContext({ extraHTTPHeaders: {} });
  try {
    await asReturningVisitor(visitor);
    const other = await visitor.newPage();
    await other.goto('/register');
    await waitForApp(other);
    await other.getByLabel(/^Nome/).fill(name);
    await other.getByLabel(/^Email/).fill(email);
    await other.getByLabel(/^Password/).fill(testPassword);
    await other.getByLabel(/^Conferma password/).fill(testPassword);
    await other.getByRole('button', { name: 'Crea il tuo account' }).click();
    await expect(other.getByRole('heading', { name: 'Controlla la tua email' })).toBeVisible();
  } finally {
    await visitor.close();
  }

  const toast = page
    .getByRole('alert')
    .filter({ hasText: `${name} (${email}) ha creato un account.` });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await toast.getByRole('button', { name: 'Apri il cliente' }).click();
  await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});

test.describe('a customer’s device', () => {
  test.use({ serviceWorkers: 'allow' });

  test('precaches no admin-only file and none of the shop’s later pages; offline, they say so', async ({
    page,
    context,
  }) => {
    const listed = async (url: string) =>
      ((await (await page.request.get(url)).json()) as { files: string[] }).files;
    const adminFiles = { files: await listed('/admin-files.json') };
    const laterFiles = await listed('/shop-later-files.json');
    // The revenue chart (recharts) is the console's biggest part; the blog's Markdown renderer
    // and the chat are the shop's biggest later parts.
    expect(adminFiles.files.some((file) => /revenue-chart-.+\.js$/.test(file))).toBe(true);
    expect(laterFiles.some((file) => /render-markdown-.+\.js$/.test(file))).toBe(true);
    expect(laterFiles.some((file) => /chat-widget-.+\.js$/.test(file))).toBe(true);

    await asReturningVisitor(context);
    await page.goto('/products');
    await waitForApp(page);
    const cached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      // The worker's install has finished precaching once it is active and controls the page.
      while (!navigator.serviceWorker.controller)
        await new Promise((done) => setTimeout(done, 100));
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          paths.push(new URL(request.url).pathname);
        }
      }
      return paths;
    });
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((path) => adminFiles.files.includes(path))).toEqual([]);
    expect(cached.filter((path) => laterFiles.includes(path))).toEqual([]);

    // The home page's carousel, never shown on this device, is not kept: offline the section
    // says what the spec says of a carousel that cannot be read.
    await context.setOffline(true);
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Le Nostre Creazioni' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('creations-code-missing')).toHaveText(
      'Le nostre creazioni saranno disponibili a breve',
    );

    // A visitor's device that never opened the story page: offline it says so, and the page
    // opens by itself when the connection returns.
    await page.getByRole('link', { name: 'Chi Siamo' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pagina non disponibile offline' }),
    ).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Chi Siamo' })).toBeVisible({
      timeout: 15_000,
    });
  });
});

test('the orders CSV for the accountant opens with the right columns and it-IT numbers', async ({
  page,
  context,
}) => {
  await signInAdminAt(page, context, '/admin/orders');
  const exporter = page.getByRole('region', { name: 'Esporta per il commercialista' });
  // The demo orders go back about two months: the last quarter holds them.
  const today = await exporter.getByRole('textbox', { name: 'Al', exact: true }).inputValue();
  const from = new Date(`${today}T12:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 91);
  await exporter
    .getByRole('textbox', { name: 'Dal', exact: true })
    .fill(from.toISOString().slice(0, 10));
  const download = page.waitForEvent('download');
  await exporter.getByRole('button', { name: 'Esporta ordini CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ordini-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(lines[0]?.split(';')).toEqual([
    'Numero ordine',
    'Data ordine',
    'Cliente',
    'Email',
    'Tipo cliente',
    'Ragione sociale',
    'Partita IVA',
    'Codice fiscale',
    'Codice SDI',
    'PEC',
    'Stato ordine',
    'Metodo di pagamento',
    'Stato pagamento',
    'Data pagamento',
    'Prodotti (€)',
    'Sconto (€)',
    'Spedizione (€)',
    'Totale IVA inclusa (€)',
    'Conta negli incassi',
  ]);
  const orders = lines.slice(1, -1);
  expect(orders.length).toBeGreaterThan(0);
  for (const line of orders) {
    expect(line).toMatch(/^BDB-\d{4}-\d{6,};\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};/);
    // Amounts with a decimal comma and no thousands separator, as Italian Excel reads numbers.
    expect(line).toMatch(/;\d+,\d{2};\d+,\d{2};\d+,\d{2};\d+,\d{2};(Sì|No)$/);
  }
  expect(lines.at(-1)).toMatch(
    /^Totale incassi \(\d+ ordin[ei], esclusi annullati e rimborsati\);/,
  );
});
