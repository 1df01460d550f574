import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { addDays, romeToday } from '../../support/rome-calendar.ts';
import { outboxFor } from '../../support/supabase-clients.ts';
import { createAccount, type TestAccount } from '../accounts/account-helpers.ts';
import { createProduct, makeBusiness } from '../checkout/checkout-helpers.ts';
import { waitForApp } from '../shell/shell-helpers.ts';
import { asSettledVisitor, handSessionToPage } from '../storefront/storefront-helpers.ts';
import { signInAdminAt } from '../support/admin-sign-in.ts';
import { expect, test } from '../support/fixtures.ts';

// Business accounts as a restaurant and the bakery use them (issue 36, decision 015): the
// bakery approves a request; the owner invites a chef, the chef sends an order above the limit
// from the quick-order sheet on the kitchen tablet, the owner approves it from the e-mail; the
// bookkeeper downloads the statement. Each person in a browser context of their own.

const tablet = { width: 1024, height: 768 };
let personCount = 0;

/** A signed-in person's own window, with their own loopback address (per-IP limits). */
async function openAs(
  browser: Browser,
  stackUrl: string,
  person: { email: string; password: string },
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  personCount += 1;
  const clientIp = `127.90.${Math.floor(personCount / 250)}.${(personCount % 250) + 1}`;
  const context = await browser.newContext({
    viewport,
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  });
  await asSettledVisitor(context);
  await handSessionToPage(
    context,
    { stackUrl, anonKey: process.env.E2E_ANON_KEY ?? '', clientIp },
    person,
  );
  return { context, page: await context.newPage() };
}

/** The demo admin's console window, signed in with the password and the second factor. */
async function openConsoleAt(
  browser: Browser,
  path: string,
): Promise<{ context: BrowserContext; page: Page }> {
  personCount += 1;
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `127.91.0.${(personCount % 250) + 1}` },
  });
  const page = await context.newPage();
  await signInAdminAt(page, context, path);
  return { context, page };
}

/** The e-mails the database queued go out, as the scheduled job sends them every minute. */
async function sendQueuedMails(serviceClient: SupabaseClient): Promise<void> {
  const { error } = await serviceClient.functions.invoke('order-follow-up', { body: {} });
  if (error) throw new Error(`order-follow-up: ${error.message}`);
}

/** The shop path a mail's button leads to (waits for the mail). */
async function mailPath(
  serviceClient: SupabaseClient,
  stackUrl: string,
  email: string,
  subject: RegExp,
): Promise<string> {
  let path = '';
  await expect
    .poll(
      async () => {
        await sendQueuedMails(serviceClient);
        const mail = (await outboxFor(stackUrl, email)).find((item) => subject.test(item.subject));
        const href = /<a href="([^"]+)"/.exec(mail?.html ?? '')?.[1];
        const url = href ? new URL(href.replaceAll('&amp;', '&')) : undefined;
        path = url ? url.pathname + url.search : '';
        return path;
      },
      { message: `a mail "${subject}" to ${email}`, timeout: 20_000 },
    )
    .not.toBe('');
  return path;
}

async function withAddress(serviceClient: SupabaseClient, account: TestAccount): Promise<void> {
  const { error } = await serviceClient.from('delivery_addresses').insert({
    user_id: account.id,
    label: 'Cucina',
    recipient: account.name,
    street: 'Via Po 3',
    postal_code: '10123',
    city: 'Torino',
    province: 'TO',
    is_default: true,
  });
  expect(error).toBeNull();
}

test('the bakery approves a restaurant’s request for a business account', async ({
  browser,
  serviceClient,
  stackUrl,
}) => {
  test.slow();
  const restaurant = await createAccount(serviceClient, { name: 'Luca Bianchi' });
  const company = `Trattoria ${randomUUID().slice(0, 6)} S.r.l.`;
  const owner = await openAs(browser, stackUrl, restaurant);
  const onClose: BrowserContext[] = [];
  try {
    await test.step('the restaurant asks from its profile', async () => {
      await owner.page.goto('/profile');
      await waitForApp(owner.page);
      await owner.page.getByRole('button', { name: 'Richiedi un account business' }).click();
      const form = owner.page.getByRole('form', { name: 'Dati dell’attività' });
      await form.getByLabel(/^Ragione sociale/).fill(company);
      await form.getByLabel(/^Partita IVA/).fill('IT 11876540011');
      await form.getByLabel(/^Codice fiscale/).fill('11876540011');
      await form.getByLabel(/^Indirizzo/).fill('Via Garibaldi 12');
      await form.getByLabel(/^CAP/).fill('10122');
      await form.getByLabel(/^Comune/).fill('Torino');
      await form.getByLabel(/^Provincia/).fill('to');
      await form.getByLabel(/^Codice SDI/).fill('m5uxcr1');
      await form.getByRole('button', { name: 'Invia la richiesta' }).click();
      await expect(owner.page.getByText('Richiesta in verifica')).toBeVisible();
    });

    await test.step('the admin approves it with 30 days and a credit limit', async () => {
      const bakery = await openConsoleAt(browser, '/admin/business-requests');
      onClose.push(bakery.context);
      const card = bakery.page.getByTestId('business-request').filter({ hasText: company });
      await expect(card).toContainText('Partita IVA 11876540011');
      await expect(card).toContainText('Sede legale: Via Garibaldi 12, 10122 Torino (TO)');
      await card.getByLabel('Termini del bonifico').click();
      await bakery.page.getByRole('option', { name: 'Giorni dalla consegna' }).click();
      await card.getByLabel('Giorni', { exact: true }).fill('30');
      await card.getByLabel('Fido', { exact: true }).fill('1200');
      await card.getByRole('button', { name: 'Approva l’account business' }).click();
      await expect(bakery.page.getByText(`${company} è ora un account business`)).toBeVisible();
    });

    await test.step('the restaurant is told and sees its terms', async () => {
      expect(
        await mailPath(
          serviceClient,
          stackUrl,
          restaurant.email,
          /Il tuo account business è attivo/,
        ),
      ).toBe('/profile');
      await owner.page.reload();
      await waitForApp(owner.page);
      await expect(owner.page.getByText('A 30 giorni dalla consegna')).toBeVisible();
      await expect(owner.page.getByText(/1200,00\s€, disponibili 1200,00\s€/)).toBeVisible();
    });
  } finally {
    await owner.context.close();
    await Promise.all(onClose.map((context) => context.close()));
  }
});

test('a chef orders above the limit from the quick-order sheet and the owner approves it from the e-mail', async ({
  browser,
  serviceClient,
  stackUrl,
}) => {
  test.setTimeout(180_000);
  const ownerAccount = await createAccount(serviceClient, { name: 'Anna Titolare' });
  await makeBusiness(serviceClient, ownerAccount.id);
  await withAddress(serviceClient, ownerAccount);
  const chefAccount = await createAccount(serviceClient, { name: 'Marco Cuoco' });
  const bun = await createProduct(serviceClient, {
    name: `Bun approvato ${Date.now().toString(36)}`,
    price: 5,
    stock_quantity: 100,
  });
  const owner = await openAs(browser, stackUrl, ownerAccount);
  const chef = await openAs(browser, stackUrl, chefAccount, tablet);
  try {
    await test.step('the owner invites the chef with a 20 € limit', async () => {
      await owner.page.goto('/team');
      await waitForApp(owner.page);
      const form = owner.page.getByRole('form', { name: 'Invita nel team' });
      await form.getByLabel('E-mail').fill(chefAccount.email);
      await form.getByLabel('Ordini').check();
      await form.getByLabel(/Limite di spesa per ordine/).fill('20');
      await form.getByRole('button', { name: 'Invia l’invito' }).click();
      await expect(owner.page.getByText(`Invito inviato a ${chefAccount.email}`)).toBeVisible();
    });

    await test.step('the chef accepts from the invitation e-mail', async () => {
      const path = await mailPath(serviceClient, stackUrl, chefAccount.email, /ti invita nel team/);
      expect(path).toBe('/invito');
      await chef.page.goto(path);
      await waitForApp(chef.page);
      await expect(
        chef.page.getByText(/con un limite di spesa di 20,00\s€ per ordine/),
      ).toBeVisible();
      await chef.page.getByRole('button', { name: 'Accetta l’invito' }).click();
      await expect(chef.page).toHaveURL(/\/ordine-rapido$/);
      await expect(
        chef.page.getByRole('heading', { level: 1, name: 'Ordine rapido' }),
      ).toBeVisible();
    });

    await test.step('the chef sends 6 packs (37,90 € with shipping) from the sheet: it goes to the owner', async () => {
      const quantity = chef.page.getByRole('textbox', {
        name: `Quantità di ${bun.name}`,
        exact: true,
      });
      await quantity.fill('6');
      await quantity.press('Enter');
      await chef.page.getByRole('button', { name: 'Metti tutto nel carrello' }).click();
      await expect(chef.page).toHaveURL(/\/cart$/);
      await chef.page.goto('/checkout');
      await waitForApp(chef.page);
      await expect(chef.page.getByTestId('checkout-needs-approval')).toContainText(
        'supera il tuo limite di spesa di 20,00',
      );
      await chef.page.getByLabel('Bonifico bancario').check();
      await chef.page.getByLabel(/Ho letto e accetto le/).check();
      await chef.page.getByRole('button', { name: 'Invia al titolare per l’approvazione' }).click();
      await expect(chef.page).toHaveURL(/\/orders\/approvazioni\?/);
      await expect(chef.page.getByText('Ordine inviato al titolare')).toBeVisible();
      await expect(chef.page.getByTestId('approval-request')).toContainText(
        'In attesa di approvazione',
      );
      const { count } = await serviceClient
        .from('orders')
        .select('id', { count: 'exact', head: true })
        .eq('user_id', ownerAccount.id);
      expect(count).toBe(0);
    });

    await test.step('the owner approves it from the e-mail', async () => {
      const path = await mailPath(
        serviceClient,
        stackUrl,
        ownerAccount.email,
        /^Ordine da approvare: Marco Cuoco/,
      );
      expect(path).toMatch(/^\/orders\/approvazioni\?richiesta=/);
      await owner.page.goto(path);
      await waitForApp(owner.page);
      const request = owner.page.getByTestId('approval-request').filter({ hasText: 'Marco Cuoco' });
      await expect(request).toHaveAttribute('aria-current', 'true');
      // 6 × 5,00 € and the shipping below the free-shipping threshold.
      await expect(request).toContainText('Oggi costa 37,90');
      await request.getByRole('button', { name: 'Approva e conferma l’ordine' }).click();
      await expect(owner.page.getByText('Ordine approvato e confermato')).toBeVisible();
      await expect
        .poll(async () => {
          const { data } = await serviceClient
            .from('orders')
            .select('placed_by, approved_by, total')
            .eq('user_id', ownerAccount.id);
          return data;
        })
        .toEqual([{ placed_by: chefAccount.id, approved_by: ownerAccount.id, total: 37.9 }]);
      expect(
        await mailPath(
          serviceClient,
          stackUrl,
          chefAccount.email,
          /^Ordine BDB-\d{4}-\d+ approvato$/,
        ),
      ).toBe('/orders');
    });
  } finally {
    await owner.context.close();
    await chef.context.close();
  }
});

test('the bookkeeper downloads the statement with an overdue transfer', async ({
  browser,
  serviceClient,
  stackUrl,
}) => {
  test.slow();
  const ownerAccount = await createAccount(serviceClient, { name: 'Paola Titolare' });
  await makeBusiness(serviceClient, ownerAccount.id, {
    payment_terms: 'days_after_delivery',
    payment_term_days: 30,
    credit_limit: 2000,
  });
  await withAddress(serviceClient, ownerAccount);
  const bookkeeperAccount = await createAccount(serviceClient, { name: 'Sara Contabile' });
  const invited = await serviceClient
    .from('business_invitations')
    .insert({ business_id: ownerAccount.id, email: bookkeeperAccount.email, role: 'accounting' })
    .select('id')
    .single();
  expect(invited.error).toBeNull();
  const bookkeeper = await openAs(browser, stackUrl, bookkeeperAccount);
  try {
    // The owner has ordered by transfer, and an older transfer of the account is past its due
    // date — all before the bookkeeper's first look: a statement read in between would be kept
    // (2 minutes fresh, persisted) and shown again after the reload.
    const { data: days } = await serviceClient.rpc('available_delivery_dates');
    // Written the way the seed writes history: the order API acts for its own caller only.
    const orders: { order_number: string; id: string }[] = [];
    for (const packs of [12, 4]) {
      const { data, error } = await serviceClient
        .from('orders')
        .insert({
          user_id: ownerAccount.id,
          payment_method: 'bank_transfer',
          subtotal: packs * 5,
          total: packs * 5,
          delivery_date: (days as string[])[0],
          delivery_address: {
            recipient: 'Cucina',
            street: 'Via Po 3',
            postal_code: '10123',
            city: 'Torino',
            province: 'TO',
          },
          payment_terms: 'days_after_delivery',
          payment_term_days: 30,
          idempotency_key: `estratto-${randomUUID()}`,
        })
        .select('order_number, id')
        .single();
      expect(error).toBeNull();
      orders.push(data as { order_number: string; id: string });
    }
    const [overdue, open] = orders as [
      { order_number: string; id: string },
      { order_number: string },
    ];
    // Its delivery moved back six weeks: the due date follows (30 days after it), so it is late.
    // Six weeks before the shop's day (Rome's: after 23:00 UTC it is already tomorrow there).
    const sixWeeksAgo = addDays(romeToday(), -42);
    const moved = await serviceClient
      .from('orders')
      .update({ delivery_date: sixWeeksAgo })
      .eq('id', overdue.id);
    expect(moved.error).toBeNull();

    // The bookkeeper joins from /invito and lands on the statement.
    await bookkeeper.page.goto('/invito');
    await waitForApp(bookkeeper.page);
    await bookkeeper.page.getByRole('button', { name: 'Accetta l’invito' }).click();
    await expect(bookkeeper.page).toHaveURL(/\/estratto-conto$/);
    await bookkeeper.page.reload();
    await waitForApp(bookkeeper.page);
    const table = bookkeeper.page.getByRole('table', { name: 'Ordini dell’estratto conto' });
    await expect(table.getByRole('row').filter({ hasText: overdue.order_number })).toContainText(
      'Scaduto da 12 giorni',
    );
    await expect(table.getByRole('row').filter({ hasText: open.order_number })).toContainText(
      'Da pagare',
    );
    await expect(
      bookkeeper.page.getByText('Termini del bonifico: a 30 giorni dalla consegna.'),
    ).toBeVisible();

    const pdfDownload = bookkeeper.page.waitForEvent('download');
    await bookkeeper.page.getByRole('button', { name: 'Scarica il PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(
      /^estratto-conto-Trattoria-di-Prova-S-r-l-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    const csvDownload = bookkeeper.page.waitForEvent('download');
    await bookkeeper.page.getByRole('button', { name: 'Scarica il CSV' }).click();
    const csv = await readFile((await (await csvDownload).path())!, 'utf8');
    expect(csv).toContain(`${overdue.order_number};`);
    expect(csv).toContain('Scaduto da 12 gg');
    // The bookkeeper orders nothing: the checkout says why.
    await bookkeeper.page.goto('/ordine-rapido');
    await waitForApp(bookkeeper.page);
    await expect(
      bookkeeper.page.getByText(/con il tuo ruolo vedi fatture ed estratto conto/),
    ).toBeVisible();
  } finally {
    await bookkeeper.context.close();
  }
});
