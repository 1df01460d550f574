import { type ParsedFattura, parseFattura } from '../../support/fattura-xml.ts';
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
import { callFunction, downloadDocument, runScheduledInvoicing } from './document-download.ts';

// Deferred invoices (TD24) of businesses invoiced monthly: the scheduled run, on the first days
// of the next month, issues one per business listing the month's delivery notes, dated on the
// last of them (so its VAT belongs to the month of the deliveries), and never a second one.
const service = serviceClient();
let admin: SignedIn;
let osteria: SignedIn;
let pizzeria: SignedIn;
let productId: string;

/** A bank-transfer order that leaves the bakery (its delivery note is issued as it ships). */
async function shippedOrder(customer: SignedIn): Promise<string> {
  const { data, error } = await placeOrder(customer.client, {
    lines: [{ product_id: productId, quantity: 2 }],
    payment_method: 'bank_transfer',
  });
  if (error || !data) throw new Error(`place_order: ${error?.message}`);
  for (const status of ['in_preparation', 'shipped']) {
    const moved = await service.from('orders').update({ status }).eq('id', data.id);
    if (moved.error) throw new Error(moved.error.message);
  }
  return data.id;
}

async function deferredInvoicesOf(customerId: string) {
  const { data, error } = await service
    .from('invoices')
    .select('id, number, year, issued_on, period_month, total, content')
    .eq('customer_id', customerId)
    .eq('document_type', 'TD24');
  if (error) throw new Error(error.message);
  return data as {
    id: string;
    number: number;
    year: number;
    issued_on: string;
    period_month: string;
    total: number;
    content: { orders: { order_id: string }[] };
  }[];
}

/** 07:00 in Rome on the first day of the month after `day`. */
function firstMorningOfNextMonth(day: string): Date {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(month === 12 ? year + 1 : year, month === 12 ? 0 : month, 1, 6));
}

beforeAll(async () => {
  [admin, osteria, pizzeria] = await Promise.all([
    signInDemo('Amministratore'),
    createCustomer('Osteria a fine mese'),
    createCustomer('Pizzeria a fine mese'),
  ]);
  for (const customer of [osteria, pizzeria]) {
    await becomeBusiness(customer.client, service, {
      terms: { payment_terms: 'end_of_month', payment_term_days: 0, credit_limit: 100_000 },
    });
    const mode = await admin.client.rpc('admin_set_invoicing_mode', {
      p_customer_id: customer.id,
      p_mode: 'monthly',
    });
    if (mode.error) throw new Error(mode.error.message);
  }
  productId = (await createTestProduct({ price: 6.2 })).id;
});

describe('deferred invoices', () => {
  it('are issued once per business by the scheduled run after the month, never twice', async () => {
    const osteriaOrders = [
      await shippedOrder(osteria),
      await shippedOrder(osteria),
      await shippedOrder(osteria),
    ];
    const pizzeriaOrder = await shippedOrder(pizzeria);
    const { data: notes } = await service
      .from('delivery_notes')
      .select('number, year, issued_on')
      .in('order_id', osteriaOrders)
      .order('number');
    const month = `${(notes as { issued_on: string }[])[0]!.issued_on.slice(0, 7)}-01`;

    // Not before the month is over, not even by hand.
    const early = await callFunction<{ error: string }>(
      'invoices',
      { issue: { type: 'TD24', customer_id: osteria.id, month } },
      admin.client,
    );
    expect([early.status, early.body.error]).toEqual([409, 'month_not_over']);

    const asOf = firstMorningOfNextMonth(month);
    const first = await runScheduledInvoicing(asOf);
    // The run issues whatever is due in the shop: other files' documents (one corrupts an
    // order on purpose) are theirs to check; none of this test's may fail.
    const ours = new Set<unknown>([...osteriaOrders, pizzeriaOrder, osteria.id, pizzeria.id]);
    const ourFailures = first.failed.filter(({ request }) => {
      const { order_id, customer_id } = request as { order_id?: string; customer_id?: string };
      return ours.has(order_id) || ours.has(customer_id);
    });
    expect(ourFailures).toEqual([]);
    const [invoice, ...more] = await deferredInvoicesOf(osteria.id);
    expect(more).toEqual([]);
    expect(first.issued).toContain(`FD-${invoice!.number}/${invoice!.year}`);
    expect(await deferredInvoicesOf(pizzeria.id)).toHaveLength(1);

    // The month of the deliveries, dated on its last delivery note.
    const lastNote = (notes as { issued_on: string }[]).at(-1)!.issued_on;
    expect(invoice).toMatchObject({ period_month: month, issued_on: lastNote });
    expect(invoice!.content.orders.map((order) => order.order_id)).toEqual(osteriaOrders);

    const xml = await downloadDocument('invoices', { invoice_id: invoice!.id }, admin.client);
    expect(xml.status).toBe(200);
    const text = new TextDecoder().decode(xml.bytes);
    expect(await checkFatturaPA(text)).toEqual({ valid: true, errors: [] });
    const body = parseFattura(text).FatturaElettronicaBody;
    expect(body.DatiGenerali.DatiGeneraliDocumento).toMatchObject({
      TipoDocumento: 'TD24',
      Data: lastNote,
    });
    expect((body.DatiGenerali.DatiDDT as ParsedFattura[]).map((ddt) => ddt.NumeroDDT)).toEqual(
      (notes as { number: number; year: number }[]).map((note) => `${note.number}/${note.year}`),
    );

    // A second run issues nothing more for them.
    const second = await runScheduledInvoicing(asOf);
    expect(second.issued).not.toContain(`FD-${invoice!.number}/${invoice!.year}`);
    expect(await deferredInvoicesOf(osteria.id)).toHaveLength(1);
    expect(await deferredInvoicesOf(pizzeria.id)).toHaveLength(1);

    // Each order shows the invoice that covers it, to the business's bookkeeper.
    const documents = await osteria.client.rpc('order_documents', { p_order_id: osteriaOrders[1] });
    expect(documents.data).toMatchObject({ invoice: { id: invoice!.id, document_type: 'TD24' } });
  }, 120_000);
});
