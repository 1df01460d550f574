import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createTestProduct,
  placeOrder,
  serviceClient,
  type SignedIn,
  signInDemo,
} from '../schema/schema-helpers.ts';
import { becomeBusiness } from '../../support/business-accounts.ts';
import { downloadDocument } from './document-download.ts';

// Delivery notes (DDT) through the real function and database: issued when the goods leave and
// never afterwards, who may have one, that a number always returns the same file, a cancelled
// order's note marked and kept, and numbers gapless when many are issued at once.
const service = serviceClient();
let customerA: SignedIn;
let customerB: SignedIn;
let admin: SignedIn;
let productId: string;

async function receivedOrderOf(customer: SignedIn): Promise<string> {
  const { data, error } = await placeOrder(customer.client, {
    lines: [{ product_id: productId, quantity: 2 }],
    payment_method: 'cash_on_delivery',
  });
  if (error || !data) throw new Error(`place_order: ${error?.message}`);
  return data.id;
}

async function moveTo(orderId: string, ...statuses: string[]): Promise<void> {
  for (const status of statuses) {
    const { error } = await service.from('orders').update({ status }).eq('id', orderId);
    if (error) throw new Error(`to ${status}: ${error.message}`);
  }
}

/** An order the bakery has started on: the admin may print its note now. */
async function orderOf(customer: SignedIn): Promise<string> {
  const orderId = await receivedOrderOf(customer);
  await moveTo(orderId, 'in_preparation');
  return orderId;
}

/** An order that left the bakery: its note was issued when it did. */
async function shippedOrderOf(customer: SignedIn): Promise<string> {
  const orderId = await orderOf(customer);
  await moveTo(orderId, 'shipped');
  return orderId;
}

async function issuedNumbers(year: number): Promise<number[]> {
  const { data, error } = await service
    .from('delivery_notes')
    .select('number')
    .eq('year', year)
    .order('number');
  if (error) throw new Error(error.message);
  return (data as { number: number }[]).map((row) => row.number);
}

beforeAll(async () => {
  [customerA, customerB, admin] = await Promise.all([
    createCustomer('Cliente A'),
    createCustomer('Cliente B'),
    signInDemo('Amministratore'),
  ]);
  // A restaurant, which may have many orders paid on delivery open at once (issue 36).
  await becomeBusiness(customerA.client, service);
  productId = (await createTestProduct({ pack_size: 6, weight_grams: 90 })).id;
});

describe('delivery notes', () => {
  it('is issued when the order ships, and the customer has the same PDF every time', async () => {
    const orderId = await shippedOrderOf(customerA);
    const first = await downloadDocument('delivery-notes', { order_id: orderId }, customerA.client);
    expect(first.status).toBe(200);
    expect(first.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(first.bytes.slice(0, 5))).toBe('%PDF-');

    const { data: note } = await customerA.client
      .from('delivery_notes')
      .select('number, year, content')
      .eq('order_id', orderId)
      .single();
    expect(note).not.toBeNull();
    const { number, year, content } = note as {
      number: number;
      year: number;
      content: {
        lines: { packs: number; pieces: number; net_weight_grams: number }[];
        recipient: { name: string; office: { street: string } | null };
        transport: Record<string, unknown>;
      };
    };
    expect(content.lines).toEqual([
      expect.objectContaining({ packs: 2, pieces: 12, net_weight_grams: 1080 }),
    ]);
    // The buyer at its registered office (the business account), apart from where it goes.
    expect(content.recipient).toMatchObject({
      name: 'Trattoria di Prova S.r.l.',
      office: { street: 'Via Garibaldi 12', postal_code: '10122', city: 'Torino', province: 'TO' },
    });
    // 2 packs of 6 buns of 90 g, 12 g of packaging per pack.
    expect(content.transport).toMatchObject({
      by: 'sender',
      carrier_name: null,
      packages: 2,
      net_weight_grams: 1080,
      gross_weight_grams: 1104,
      started_at: expect.any(String),
    });
    expect(first.disposition).toContain(`DDT-${year}-${String(number).padStart(6, '0')}.pdf`);
    const pdf = await PDFDocument.load(first.bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toContain(`DDT ${number}/${year}`);

    const again = await downloadDocument('delivery-notes', { order_id: orderId }, customerA.client);
    expect(again.status).toBe(200);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const byAdmin = await downloadDocument('delivery-notes', { order_id: orderId }, admin.client);
    expect(Buffer.from(byAdmin.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });

  it("never gives a customer another customer's note, nor lets them issue one", async () => {
    const orderId = await orderOf(customerA);
    const own = await downloadDocument('delivery-notes', { order_id: orderId }, customerA.client);
    expect(own.status).toBe(409);
    const byB = await downloadDocument('delivery-notes', { order_id: orderId }, customerB.client);
    expect(byB.status).toBe(404);
    const rpc = await customerB.client.rpc('issue_delivery_note', { p_order_id: orderId });
    expect(rpc.error?.message).toBe('order_not_found');
    const day = await customerB.client.rpc('issue_delivery_notes_for_day', {
      p_delivery_date: '2026-12-01',
    });
    expect(day.error?.code).toBe('42501');
    const dayDownload = await downloadDocument(
      'delivery-notes',
      { delivery_date: '2026-12-01' },
      customerB.client,
    );
    expect(dayDownload.status).toBe(403);
    const anonymous = await downloadDocument('delivery-notes', { order_id: orderId });
    expect(anonymous.status).toBe(401);

    // Nothing was issued by those attempts, and the owner's note B cannot even see.
    const { count } = await service
      .from('delivery_notes')
      .select('id', { count: 'exact', head: true })
      .eq('order_id', orderId);
    expect(count).toBe(0);
    await moveTo(orderId, 'shipped');
    const seenByB = await customerB.client
      .from('delivery_notes')
      .select('id')
      .eq('order_id', orderId);
    expect(seenByB.data).toEqual([]);
  });

  it('gives the customer no note before the goods leave', async () => {
    const orderId = await orderOf(customerA);
    const early = await downloadDocument('delivery-notes', { order_id: orderId }, customerA.client);
    expect(early.status).toBe(409);
    expect(JSON.parse(new TextDecoder().decode(early.bytes))).toMatchObject({
      error: 'delivery_note_not_ready',
    });
  });

  it('names the carrier that takes the goods, when a courier does', async () => {
    const orderId = await orderOf(customerA);
    const shipped = await admin.client
      .from('orders')
      .update({ status: 'shipped', carrier_name: 'BRT Corriere Espresso' })
      .eq('id', orderId);
    expect(shipped.error).toBeNull();
    const { data } = await service
      .from('delivery_notes')
      .select('content')
      .eq('order_id', orderId)
      .single();
    expect((data as { content: { transport: unknown } }).content.transport).toMatchObject({
      by: 'carrier',
      carrier_name: 'BRT Corriere Espresso',
    });
  });

  it('is never issued for goods already delivered without one', async () => {
    // The demo restaurant's past orders were delivered before notes went with the goods.
    const { data } = await service
      .from('orders')
      .select('id, delivery_notes(id)')
      .eq('user_id', '6f1c2a4e-1b2d-4c3e-9f10-0a1b2c3d4e03')
      .eq('status', 'delivered');
    // One note per order: PostgREST embeds it as an object, or null when there is none.
    const delivered = (data as { id: string; delivery_notes: unknown }[]).find(
      (order) => order.delivery_notes === null,
    );
    expect(delivered).toBeDefined();
    const late = await downloadDocument(
      'delivery-notes',
      { order_id: delivered!.id },
      admin.client,
    );
    expect(late.status).toBe(409);
    expect(JSON.parse(new TextDecoder().decode(late.bytes))).toMatchObject({
      error: 'goods_already_left',
    });
    const rpc = await admin.client.rpc('issue_delivery_note', { p_order_id: delivered!.id });
    expect(rpc.error?.message).toBe('goods_already_left');
  });

  it('marks the note of an order cancelled after it was issued, keeping its number', async () => {
    const orderId = await orderOf(customerA);
    const issued = await downloadDocument('delivery-notes', { order_id: orderId }, admin.client);
    expect(issued.status).toBe(200);
    await moveTo(orderId, 'cancelled');
    const { data } = await service
      .from('delivery_notes')
      .select('number, year, cancelled_at')
      .eq('order_id', orderId)
      .single();
    const note = data as { number: number; year: number; cancelled_at: string | null };
    expect(note.cancelled_at).not.toBeNull();
    const marked = await downloadDocument(
      'delivery-notes',
      { order_id: orderId },
      customerA.client,
    );
    expect(marked.status).toBe(200);
    expect(marked.disposition).toContain(
      `DDT-${note.year}-${String(note.number).padStart(6, '0')}-annullato.pdf`,
    );
    expect(Buffer.from(marked.bytes).equals(Buffer.from(issued.bytes))).toBe(false);
  });

  it('issues nothing for a cancelled order, not even to an admin', async () => {
    const orderId = await receivedOrderOf(customerA);
    const cancelled = await customerA.client.rpc('cancel_order', { order_id: orderId });
    expect(cancelled.error).toBeNull();
    const answer = await downloadDocument('delivery-notes', { order_id: orderId }, admin.client);
    expect(answer.status).toBe(409);
  });

  it('numbers 20 notes issued in parallel once each, without gaps', async () => {
    const customers = await Promise.all(
      Array.from({ length: 5 }, async (_, index) => {
        const restaurant = await createCustomer(`Ristorante ${index}`);
        await becomeBusiness(restaurant.client, service);
        return restaurant;
      }),
    );
    const orders = await Promise.all(
      customers.flatMap((customer) =>
        Array.from({ length: 4 }, async () => ({ customer, orderId: await orderOf(customer) })),
      ),
    );
    const notes = await Promise.all(
      orders.map(async ({ orderId }) => {
        const { data, error } = await admin.client.rpc('issue_delivery_note', {
          p_order_id: orderId,
        });
        expect(error).toBeNull();
        return data as { number: number; year: number };
      }),
    );
    const numbers = notes.map((note) => note.number);
    expect(new Set(numbers).size).toBe(20);
    // Every committed number of the year, across all tests: 1..n with nothing missing.
    const year = notes[0]!.year;
    const all = await issuedNumbers(year);
    expect(all).toEqual(Array.from({ length: all.length }, (_, index) => index + 1));
    expect(all).toEqual(expect.arrayContaining(numbers));
  });
});
