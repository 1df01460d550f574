import { parseFattura } from '../../support/fattura-xml.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkFatturaPA } from '../../../supabase/functions/_shared/fatturapa/validate-fatturapa.ts';
import { becomeBusiness } from '../../support/business-accounts.ts';
import { sdiReceiptXml } from '../../support/sdi-receipts.ts';
import {
  createCustomer,
  createTestProduct,
  placeOrder,
  serviceClient,
  type SignedIn,
  signInDemo,
} from '../schema/schema-helpers.ts';
import { callFunction, downloadDocument } from './document-download.ts';

// The SdI lifecycle: the admin uploads the SdI's receipts, validated against its messages
// schema; a rejection marks the invoice rejected with the SdI's errors; corrected within 5 days
// it is sent again with the same number and date and a new file name; a delivery receipt closes
// it; a rejected invoice not resent in time is voided and its order invoiced again.
const service = serviceClient();
let admin: SignedIn;
let restaurant: SignedIn;
let productId: string;

interface Invoice {
  id: string;
  number: number;
  year: number;
  issued_on: string;
  file_name: string;
  sdi_status: string;
  sdi_errors: { code: string }[] | null;
  attempts: number;
}

async function invoicedOrder(): Promise<{ orderId: string; invoice: Invoice }> {
  const { data, error } = await placeOrder(restaurant.client, {
    lines: [{ product_id: productId, quantity: 2 }],
    payment_method: 'bank_transfer',
  });
  if (error || !data) throw new Error(`place_order: ${error?.message}`);
  for (const status of ['in_preparation', 'shipped'])
    await service.from('orders').update({ status }).eq('id', data.id);
  expect((await downloadDocument('invoices', { order_id: data.id }, admin.client)).status).toBe(
    200,
  );
  return { orderId: data.id, invoice: await invoiceOfOrder(data.id) };
}

async function invoiceOfOrder(orderId: string): Promise<Invoice> {
  const { data } = await service
    .from('invoices')
    .select('id, number, year, issued_on, file_name, sdi_status, sdi_errors, attempts')
    .eq('order_id', orderId)
    .neq('sdi_status', 'void')
    .single();
  return data as Invoice;
}

function upload(xml: string, client = admin.client) {
  return callFunction<Record<string, unknown>>('sdi-receipts', { xml }, client);
}

beforeAll(async () => {
  [admin, restaurant] = await Promise.all([
    signInDemo('Amministratore'),
    createCustomer('Trattoria Scarti'),
  ]);
  await becomeBusiness(restaurant.client, service, { data: { sdi_code: 'XXXXXXX' } });
  productId = (await createTestProduct({ price: 4.5 })).id;
});

describe('the SdI lifecycle', () => {
  it('records a rejection, and a corrected resend keeps number and date with a new file', async () => {
    const { orderId, invoice } = await invoicedOrder();
    expect(invoice.sdi_status).toBe('issued');

    const rejection = sdiReceiptXml({
      kind: 'rejected',
      fileName: `${invoice.file_name}.p7m`,
      errors: [{ code: '00311', description: 'CodiceDestinatario non valido' }],
    });
    expect((await upload(rejection, restaurant.client)).status).toBe(403);
    const recorded = await upload(rejection);
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({
      invoice: { id: invoice.id, sdi_status: 'rejected', resend_until: expect.any(String) },
      receipt: { kind: 'rejected', already_recorded: false },
    });
    expect(await invoiceOfOrder(orderId)).toMatchObject({
      sdi_status: 'rejected',
      sdi_errors: [expect.objectContaining({ code: '00311' })],
    });
    expect((await upload(rejection)).body).toMatchObject({ receipt: { already_recorded: true } });

    // A file that is not the shop's, and something that is not a receipt.
    expect(
      (await upload(sdiReceiptXml({ kind: 'delivered', fileName: 'IT01234567890_11111.xml' })))
        .status,
    ).toBe(404);
    expect((await upload('<ricevuta/>')).status).toBe(422);

    const resent = await callFunction<{ invoice: Record<string, unknown> }>(
      'invoices',
      { resend: { invoice_id: invoice.id, corrections: { sdi_code: 'M5UXCR1' } } },
      admin.client,
    );
    expect(resent.status).toBe(200);
    const after = await invoiceOfOrder(orderId);
    expect(after).toMatchObject({
      number: invoice.number,
      year: invoice.year,
      issued_on: invoice.issued_on,
      sdi_status: 'issued',
      attempts: 2,
    });
    expect(after.file_name).not.toBe(invoice.file_name);
    const xml = await downloadDocument('invoices', { invoice_id: invoice.id }, admin.client);
    expect(xml.disposition).toContain(after.file_name);
    const text = new TextDecoder().decode(xml.bytes);
    expect(await checkFatturaPA(text)).toEqual({ valid: true, errors: [] });
    const header = parseFattura(text).FatturaElettronicaHeader;
    expect(header.DatiTrasmissione).toMatchObject({
      CodiceDestinatario: 'M5UXCR1',
      ProgressivoInvio: after.file_name.slice(-9, -4),
    });

    // Delivered; a late receipt about the first file changes nothing.
    const delivered = await upload(
      sdiReceiptXml({ family: 'ade', kind: 'delivered', fileName: after.file_name }),
    );
    expect(delivered.body).toMatchObject({ invoice: { sdi_status: 'delivered' } });
    await upload(sdiReceiptXml({ kind: 'not_delivered', fileName: invoice.file_name }));
    expect((await invoiceOfOrder(orderId)).sdi_status).toBe('delivered');
    // Sent once: it is not rejected, so it cannot be sent again.
    const again = await callFunction<{ error: string }>(
      'invoices',
      { resend: { invoice_id: invoice.id, corrections: {} } },
      admin.client,
    );
    expect([again.status, again.body.error]).toEqual([409, 'not_rejected']);
  }, 120_000);

  it('voids a rejection not corrected within 5 days; the order is then invoiced anew', async () => {
    const { orderId, invoice } = await invoicedOrder();
    const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');
    await upload(
      sdiReceiptXml({ kind: 'rejected', fileName: invoice.file_name, receivedAt: sixDaysAgo }),
    );
    const late = await callFunction<{ error: string }>(
      'invoices',
      { resend: { invoice_id: invoice.id, corrections: { sdi_code: 'M5UXCR1' } } },
      admin.client,
    );
    expect([late.status, late.body.error]).toEqual([409, 'resend_window_over']);
    expect(
      (await restaurant.client.rpc('void_rejected_invoice', { p_invoice_id: invoice.id })).error
        ?.code,
    ).toBe('42501');
    const voided = await admin.client.rpc('void_rejected_invoice', { p_invoice_id: invoice.id });
    expect(voided.data).toMatchObject({ sdi_status: 'void' });

    expect((await downloadDocument('invoices', { order_id: orderId }, admin.client)).status).toBe(
      200,
    );
    const reissued = await invoiceOfOrder(orderId);
    expect(reissued.id).not.toBe(invoice.id);
    expect(reissued.number).not.toBe(invoice.number);
  }, 120_000);
});
