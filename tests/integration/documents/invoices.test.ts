import { unzipSync } from 'fflate';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateFatturaPA } from '../../../supabase/functions/_shared/fatturapa/validate-fatturapa.ts';
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

// Electronic invoices through the real function and database: only admins get them, only for
// business orders on their way, each XML valid against the official schema, the same file for
// the same number, a zip per period, and gapless numbers when many are issued at once.
const service = serviceClient();
let restaurant: SignedIn;
let privateBuyer: SignedIn;
let admin: SignedIn;
let breadId: string;
let briocheId: string;

async function businessOrder(status: 'received' | 'shipped' = 'shipped', business = true) {
  const { data, error } = await placeOrder((business ? restaurant : privateBuyer).client, {
    lines: [
      { product_id: breadId, quantity: 3 },
      { product_id: briocheId, quantity: 2 },
    ],
    payment_method: business ? 'bank_transfer' : 'cash_on_delivery',
  });
  if (error || !data) throw new Error(`place_order: ${error?.message}`);
  for (const next of status === 'shipped' ? ['in_preparation', 'shipped'] : []) {
    const moved = await service.from('orders').update({ status: next }).eq('id', data.id);
    if (moved.error) throw new Error(moved.error.message);
  }
  return data;
}

const parse = (xml: string) =>
  new XMLParser({ parseTagValue: false }).parse(xml) as {
    'p:FatturaElettronica': { FatturaElettronicaBody: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

beforeAll(async () => {
  [restaurant, privateBuyer, admin] = await Promise.all([
    createCustomer('Trattoria Fatture'),
    createCustomer('Cliente senza fattura'),
    signInDemo('Amministratore'),
  ]);
  await becomeBusiness(restaurant.client, service, {
    data: { company_name: 'Trattoria Fatture S.r.l.' },
  });
  breadId = (await createTestProduct({ price: 4.5 })).id;
  briocheId = (await createTestProduct({ price: 5.5, category: 'brioche', vat_rate: 10 })).id;
});

describe('electronic invoices', () => {
  it('gives an admin the valid FatturaPA XML of a shipped business order, the same every time', async () => {
    const order = await businessOrder();
    const first = await downloadDocument('invoices', { order_id: order.id }, admin.client);
    expect(first.status).toBe(200);
    expect(first.contentType).toBe('application/xml');
    expect(first.disposition).toMatch(/filename="IT09456120014_[0-9A-Z]{5}\.xml"/);
    const xml = new TextDecoder().decode(first.bytes);
    expect(await validateFatturaPA(xml)).toEqual({ valid: true, errors: [] });

    const { data: invoice } = await service
      .from('invoices')
      .select('number, year')
      .eq('order_id', order.id)
      .single();
    const { number, year } = invoice as { number: number; year: number };
    const body = parse(xml)['p:FatturaElettronica'].FatturaElettronicaBody;
    expect(body.DatiGenerali.DatiGeneraliDocumento.Numero).toBe(`${number}/${year}`);
    expect(body.DatiGenerali.DatiGeneraliDocumento.ImportoTotaleDocumento).toBe(
      order.total.toFixed(2),
    );
    const rates = (body.DatiBeniServizi.DatiRiepilogo as { AliquotaIVA: string }[]).map(
      (summary) => summary.AliquotaIVA,
    );
    expect(rates).toEqual(['4.00', '10.00']);

    const again = await downloadDocument('invoices', { order_id: order.id }, admin.client);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });

  it('gives customers no invoice file, not even of their own order', async () => {
    const order = await businessOrder();
    const own = await downloadDocument('invoices', { order_id: order.id }, restaurant.client);
    expect(own.status).toBe(403);
    const rpc = await restaurant.client.rpc('issue_invoice', { p_order_id: order.id });
    expect(rpc.error?.code).toBe('42501');
    const period = await restaurant.client.rpc('issue_invoices_for_period', {
      p_from: '2026-01-01',
      p_to: '2026-12-31',
    });
    expect(period.error?.code).toBe('42501');
    expect((await downloadDocument('invoices', { order_id: order.id })).status).toBe(401);
  });

  it('issues nothing for an order without business data or not shipped yet', async () => {
    const privateOrder = await businessOrder('shipped', false);
    const noInvoice = await downloadDocument(
      'invoices',
      { order_id: privateOrder.id },
      admin.client,
    );
    expect(noInvoice.status).toBe(409);
    const early = await businessOrder('received');
    const notYet = await downloadDocument('invoices', { order_id: early.id }, admin.client);
    expect(notYet.status).toBe(409);
    const { count } = await service
      .from('invoices')
      .select('id', { count: 'exact', head: true })
      .in('order_id', [privateOrder.id, early.id]);
    expect(count).toBe(0);
  });

  it('zips every invoice of a delivery period, each valid, numbered without gaps under 20 parallel issues', async () => {
    // The orders come one after another: what runs in parallel here is the issuing. (Twenty
    // placements racing twenty status changes once met a deadlock on PostgreSQL: a risk of its
    // own, reported with issue 24's follow-ups, not what this test is about.)
    const orders: Awaited<ReturnType<typeof businessOrder>>[] = [];
    for (let index = 0; index < 20; index += 1) orders.push(await businessOrder());
    const issued = await Promise.all(
      orders.map(async (order) => {
        const { data, error } = await admin.client.rpc('issue_invoice', { p_order_id: order.id });
        expect(error).toBeNull();
        return data as { number: number; year: number };
      }),
    );
    expect(new Set(issued.map((invoice) => invoice.number)).size).toBe(20);
    const { data: all } = await service
      .from('invoices')
      .select('number')
      .eq('year', issued[0]!.year)
      .order('number');
    const numbers = (all as { number: number }[]).map((row) => row.number);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));

    const day = orders[0]!.delivery_date;
    const zip = await downloadDocument('invoices', { from: day, to: day }, admin.client);
    expect(zip.status).toBe(200);
    expect(zip.contentType).toBe('application/zip');
    const files = unzipSync(zip.bytes);
    const names = Object.keys(files);
    // Our 20 and any other shipped business order of that day: one valid file per invoice.
    expect(names.length).toBeGreaterThanOrEqual(20);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      const verdict = await validateFatturaPA(new TextDecoder().decode(files[name]));
      expect(verdict.errors).toEqual([]);
    }
    // Each schema check starts libxml2 in a worker: twenty of them take a while on 2 cores.
  }, 120_000);
});
