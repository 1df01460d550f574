import { unzipSync } from 'fflate';
import { parseFattura } from '../../support/fattura-xml.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkFatturaPA } from '../../../supabase/functions/_shared/fatturapa/validate-fatturapa.ts';
import { becomeBusiness } from '../../support/business-accounts.ts';
import {
  createCustomer,
  createTestProduct,
  placeOrder,
  serviceClient,
  type SignedIn,
  signInDemo,
} from '../schema/schema-helpers.ts';
import { downloadDocument } from './document-download.ts';

// Immediate invoices (TD01) through the real function and database: issued for an order with
// invoice data once its goods left, valid against FatturaPA 1.2.3 and the SdI's checks, the same
// file for the same number, read by the account's bookkeepers and nobody else, a private buyer's
// with their codice fiscale, no number spent on an XML the checks refuse, numbers gapless.
const service = serviceClient();
let restaurant: SignedIn;
let bookkeeper: SignedIn;
let cook: SignedIn;
let stranger: SignedIn;
let admin: SignedIn;
let breadId: string;
let briocheId: string;

async function orderOf(
  customer: SignedIn,
  options: {
    status?: 'received' | 'shipped';
    payment?: string;
    invoice_data?: Record<string, unknown>;
  } = {},
) {
  const { data, error } = await placeOrder(customer.client, {
    lines: [
      { product_id: breadId, quantity: 3 },
      { product_id: briocheId, quantity: 2 },
    ],
    payment_method: options.payment ?? 'bank_transfer',
    ...(options.invoice_data ? { invoice_data: options.invoice_data } : {}),
  });
  if (error || !data) throw new Error(`place_order: ${error?.message}`);
  for (const next of (options.status ?? 'shipped') === 'shipped'
    ? ['in_preparation', 'shipped']
    : []) {
    const moved = await service.from('orders').update({ status: next }).eq('id', data.id);
    if (moved.error) throw new Error(moved.error.message);
  }
  return data;
}

const parse = (xml: string) => parseFattura(xml);

const errorOf = (bytes: Uint8Array) =>
  JSON.parse(new TextDecoder().decode(bytes)) as { error: string };

async function invoiceOf(orderId: string) {
  const { data, error } = await service
    .from('invoices')
    .select('id, number, year, issued_on, document_type, file_name, sdi_status')
    .eq('order_id', orderId)
    .eq('document_type', 'TD01');
  if (error) throw new Error(error.message);
  return (
    data as { id: string; number: number; year: number; issued_on: string; file_name: string }[]
  )[0];
}

/** Every number of a series' year, across all tests: gapless means 1..n. */
async function numbersOf(series: string, year: number): Promise<number[]> {
  const { data } = await service
    .from('invoices')
    .select('number')
    .eq('series', series)
    .eq('year', year)
    .order('number');
  return (data as { number: number }[]).map((row) => row.number);
}

beforeAll(async () => {
  [restaurant, bookkeeper, cook, stranger, admin] = await Promise.all([
    createCustomer('Trattoria Fatture'),
    createCustomer('Ragioniera della trattoria'),
    createCustomer('Cuoco della trattoria'),
    createCustomer('Cliente senza fattura'),
    signInDemo('Amministratore'),
  ]);
  await becomeBusiness(restaurant.client, service, {
    data: { company_name: 'Trattoria Fatture S.r.l.' },
  });
  // Written directly: invite_business_member fails on an ambiguous column today (reported with
  // issue 36); joinTeam goes the shop's way once it is fixed.
  const members = await service.from('business_members').insert([
    { user_id: bookkeeper.id, business_id: restaurant.id, role: 'accounting' },
    { user_id: cook.id, business_id: restaurant.id, role: 'orders' },
  ]);
  if (members.error) throw new Error(members.error.message);
  breadId = (await createTestProduct({ price: 4.5 })).id;
  briocheId = (await createTestProduct({ price: 5.5, category: 'brioche', vat_rate: 10 })).id;
});

describe('immediate invoices', () => {
  it('gives an admin the valid XML of a shipped business order, the same every time', async () => {
    const order = await orderOf(restaurant);
    const first = await downloadDocument('invoices', { order_id: order.id }, admin.client);
    expect(first.status).toBe(200);
    expect(first.contentType).toBe('application/xml');
    expect(first.disposition).toMatch(/filename="IT09456120014_A[0-9A-Z]{4}\.xml"/);
    const xml = new TextDecoder().decode(first.bytes);
    expect(await checkFatturaPA(xml)).toEqual({ valid: true, errors: [] });

    const invoice = (await invoiceOf(order.id))!;
    const document = parse(xml);
    const body = document.FatturaElettronicaBody;
    expect(body.DatiGenerali.DatiGeneraliDocumento).toMatchObject({
      TipoDocumento: 'TD01',
      Numero: `${invoice.number}/${invoice.year}`,
      // The day the goods left: the delivery note's.
      Data: invoice.issued_on,
      ImportoTotaleDocumento: order.total.toFixed(2),
    });
    expect(body.DatiGenerali.DatiDDT).toMatchObject({ DataDDT: invoice.issued_on });
    // The buyer's registered office from the business account, not the delivery address.
    expect(document.FatturaElettronicaHeader.CessionarioCommittente.Sede).toMatchObject({
      Indirizzo: 'Via Garibaldi 12',
      CAP: '10122',
    });
    const again = await downloadDocument('invoices', { order_id: order.id }, admin.client);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });

  it('lets the owner and Amministrazione download the XML and the PDF copy, nobody else', async () => {
    const order = await orderOf(restaurant);
    await downloadDocument('invoices', { order_id: order.id }, admin.client);
    const invoice = (await invoiceOf(order.id))!;
    for (const reader of [restaurant, bookkeeper]) {
      const xml = await downloadDocument('invoices', { invoice_id: invoice.id }, reader.client);
      expect(xml.status).toBe(200);
      expect(xml.disposition).toContain(invoice.file_name);
      const pdf = await downloadDocument(
        'invoices',
        { invoice_id: invoice.id, format: 'pdf' },
        reader.client,
      );
      expect(pdf.status).toBe(200);
      expect(pdf.contentType).toBe('application/pdf');
    }
    for (const outsider of [cook, stranger]) {
      const denied = await downloadDocument(
        'invoices',
        { invoice_id: invoice.id },
        outsider.client,
      );
      expect(denied.status).toBe(404);
    }
    // Issuing is the bakery's: a customer's request for a draft is refused.
    const own = await downloadDocument('invoices', { order_id: order.id }, restaurant.client);
    expect(own.status).toBe(403);
    const draft = await restaurant.client.rpc('fiscal_document_draft', {
      p_request: { type: 'TD01', order_id: order.id },
    });
    expect(draft.error?.code).toBe('42501');
    const issue = await admin.client.rpc('issue_fiscal_document', {
      p_request: {},
      p_fingerprint: '',
    });
    expect(issue.error).not.toBeNull();
    expect((await downloadDocument('invoices', { order_id: order.id })).status).toBe(401);
  });

  it('gives a private buyer who asked for an invoice one with their codice fiscale', async () => {
    const order = await orderOf(stranger, {
      payment: 'cash_on_delivery',
      invoice_data: { customer_type: 'private', tax_code: 'RSSGLI85M41L219K' },
    });
    const answer = await downloadDocument('invoices', { order_id: order.id }, admin.client);
    expect(answer.status).toBe(200);
    const header = parse(new TextDecoder().decode(answer.bytes)).FatturaElettronicaHeader;
    expect(header.CessionarioCommittente.DatiAnagrafici.CodiceFiscale).toBe('RSSGLI85M41L219K');
    expect(header.CessionarioCommittente.DatiAnagrafici.IdFiscaleIVA).toBeUndefined();
    expect(header.DatiTrasmissione.CodiceDestinatario).toBe('0000000');
    const invoice = (await invoiceOf(order.id))!;
    const copy = await downloadDocument(
      'invoices',
      { invoice_id: invoice.id, format: 'pdf' },
      stranger.client,
    );
    expect(copy.status).toBe(200);
  });

  it('issues nothing for an order without invoice data, not shipped yet, or invoiced monthly', async () => {
    const noData = await orderOf(stranger, { payment: 'cash_on_delivery' });
    const refused = await downloadDocument('invoices', { order_id: noData.id }, admin.client);
    expect([refused.status, errorOf(refused.bytes).error]).toEqual([409, 'no_invoice_requested']);
    const early = await orderOf(restaurant, { status: 'received' });
    const notYet = await downloadDocument('invoices', { order_id: early.id }, admin.client);
    expect([notYet.status, errorOf(notYet.bytes).error]).toEqual([409, 'invoice_not_ready']);

    const monthly = await createCustomer('Osteria mensile');
    await becomeBusiness(monthly.client, service);
    expect(
      (
        await admin.client.rpc('admin_set_invoicing_mode', {
          p_customer_id: monthly.id,
          p_mode: 'monthly',
        })
      ).error,
    ).toBeNull();
    const deferred = await orderOf(monthly);
    const wait = await downloadDocument('invoices', { order_id: deferred.id }, admin.client);
    expect([wait.status, errorOf(wait.bytes).error]).toEqual([409, 'invoiced_monthly']);
    expect(
      (
        await monthly.client.rpc('admin_set_invoicing_mode', {
          p_customer_id: monthly.id,
          p_mode: 'immediate',
        })
      ).error?.code,
    ).toBe('42501');

    const { count } = await service
      .from('invoices')
      .select('id', { count: 'exact', head: true })
      .in('order_id', [noData.id, early.id, deferred.id]);
    expect(count).toBe(0);
  });

  it('spends no number on an XML the checks refuse', async () => {
    const order = await orderOf(restaurant, { status: 'received' });
    // An order whose snapshot the schema refuses (a seat with a CAP of letters, as an order
    // stored before the data were checked could carry).
    const { data } = await service
      .from('orders')
      .select('invoice_data')
      .eq('id', order.id)
      .single();
    const invoiceData = (data as { invoice_data: { registered_office: Record<string, unknown> } })
      .invoice_data;
    await service
      .from('orders')
      .update({
        invoice_data: {
          ...invoiceData,
          registered_office: { ...invoiceData.registered_office, postal_code: 'ABCDE' },
        },
      })
      .eq('id', order.id);
    for (const next of ['in_preparation', 'shipped'])
      await service.from('orders').update({ status: next }).eq('id', order.id);

    const refused = await downloadDocument('invoices', { order_id: order.id }, admin.client);
    expect(refused.status).toBe(422);
    const body = JSON.parse(new TextDecoder().decode(refused.bytes)) as {
      error: string;
      details: string[];
    };
    expect(body.error).toBe('invalid_invoice');
    expect(body.details.join('\n')).toMatch(/CAP/);
    expect(await invoiceOf(order.id)).toBeUndefined();

    // The next invoice takes the next number: the series has no hole.
    const next = await orderOf(restaurant);
    expect((await downloadDocument('invoices', { order_id: next.id }, admin.client)).status).toBe(
      200,
    );
    const { year } = (await invoiceOf(next.id))!;
    const numbers = await numbersOf('invoice', year);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
  });

  it('keeps a regime the schema refuses out of the settings', async () => {
    const refused = await service
      .from('shop_settings')
      .update({ tax_regime: 'RF03' })
      .eq('id', true);
    expect(refused.error?.code).toBe('23514');
  });

  it('zips the documents of a period, each valid, numbered without gaps under parallel issues', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, () => orderOf(restaurant)));
    const answers = await Promise.all(
      orders.map((order) => downloadDocument('invoices', { order_id: order.id }, admin.client)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(orders.map(() => 200));
    const issued = await Promise.all(orders.map(async (order) => (await invoiceOf(order.id))!));
    expect(new Set(issued.map((invoice) => invoice.number)).size).toBe(6);
    const numbers = await numbersOf('invoice', issued[0]!.year);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));

    const day = issued[0]!.issued_on;
    const zip = await downloadDocument('invoices', { from: day, to: day }, admin.client);
    expect(zip.status).toBe(200);
    expect(zip.contentType).toBe('application/zip');
    const names = Object.keys(unzipSync(zip.bytes));
    for (const invoice of issued) expect(names).toContain(invoice.file_name);
  }, 120_000);
});
