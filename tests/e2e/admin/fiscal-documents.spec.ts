import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { becomeBusiness } from '../../support/business-accounts.ts';
import { completeProductInformation } from '../../support/complete-product.ts';
import { sdiReceiptXml } from '../../support/sdi-receipts.ts';
import { createNodeClient, uniqueEmail } from '../../support/supabase-clients.ts';
import { signIn, testPassword } from '../accounts/account-helpers.ts';
import { signInAdminAt } from '../support/admin-sign-in.ts';
import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor } from '../shell/shell-helpers.ts';

// The papers of issue 37 in the console: the admin issues a restaurant's invoice, the SdI
// rejects it for a wrong recipient code, the admin uploads the rejection, corrects the code and
// prepares the file again (same number and date, new name); then a return of one pack gets a
// credit note, which the restaurant downloads from its order page.

async function download(page: Page, name: string | RegExp) {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const file = await waiting;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test('the admin corrects a rejected invoice and the customer downloads the credit note', async ({
  page,
  serviceClient,
  stackUrl,
}) => {
  test.setTimeout(180_000);
  await asReturningVisitor(page.context());

  // A restaurant whose recipient code is wrong, with one order that has left the bakery.
  const email = uniqueEmail('fatture');
  const created = await serviceClient.auth.admin.createUser({
    email,
    password: testPassword,
    email_confirm: true,
    user_metadata: { name: 'Trattoria Scarti' },
  });
  if (created.error) throw new Error(created.error.message);
  const customer = createNodeClient(stackUrl, process.env.E2E_ANON_KEY ?? '');
  await customer.auth.signInWithPassword({ email, password: testPassword });
  await becomeBusiness(customer, serviceClient, {
    data: { company_name: 'Trattoria Scarti S.r.l.', sdi_code: 'XXXXXXX' },
  });
  const productName = `Bun Fatture ${randomUUID().slice(0, 6)}`;
  const product = await serviceClient
    .from('products')
    .insert({
      ...completeProductInformation,
      slug: `e2e-fatture-${randomUUID().slice(0, 12)}`,
      name: productName,
      price: 6,
      category: 'classici',
      stock_quantity: 100,
    })
    .select('id')
    .single();
  if (product.error) throw new Error(product.error.message);
  const day = ((await serviceClient.rpc('available_delivery_dates')).data as string[]).at(-1)!;
  const placed = await customer.rpc('place_order', {
    lines: [{ product_id: (product.data as { id: string }).id, quantity: 3 }],
    delivery_date: day,
    payment_method: 'bank_transfer',
    idempotency_key: `fatture-${randomUUID()}`,
    address: {
      recipient: 'Trattoria Scarti',
      street: 'Via Po 2',
      postal_code: '10123',
      city: 'Torino',
      province: 'TO',
    },
  });
  if (placed.error) throw new Error(`place_order: ${placed.error.message}`);
  const order = placed.data as { id: string; order_number: string };
  for (const status of ['in_preparation', 'shipped']) {
    await serviceClient.from('orders').update({ status }).eq('id', order.id);
  }
  const invoiceRow = async () => {
    const { data } = await serviceClient
      .from('invoices')
      .select('id, number, year, issued_on, file_name, sdi_status')
      .eq('order_id', order.id)
      .eq('document_type', 'TD01')
      .single();
    return data as {
      id: string;
      number: number;
      year: number;
      issued_on: string;
      file_name: string;
      sdi_status: string;
    };
  };

  await test.step('the admin issues the invoice from the order page', async () => {
    await signInAdminAt(page, page.context(), `/admin/orders/${order.id}`);
    const panel = page.getByRole('region', { name: 'Documenti fiscali' });
    // The console's first page loads its code and asks who is an admin: slow on a busy machine.
    await expect(panel.getByText(/^DDT \d+\/\d{4}/)).toBeVisible({ timeout: 30_000 });
    // The hourly invoicing run may have issued it first: then the page lists it already.
    const issue = page.getByRole('button', { name: 'Emetti la fattura (XML)' });
    if (await issue.isVisible()) {
      const file = await download(page, 'Emetti la fattura (XML)');
      expect(file.name).toMatch(/^IT09456120014_A[0-9A-Z]{4}\.xml$/);
    }
    const { number, year } = await invoiceRow();
    await expect(panel.getByText(`Fattura ${number}/${year}`)).toBeVisible();
    await expect(panel.getByText('In attesa dell’esito dello SdI')).toBeVisible();
  });

  await test.step('the SdI rejects it: the admin uploads the rejection', async () => {
    const invoice = await invoiceRow();
    await page.goto('/admin/invoices');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Carica una ricevuta dello SdI/ }).click();
    await (
      await chooser
    ).setFiles({
      name: `${invoice.file_name.replace('.xml', '')}_NS_001.xml`,
      mimeType: 'application/xml',
      buffer: Buffer.from(
        sdiReceiptXml({
          kind: 'rejected',
          fileName: invoice.file_name,
          errors: [{ code: '00311', description: 'CodiceDestinatario non valido' }],
        }),
      ),
    });
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Scartata dallo SdI: ${invoice.number}/${invoice.year}` }),
    ).toBeVisible();
    const row = page.getByRole('row', {
      name: new RegExp(`Fattura ${invoice.number}/${invoice.year}`),
    });
    await expect(row).toContainText('00311: CodiceDestinatario non valido');
    await expect((await invoiceRow()).sdi_status).toBe('rejected');
  });

  await test.step('the admin corrects the recipient code and prepares the file again', async () => {
    const before = await invoiceRow();
    const row = page.getByRole('row', {
      name: new RegExp(`Fattura ${before.number}/${before.year}`),
    });
    await row.getByRole('button', { name: 'Correggi e invia di nuovo' }).click();
    const dialog = page.getByRole('dialog', {
      name: `Correggi e invia di nuovo ${before.number}/${before.year}`,
    });
    await dialog.getByRole('textbox', { name: /Codice destinatario/ }).fill('M5UXCR1');
    await dialog.getByRole('button', { name: 'Correggi e prepara il nuovo invio' }).click();
    await expect(dialog).toBeHidden();
    const after = await invoiceRow();
    expect(after).toMatchObject({
      number: before.number,
      year: before.year,
      issued_on: before.issued_on,
      sdi_status: 'issued',
    });
    expect(after.file_name).not.toBe(before.file_name);
    const { data: profile } = await serviceClient
      .from('profiles')
      .select('sdi_code')
      .eq('email', email)
      .single();
    expect(profile).toEqual({ sdi_code: 'M5UXCR1' });
    // Waiting again for the SdI, with its new file.
    const again = page.getByRole('row', {
      name: new RegExp(`Fattura ${after.number}/${after.year}`),
    });
    await expect(again).toContainText(after.file_name);
    await expect(again).toContainText('In attesa dell’esito dello SdI');
  });

  await test.step('a pack comes back: the admin issues a credit note', async () => {
    await page.goto(`/admin/orders/${order.id}`);
    await page.getByRole('button', { name: 'Nota di credito…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nota di credito' });
    await dialog
      .getByRole('textbox', { name: new RegExp(`${productName}: confezioni da stornare`) })
      .fill('1');
    await dialog.getByRole('button', { name: 'Emetti la nota di credito' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByRole('region', { name: 'Documenti fiscali' })
        .getByText(/^Nota di credito NC-\d+\/\d{4}$/),
    ).toBeVisible();
  });

  await test.step('the restaurant downloads the credit note from its order page', async () => {
    const { data } = await serviceClient
      .from('invoices')
      .select('number, year')
      .eq('order_id', order.id)
      .eq('document_type', 'TD04')
      .single();
    const credit = data as { number: number; year: number };
    await page.evaluate(() => localStorage.clear());
    await signIn(page, { email, password: testPassword, name: 'Trattoria Scarti' });
    await page.goto(`/orders/${order.order_number}`);
    const section = page.getByRole('region', { name: 'Fattura e note di credito' });
    await expect(
      section.getByText(`Nota di credito NC-${credit.number}/${credit.year}`),
    ).toBeVisible();
    const waiting = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Nota di credito (PDF)' }).click();
    const file = await waiting;
    expect(file.suggestedFilename()).toBe(`Nota-di-credito-NC-${credit.number}-${credit.year}.pdf`);
    const pdf = await PDFDocument.load(await readFile((await file.path())!), {
      updateMetadata: false,
    });
    expect(pdf.getTitle()).toBe(`Nota di credito NC-${credit.number}/${credit.year}`);
  });

  await test.step('what is left to pay is the order less the credit note', async () => {
    const [{ data: placedOrder }, { data: note }] = await Promise.all([
      serviceClient.from('orders').select('total').eq('id', order.id).single(),
      serviceClient
        .from('invoices')
        .select('total')
        .eq('order_id', order.id)
        .eq('document_type', 'TD04')
        .single(),
    ]);
    const leftCents =
      Math.round((placedOrder as { total: number }).total * 100) -
      Math.round((note as { total: number }).total * 100);
    const left = (leftCents / 100).toFixed(2).replace('.', ',');
    // The transfer the order page asks for.
    await expect(page.getByTestId('bank-details')).toContainText(left);
    await page.goto('/estratto-conto');
    const row = page
      .getByRole('table', { name: 'Ordini dell’estratto conto' })
      .getByRole('row')
      .filter({ hasText: order.order_number });
    await expect(row).toContainText(`Resta da pagare ${left}`);
  });
});
