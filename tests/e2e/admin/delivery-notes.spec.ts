import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { PDFDocument } from 'pdf-lib';
import { becomeBusiness } from '../../support/business-accounts.ts';
import { completeProductInformation } from '../../support/complete-product.ts';
import { createNodeClient, uniqueEmail } from '../../support/supabase-clients.ts';
import { signIn, testPassword } from '../accounts/account-helpers.ts';
import { signInAdminAt } from '../support/admin-sign-in.ts';
import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor } from '../shell/shell-helpers.ts';

// Delivery notes (issues 24 and 37): the admin downloads a delivery day's notes from the
// production plan as one PDF with a page per order, when the goods are loaded; once the order
// has left, the customer downloads the note of their own order from its page and gets the same
// number.

async function downloadedPdf(page: Page, buttonName: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName }).click();
  const file = await download;
  const bytes = await readFile((await file.path())!);
  return { name: file.suggestedFilename(), pdf: await PDFDocument.load(bytes) };
}

async function notesOfDay(serviceClient: SupabaseClient, day: string) {
  const { data, error } = await serviceClient
    .from('delivery_notes')
    .select('number, year, order_id, orders!inner(delivery_date)')
    .eq('orders.delivery_date', day);
  if (error) throw new Error(error.message);
  return data as unknown as { number: number; year: number; order_id: string }[];
}

test('the admin downloads a day’s delivery notes and sees one page per order', async ({
  page,
  serviceClient,
  stackUrl,
}) => {
  test.setTimeout(120_000);
  await asReturningVisitor(page.context());

  const email = uniqueEmail('ddt');
  const created = await serviceClient.auth.admin.createUser({
    email,
    password: testPassword,
    email_confirm: true,
    user_metadata: { name: 'Trattoria Documenti' },
  });
  if (created.error) throw new Error(created.error.message);
  const customer = createNodeClient(stackUrl, process.env.E2E_ANON_KEY ?? '');
  await customer.auth.signInWithPassword({ email, password: testPassword });
  // A restaurant: three orders paid on delivery open at once (a private buyer may hold two).
  await becomeBusiness(customer, serviceClient, {
    data: { company_name: 'Trattoria Documenti S.r.l.' },
  });
  const product = await serviceClient
    .from('products')
    .insert({
      ...completeProductInformation,
      slug: `e2e-ddt-${randomUUID().slice(0, 12)}`,
      name: `Bun DDT ${randomUUID().slice(0, 6)}`,
      price: 5,
      category: 'classici',
      allergens: ['glutine'],
      stock_quantity: 200,
      weight_grams: 80,
    })
    .select('id')
    .single();
  if (product.error) throw new Error(product.error.message);
  // The later of the two delivery days: the other specs' orders mostly go to the first.
  const day = ((await serviceClient.rpc('available_delivery_dates')).data as string[]).at(-1)!;
  const orders: { id: string; order_number: string }[] = [];
  for (const quantity of [1, 2, 3]) {
    const { data, error } = await customer.rpc('place_order', {
      lines: [{ product_id: (product.data as { id: string }).id, quantity }],
      delivery_date: day,
      payment_method: 'cash_on_delivery',
      idempotency_key: `ddt-${randomUUID()}`,
      address: {
        recipient: 'Trattoria Documenti',
        street: 'Via Roma 1',
        postal_code: '10121',
        city: 'Torino',
        province: 'TO',
      },
    });
    if (error) throw new Error(`place_order: ${error.message}`);
    orders.push(data as { id: string; order_number: string });
  }

  await test.step('the production plan gives the day’s notes in one PDF, a page per order', async () => {
    await signInAdminAt(page, page.context(), `/admin/orders/production?day=${day}`);
    // The console's first page loads its code and asks who is an admin: slow on a busy machine.
    await expect(
      page.getByRole('region', { name: `Ordine ${orders[2]!.order_number}` }),
    ).toBeVisible({ timeout: 30_000 });

    const { name, pdf } = await downloadedPdf(page, 'Scarica i DDT del giorno');
    expect(name).toBe(`DDT-consegne-${day}.pdf`);
    const notes = await notesOfDay(serviceClient, day);
    // Every order of the day now has its note (ours among them), and each is one page.
    expect(notes.map((note) => note.order_id)).toEqual(
      expect.arrayContaining(orders.map((order) => order.id)),
    );
    expect(pdf.getPageCount()).toBe(notes.length);
    // The van leaves: the order ships with the note printed above.
    for (const status of ['in_preparation', 'shipped']) {
      await serviceClient.from('orders').update({ status }).eq('id', orders[0]!.id);
    }
  });

  await test.step('the customer downloads the same note from the order page', async () => {
    await page.evaluate(() => localStorage.clear());
    await signIn(page, { email, password: testPassword, name: 'Trattoria Documenti' });
    await page.goto(`/orders/${orders[0]!.order_number}`);
    const { name, pdf } = await downloadedPdf(page, 'Scarica il documento di trasporto (DDT)');
    const note = (await notesOfDay(serviceClient, day)).find(
      (candidate) => candidate.order_id === orders[0]!.id,
    )!;
    expect(name).toBe(`DDT-${note.year}-${String(note.number).padStart(6, '0')}.pdf`);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(
      `DDT ${note.number}/${note.year} – ordine ${orders[0]!.order_number}`,
    );
  });
});
