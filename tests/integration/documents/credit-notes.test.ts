import { beforeAll, describe, expect, it } from 'vitest';
import { checkFatturaPA } from '../../../supabase/functions/_shared/fatturapa/validate-fatturapa.ts';
import { becomeBusiness } from '../../support/business-accounts.ts';
import {
  invoke,
  newCustomer,
  payOnTestPage,
  placeOrder,
  sharedStack,
} from '../payments/payment-fixtures.ts';
import {
  createTestProduct,
  serviceClient,
  type SignedIn,
  signInDemo,
} from '../schema/schema-helpers.ts';
import { addDays, romeToday } from '../../support/rome-calendar.ts';
import { callFunction, downloadDocument, runScheduledInvoicing } from './document-download.ts';

// Credit notes (TD04): a refund after invoicing gives exactly one, for what was invoiced and
// referring to that invoice; a return credits the packs sent back, never more than invoiced;
// the customer downloads it and sees it on the order and the statement.
const stack = sharedStack();
const service = serviceClient();
let admin: SignedIn;
let breadId: string;
let briocheId: string;

interface Document {
  id: string;
  document_type: string;
  number: number;
  year: number;
  total: number;
  corrects_invoice_id: string | null;
  issued_on: string;
}

async function documentsOf(orderId: string): Promise<Document[]> {
  const { data, error } = await service
    .from('invoices')
    .select('id, document_type, number, year, total, corrects_invoice_id, issued_on')
    .eq('order_id', orderId)
    .order('issued_at');
  if (error) throw new Error(error.message);
  return data as Document[];
}

beforeAll(async () => {
  admin = await signInDemo('Amministratore');
  breadId = (await createTestProduct({ price: 4.5 })).id;
  briocheId = (await createTestProduct({ price: 5.5, category: 'brioche', vat_rate: 10 })).id;
});

describe('credit notes', () => {
  it('follow a refund after invoicing, once, for the invoiced amount', async () => {
    const buyer = await newCustomer(stack, 'Giulia Nota di credito');
    const order = await placeOrder(stack, buyer, {
      lines: [
        { product_id: breadId, quantity: 2 },
        { product_id: briocheId, quantity: 1 },
      ],
      invoice_data: { customer_type: 'private', tax_code: 'RSSGLI85M41L219K' },
    });
    await payOnTestPage(buyer, order.id);
    // Paid before delivery: invoiced on the day of the payment.
    await runScheduledInvoicing();
    const [invoice] = await documentsOf(order.id);
    expect(invoice).toMatchObject({
      document_type: 'TD01',
      issued_on: romeToday(),
      total: order.total,
    });

    // The bakery cancels it; the refund goes through Stripe (the local stand-in).
    expect(
      (await admin.client.from('orders').update({ status: 'cancelled' }).eq('id', order.id)).error,
    ).toBeNull();
    expect((await invoke(admin.client, 'order-follow-up', {})).status).toBe(200);
    const { data: refunded } = await service
      .from('orders')
      .select('payment_status')
      .eq('id', order.id)
      .single();
    expect(refunded).toEqual({ payment_status: 'refunded' });

    await runScheduledInvoicing();
    await runScheduledInvoicing();
    const documents = await documentsOf(order.id);
    expect(documents.map((document) => document.document_type)).toEqual(['TD01', 'TD04']);
    const credit = documents[1]!;
    expect(credit).toMatchObject({
      total: order.total,
      corrects_invoice_id: invoice!.id,
      issued_on: romeToday(),
    });

    // Its own XML (valid, referring to the invoice) and PDF, for the customer too.
    const xml = await downloadDocument('invoices', { invoice_id: credit.id }, buyer.client);
    expect(xml.status).toBe(200);
    const text = new TextDecoder().decode(xml.bytes);
    expect(await checkFatturaPA(text)).toEqual({ valid: true, errors: [] });
    expect(text).toContain(`<IdDocumento>${invoice!.number}/${invoice!.year}</IdDocumento>`);
    const pdf = await downloadDocument(
      'invoices',
      { invoice_id: credit.id, format: 'pdf' },
      buyer.client,
    );
    expect([pdf.status, pdf.contentType]).toEqual([200, 'application/pdf']);
    expect(pdf.disposition).toContain(`Nota-di-credito-NC-${credit.number}-${credit.year}.pdf`);
    const onTheOrder = await buyer.client.rpc('order_documents', { p_order_id: order.id });
    expect(onTheOrder.data).toMatchObject({
      invoice: { id: invoice!.id },
      credit_notes: [{ id: credit.id, label: `NC-${credit.number}/${credit.year}` }],
    });
  }, 120_000);

  it('credit the packs of a return, never more than was invoiced', async () => {
    const restaurant = await newCustomer(stack, 'Trattoria Resi');
    await becomeBusiness(restaurant.client, service);
    const order = await placeOrder(stack, restaurant, {
      lines: [
        { product_id: breadId, quantity: 3 },
        { product_id: briocheId, quantity: 2 },
      ],
      payment_method: 'bank_transfer',
    });
    for (const status of ['in_preparation', 'shipped', 'delivered']) {
      await service.from('orders').update({ status }).eq('id', order.id);
    }
    const notInvoiced = await callFunction<{ error: string }>(
      'invoices',
      { issue: { type: 'TD04', order_id: order.id, reason: 'return' } },
      admin.client,
    );
    expect([notInvoiced.status, notInvoiced.body.error]).toEqual([409, 'not_invoiced']);
    expect((await downloadDocument('invoices', { order_id: order.id }, admin.client)).status).toBe(
      200,
    );

    const before = await restaurant.client.rpc('account_statement');
    const openBefore = (before.data as { credit: { open_balance: number } }).credit.open_balance;
    expect(
      (
        before.data as { rows: { order_id: string; total: number; amount_due: number }[] }
      ).rows.find((candidate) => candidate.order_id === order.id),
    ).toMatchObject({ amount_due: order.total });

    const { data: items } = await service
      .from('order_items')
      .select('id, product_id')
      .eq('order_id', order.id);
    const brioche = (items as { id: string; product_id: string }[]).find(
      (item) => item.product_id === briocheId,
    )!;
    const returned = await callFunction<{
      invoice: { label: string; total: number; document_type: string };
    }>(
      'invoices',
      {
        issue: {
          type: 'TD04',
          order_id: order.id,
          reason: 'return',
          lines: [{ item_id: brioche.id, packs: 1 }],
          description: 'Una confezione arrivata schiacciata',
        },
      },
      admin.client,
    );
    expect(returned.status).toBe(200);
    expect(returned.body.invoice).toMatchObject({ document_type: 'TD04', total: 5.5 });

    const tooMany = await callFunction<{ error: string; message: string }>(
      'invoices',
      {
        issue: {
          type: 'TD04',
          order_id: order.id,
          reason: 'return',
          lines: [{ item_id: brioche.id, packs: 2 }],
        },
      },
      admin.client,
    );
    expect([tooMany.status, tooMany.body.error]).toEqual([409, 'credit_exceeds_invoice']);
    expect(tooMany.body.message).toMatch(/si possono stornare al massimo 1 confezione\.$/);

    // The statement shows it beside the order, and what is owed is the total less the credit:
    // on the row, in the open balance and in the credit still available.
    const statement = await restaurant.client.rpc('account_statement');
    const { rows, credit } = statement.data as {
      rows: {
        order_id: string;
        total: number;
        amount_due: number;
        credit_notes: { label: string }[];
      }[];
      credit: { credit_limit: number; open_balance: number; available_credit: number };
    };
    const row = rows.find((candidate) => candidate.order_id === order.id);
    expect(row?.credit_notes.map((note) => note.label)).toEqual([returned.body.invoice.label]);
    expect(row?.amount_due).toBeCloseTo(row!.total - 5.5, 2);
    expect(credit.open_balance).toBeCloseTo(openBefore - 5.5, 2);
    expect(credit.available_credit).toBeCloseTo(
      Math.max(credit.credit_limit - credit.open_balance, 0),
      2,
    );
  }, 120_000);

  it('leave an order they cover neither owed nor overdue', async () => {
    const restaurant = await newCustomer(stack, 'Osteria Resa Totale');
    await becomeBusiness(restaurant.client, service);
    const order = await placeOrder(stack, restaurant, {
      lines: [{ product_id: breadId, quantity: 2 }],
      payment_method: 'bank_transfer',
    });
    for (const status of ['in_preparation', 'shipped', 'delivered']) {
      await service.from('orders').update({ status }).eq('id', order.id);
    }
    // Delivered six weeks ago: its transfer is overdue, whatever the account's terms.
    await service
      .from('orders')
      .update({ delivery_date: addDays(romeToday(), -42) })
      .eq('id', order.id);
    expect((await downloadDocument('invoices', { order_id: order.id }, admin.client)).status).toBe(
      200,
    );
    const overdueAccounts = async () =>
      ((await admin.client.rpc('admin_overdue_accounts')).data as { customer_id: string }[]).map(
        (account) => account.customer_id,
      );
    const rowOf = async () =>
      (
        (await restaurant.client.rpc('account_statement')).data as {
          rows: { order_id: string; amount_due: number; overdue: boolean }[];
        }
      ).rows.find((row) => row.order_id === order.id);
    expect(await overdueAccounts()).toContain(restaurant.id);
    expect(await rowOf()).toMatchObject({ amount_due: order.total, overdue: true });

    // Everything comes back: the credit note covers the whole order.
    const credited = await callFunction<{ invoice: { total: number } }>(
      'invoices',
      { issue: { type: 'TD04', order_id: order.id, reason: 'return', shipping: true } },
      admin.client,
    );
    expect(credited.status).toBe(200);
    expect(credited.body.invoice.total).toBe(order.total);
    expect(await rowOf()).toMatchObject({ amount_due: 0, overdue: false });
    expect(await overdueAccounts()).not.toContain(restaurant.id);
  }, 120_000);
});
