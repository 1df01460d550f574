import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createNodeClient, outboxFor, uniqueEmail } from '../../support/supabase-clients.ts';
import { testPassword } from '../accounts/account-helpers.ts';
import { seriousAxeViolations } from '../cart/cart-helpers.ts';
import { signInAdminAt } from '../support/admin-sign-in.ts';
import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import { completeProductInformation } from '../../support/complete-product.ts';

// The admin console as the bakery runs it (issue 9, admin-ops): one admin session walks the
// production plan, moves an order through its statuses (the customer sees it and is e-mailed),
// watches a registration in another browser arrive in the bell and exports the newsletter. The
// settings, which every cart follows, are changed in tests/e2e/shop-wide (run after the rest).

interface Customer {
  client: SupabaseClient;
  email: string;
}

async function newCustomer(serviceClient: SupabaseClient, stackUrl: string): Promise<Customer> {
  const email = uniqueEmail('ops');
  const created = await serviceClient.auth.admin.createUser({
    email,
    password: testPassword,
    email_confirm: true,
    user_metadata: { name: 'Trattoria Console' },
  });
  if (created.error) throw new Error(created.error.message);
  const client = createNodeClient(stackUrl, process.env.E2E_ANON_KEY ?? '');
  const signedIn = await client.auth.signInWithPassword({ email, password: testPassword });
  if (signedIn.error) throw new Error(signedIn.error.message);
  return { client, email };
}

async function newProduct(serviceClient: SupabaseClient, name: string) {
  const { data, error } = await serviceClient
    .from('products')
    .insert({
      ...completeProductInformation,
      slug: `e2e-ops-${randomUUID().slice(0, 12)}`,
      name,
      price: 5,
      category: 'classici',
      allergens: ['glutine'],
      stock_quantity: 200,
      weight_grams: 80,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

interface PlacedOrder {
  id: string;
  order_number: string;
  delivery_date: string;
}

async function placeOrder(
  customer: Customer,
  deliveryDate: string,
  lines: { product_id: string; quantity: number }[],
): Promise<PlacedOrder> {
  const { data, error } = await customer.client.rpc('place_order', {
    lines,
    delivery_date: deliveryDate,
    payment_method: 'cash_on_delivery',
    idempotency_key: `ops-${randomUUID()}`,
    address: {
      recipient: 'Trattoria Console',
      street: 'Via Po 10',
      postal_code: '10123',
      city: 'Torino',
      province: 'TO',
      phone: '+39 011 555 0101',
    },
  });
  if (error) throw new Error(`place_order: ${error.message}`);
  return data as PlacedOrder;
}

async function bellButton(page: Page) {
  return page.getByRole('button', { name: /^Notifiche,/ });
}

test('an admin runs the shop: production plan, order statuses, live bell, CSV', async ({
  page,
  browser,
  serviceClient,
  stackUrl,
}) => {
  test.setTimeout(150_000);
  await asReturningVisitor(page.context());

  const customer = await newCustomer(serviceClient, stackUrl);
  const suffix = randomUUID().slice(0, 6);
  const classicName = `Bun Piano ${suffix}`;
  const briocheName = `Brioche Piano ${suffix}`;
  const classic = await newProduct(serviceClient, classicName);
  const brioche = await newProduct(serviceClient, briocheName);
  const dates = await serviceClient.rpc('available_delivery_dates');
  const day = (dates.data as string[])[0]!;
  const first = await placeOrder(customer, day, [
    { product_id: classic, quantity: 3 },
    { product_id: brioche, quantity: 2 },
  ]);
  await placeOrder(customer, day, [{ product_id: classic, quantity: 4 }]);

  await signInAdminAt(page, page.context(), '/admin');

  await test.step('the production plan adds up the day’s orders', async () => {
    await page.goto(`/admin/orders/production?day=${day}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Piano di produzione' }),
    ).toBeVisible();
    const totals = page.getByRole('table', { name: 'Confezioni per prodotto' });
    await expect(
      totals.getByRole('row', { name: new RegExp(`^${classicName} 7 2$`) }),
    ).toBeVisible();
    await expect(
      totals.getByRole('row', { name: new RegExp(`^${briocheName} 2 1$`) }),
    ).toBeVisible();
    // The packing list of the first order, ready to print.
    const slip = page.getByRole('region', { name: `Ordine ${first.order_number}` });
    await expect(slip.getByRole('row', { name: `${classicName} 3` })).toBeVisible();
    await expect(slip.getByText('Totale confezioni')).toBeVisible();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  });

  await test.step('an order moves through its statuses; the customer sees each one', async () => {
    await page.goto(`/admin/orders?q=${first.order_number}`);
    await page.getByRole('link', { name: first.order_number }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Ordine ${first.order_number}` }),
    ).toBeVisible();
    const statusBox = page.getByRole('region', { name: 'Stato dell’ordine' });
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    const steps = [
      ['Metti in preparazione', 'in_preparation', 'in preparazione'],
      ['Segna come spedito', 'shipped', 'spedito'],
      ['Segna come consegnato', 'delivered', 'consegnato'],
    ] as const;
    for (const [action, status, label] of steps) {
      await statusBox.getByRole('button', { name: action }).click();
      await expect(page.getByText(`Stato aggiornato: ${label}.`)).toBeVisible();
      // The customer's own view of the order (RLS: their row only).
      await expect
        .poll(async () => {
          const { data } = await customer.client
            .from('orders')
            .select('status')
            .eq('id', first.id)
            .single();
          return (data as { status: string } | null)?.status;
        })
        .toBe(status);
    }
    await expect(statusBox.getByText('Questo ordine è concluso')).toBeVisible();
    await expect
      .poll(async () =>
        (await outboxFor(stackUrl, customer.email))
          .filter((mail) => mail.kind === 'order-status')
          .map((mail) => mail.subject)
          .sort(),
      )
      .toEqual(
        [
          `Il tuo ordine ${first.order_number} è in preparazione`,
          `Il tuo ordine ${first.order_number} è stato consegnato`,
          `Il tuo ordine ${first.order_number} è stato spedito`,
        ].sort(),
      );
  });

  await test.step('a registration in another browser shows up in the bell without reload', async () => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Area Admin' })).toBeVisible();
    await expect(page.getByText('Incassi di oggi')).toBeVisible();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    await (await bellButton(page)).click();
    const dropdown = page.getByRole('dialog');
    await expect(dropdown.getByText('Notifiche', { exact: true })).toBeVisible();

    const name = `Osteria Nuova ${suffix}`;
    const email = uniqueEmail('ops-bell');
    // No x-forwarded-for here: the registration page calls the admin-notifications function
    // from the browser, and that function's CORS preflight does not allow the header the e2e
    // fixture adds to every request (reported to the lead).
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
    // Live: the open dropdown gains the notification, no reload.
    await expect(dropdown.getByText(`${name} (${email}) ha creato un account.`)).toBeVisible({
      timeout: 15_000,
    });
    await expect(await bellButton(page)).toHaveAccessibleName(
      /Notifiche, (\d+|più di 99) da leggere/,
    );
    await page.keyboard.press('Escape');
  });

  await test.step('the CSV export contains the subscribers', async () => {
    const subscriber = uniqueEmail('ops-news');
    const subscribed = await createNodeClient(stackUrl, process.env.E2E_ANON_KEY ?? '')
      .from('newsletter_subscribers')
      .insert({ email: subscriber, privacy_accepted: true });
    expect(subscribed.error).toBeNull();
    await page.goto('/admin/newsletter');
    await expect(page.getByRole('cell', { name: subscriber, exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Esporta CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^iscritti-newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFEmail;Data del consenso\r\n')).toBe(true);
    expect(csv).toMatch(
      new RegExp(
        `\\r\\n${subscriber.replace(/[.+]/g, '\\$&')};\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\r\\n`,
      ),
    );

    // Removal asks first, then the row goes.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Rimuovi ${subscriber}` }).click();
    await expect(page.getByText(`${subscriber} rimosso dalla newsletter.`)).toBeVisible();
    await expect(page.getByRole('cell', { name: subscriber, exact: true })).toHaveCount(0);
  });
});
