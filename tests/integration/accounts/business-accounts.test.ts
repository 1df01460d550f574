import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import {
  becomeBusiness,
  joinTeam,
  requestBusinessAccount,
  reviewBusinessRequest,
  sampleBusinessRequest,
} from '../../support/business-accounts.ts';
import { customerSchemas } from '../../../src/domain/customer/current-customer.ts';
import { outboxFor } from '../../support/supabase-clients.ts';
import {
  createCustomer,
  createTestProduct,
  demoIds,
  expectPgError,
  placeOrder,
  serviceClient,
  type SignedIn,
  signInDemo,
  stockOf,
} from '../schema/schema-helpers.ts';

// Business accounts a bakery can trust (issue 36, decision 015), through the API as the shop
// and an attacker use it: nobody makes themselves a business, the bakery decides, a team acts
// by role, orders above a member's limit wait for the owner and are priced when approved.

const service = serviceClient();
const stackUrl = inject('stackUrl');

/** Sends the e-mails the database queued, as the scheduled job does every minute. */
async function runFollowUp(): Promise<void> {
  const { error } = await service.functions.invoke('order-follow-up', { body: {} });
  if (error) throw new Error(`order-follow-up: ${error.message}`);
}

async function mailSubjects(email: string): Promise<string[]> {
  await runFollowUp();
  return (await outboxFor(stackUrl, email)).map((mail) => mail.subject);
}

async function currentCustomer(person: SignedIn) {
  const { data, error } = await person.client.rpc('current_customer');
  if (error) throw new Error(error.message);
  return data as {
    customer_id: string;
    customer_type: string;
    role: string | null;
    business_request: { status: string; admin_note: string | null } | null;
    pending_approvals: number;
  };
}

describe('business status', () => {
  it('is granted by no API path a customer can reach', async () => {
    const hopeful = await createCustomer('Locale Abusivo');
    const product = await createTestProduct({ stock_quantity: 50 });
    const line = [{ product_id: product.id, quantity: 1 }];

    // The profile's fiscal columns are not granted to customers.
    const profile = await hopeful.client
      .from('profiles')
      .update({
        customer_type: 'business',
        company_name: 'Abusivo S.r.l.',
        vat_number: '11876540011',
      })
      .eq('id', hopeful.id);
    expectPgError(profile.error, '42501');
    // Nor may they write the business tables or call the bakery's functions.
    const account = await hopeful.client.from('business_accounts').insert({
      customer_id: hopeful.id,
      office_street: 'Via Roma 1',
      office_postal_code: '10100',
      office_city: 'Torino',
      office_province: 'TO',
      credit_limit: 1_000_000,
    });
    expectPgError(account.error, '42501');
    const member = await hopeful.client
      .from('business_members')
      .insert({ user_id: hopeful.id, business_id: demoIds.osteria, role: 'orders' });
    expectPgError(member.error, '42501');
    const requestId = await requestBusinessAccount(hopeful.client);
    const selfApproved = await hopeful.client.rpc('admin_review_business_request', {
      p_request_id: requestId,
      p_approve: true,
    });
    expectPgError(selfApproved.error, '42501');
    const terms = await hopeful.client.rpc('admin_set_business_terms', {
      p_customer_id: hopeful.id,
      p_payment_terms: 'end_of_month',
      p_payment_term_days: 30,
      p_credit_limit: 100_000,
    });
    expectPgError(terms.error, '42501');

    // A business's invoice data in an order are refused, not a way in.
    const disguised = await placeOrder(hopeful.client, {
      lines: line,
      payment_method: 'bank_transfer',
      invoice_data: {
        customer_type: 'business',
        company_name: 'Abusivo S.r.l.',
        vat_number: '11876540011',
        sdi_code: 'M5UXCR1',
      },
    });
    expectPgError(disguised.error, 'P0001', 'invalid_invoice_data');

    // Waiting for the bakery, the customer is private: no transfer, no standing order.
    expect(await currentCustomer(hopeful)).toMatchObject({
      customer_type: 'private',
      role: null,
      business_request: { status: 'pending' },
    });
    const transfer = await placeOrder(hopeful.client, {
      lines: line,
      payment_method: 'bank_transfer',
    });
    expectPgError(transfer.error, 'P0001', 'payment_method_unavailable');
    const address = await hopeful.client
      .from('delivery_addresses')
      .insert({
        recipient: 'Locale',
        street: 'Via Po 1',
        postal_code: '10124',
        city: 'Torino',
        province: 'TO',
      })
      .select('id')
      .single();
    const standing = await hopeful.client.rpc('save_standing_order', {
      lines: [{ weekday: 2, product_id: product.id, quantity: 1 }],
      address_id: (address.data as { id: string }).id,
      payment_method: 'bank_transfer',
      starts_on: '2030-01-08',
    });
    expect(standing.error?.message).toBe('business_only');
    expect(await stockOf(product.id)).toBe(50);
  });

  it('is checked on submission, decided by the admin with a note, and e-mailed', async () => {
    const trattoria = await createCustomer('Trattoria Verifica');
    for (const [field, value] of [
      ['vat_number', '11876540012'],
      ['tax_code', 'RSSMRA85T10A562T'],
      ['office_postal_code', '101'],
    ] as const) {
      const wrong = await trattoria.client.rpc('request_business_account', {
        data: { ...sampleBusinessRequest, [field]: value },
      });
      expectPgError(wrong.error, 'P0001', 'invalid_business_request');
      expect(wrong.error?.details).toBe(field);
      expect(wrong.error?.hint).toMatch(/non valid|CAP/);
    }
    const noInvoiceAddress = await trattoria.client.rpc('request_business_account', {
      data: { ...sampleBusinessRequest, sdi_code: null, pec: null },
    });
    expect(noInvoiceAddress.error?.details).toBe('sdi_code');

    const first = await requestBusinessAccount(trattoria.client, {
      company_name: 'Trattoria Verifica S.r.l.',
    });
    const twice = await trattoria.client.rpc('request_business_account', {
      data: sampleBusinessRequest,
    });
    expect(twice.error?.message).toBe('request_pending');

    // The console lists it, with the other account already using the same Partita IVA (the
    // demo osteria) and the notification the bell shows.
    const admin = await signInDemo('Amministratore');
    const pending = await admin.client.rpc('admin_business_requests', { p_status: 'pending' });
    const listed = (
      pending.data as { id: string; same_vat_customers: { customer_id: string }[] }[]
    ).find((row) => row.id === first);
    expect(listed?.same_vat_customers.map((other) => other.customer_id)).toContain(demoIds.osteria);
    const bell = await admin.client
      .from('admin_notifications')
      .select('type, title')
      .eq('payload->>request_id', first);
    expect(bell.data).toEqual([
      { type: 'business_request', title: 'Richiesta di account business' },
    ]);

    const noNote = await admin.client.rpc('admin_review_business_request', {
      p_request_id: first,
      p_approve: false,
    });
    expect(noNote.error?.message).toBe('note_required');
    await reviewBusinessRequest(service, first, {
      approve: false,
      note: 'La visura riporta un’altra sede legale: correggila.',
    });
    expect(await currentCustomer(trattoria)).toMatchObject({
      customer_type: 'private',
      business_request: {
        status: 'rejected',
        admin_note: 'La visura riporta un’altra sede legale: correggila.',
      },
    });
    expect(await mailSubjects(trattoria.email)).toContain('La tua richiesta di account business');

    const second = await requestBusinessAccount(trattoria.client, {
      company_name: 'Trattoria Verifica S.r.l.',
      office_street: 'Corso Vinzaglio 3',
    });
    await reviewBusinessRequest(service, second, {
      approve: true,
      terms: { payment_terms: 'end_of_month', payment_term_days: 30, credit_limit: 800 },
    });
    expect(await currentCustomer(trattoria)).toMatchObject({
      customer_id: trattoria.id,
      customer_type: 'business',
      role: 'owner',
      business_request: { status: 'approved' },
    });
    expect(await mailSubjects(trattoria.email)).toContain('Il tuo account business è attivo');
    const again = await admin.client.rpc('admin_review_business_request', {
      p_request_id: second,
      p_approve: true,
    });
    expect(again.error?.message).toBe('request_already_reviewed');
  });

  it('keeps an approved business’s fiscal data until a new request is approved', async () => {
    const owner = await createCustomer('Bistrot Dati');
    await becomeBusiness(owner.client, service, { data: { company_name: 'Bistrot Dati S.r.l.' } });
    const changed = await owner.client
      .from('profiles')
      .update({ tax_code: '09456120014' })
      .eq('id', owner.id);
    expectPgError(changed.error, '42501');
    const vat = await owner.client
      .from('profiles')
      .update({ vat_number: '09456120014' })
      .eq('id', owner.id);
    expectPgError(vat.error, '42501');

    const change = await requestBusinessAccount(owner.client, {
      company_name: 'Bistrot Dati di Rossi S.r.l.',
      vat_number: '09456120014',
      tax_code: '09456120014',
    });
    const { data: kind } = await service
      .from('business_requests')
      .select('kind')
      .eq('id', change)
      .single();
    expect(kind).toEqual({ kind: 'change' });
    await reviewBusinessRequest(service, change, { approve: true });
    const { data } = await owner.client
      .from('profiles')
      .select('company_name, vat_number, customer_type')
      .single();
    expect(data).toEqual({
      company_name: 'Bistrot Dati di Rossi S.r.l.',
      vat_number: '09456120014',
      customer_type: 'business',
    });
  });
});

describe('the team', () => {
  async function restaurantWithTeam(limit: number | null) {
    const [owner, chef, bookkeeper] = await Promise.all([
      createCustomer('Titolare Team'),
      createCustomer('Cuoco Team'),
      createCustomer('Contabile Team'),
    ]);
    await becomeBusiness(owner.client, service, {
      data: { company_name: `Osteria ${randomUUID().slice(0, 6)} S.r.l.` },
    });
    await joinTeam(owner.client, chef, 'orders', limit);
    await joinTeam(owner.client, bookkeeper, 'accounting');
    return { owner, chef, bookkeeper };
  }

  it('tells each person who they are in a shape the app reads, permissions as booleans', async () => {
    const [{ owner, chef, bookkeeper }, privateBuyer] = await Promise.all([
      restaurantWithTeam(150),
      createCustomer('Privato Permessi'),
    ]);
    const permissionsOf = async (person: SignedIn) => {
      const { data, error } = await person.client.rpc('current_customer');
      expect(error).toBeNull();
      // The app parses it with this schema; a field it cannot read closes the checkout.
      return customerSchemas().currentCustomer.parse(data).permissions;
    };
    expect(await permissionsOf(privateBuyer)).toEqual({
      order: true,
      documents: true,
      manage: true,
      team: false,
    });
    expect(await permissionsOf(owner)).toEqual({
      order: true,
      documents: true,
      manage: true,
      team: true,
    });
    expect(await permissionsOf(chef)).toEqual({
      order: true,
      documents: false,
      manage: false,
      team: false,
    });
    expect(await permissionsOf(bookkeeper)).toEqual({
      order: false,
      documents: true,
      manage: false,
      team: false,
    });
  });

  it('lets each role do what it may, and a removed member read nothing of the business', async () => {
    const { owner, chef, bookkeeper } = await restaurantWithTeam(null);
    expect(await mailSubjects(chef.email)).toEqual(
      expect.arrayContaining([expect.stringMatching(/ti invita nel team di Osteria/)]),
    );
    const product = await createTestProduct({ stock_quantity: 100, price: 5 });
    const line = [{ product_id: product.id, quantity: 2 }];

    // The chef orders for the business: the order is the business's, and says who sent it.
    const byChef = await placeOrder(chef.client, { lines: line, payment_method: 'bank_transfer' });
    expect(byChef.error).toBeNull();
    const { data: stored } = await service
      .from('orders')
      .select('user_id, placed_by, placed_by_name, invoice_data->>company_name')
      .eq('id', byChef.data?.id ?? '')
      .single();
    expect(stored).toMatchObject({
      user_id: owner.id,
      placed_by: chef.id,
      placed_by_name: 'Cuoco Team',
    });

    // The business's documents: the bookkeeper yes, the chef no (the note is issued when the
    // goods leave, decision 018).
    for (const status of ['in_preparation', 'shipped'] as const) {
      const moved = await service
        .from('orders')
        .update({ status })
        .eq('id', byChef.data?.id ?? '');
      expect(moved.error).toBeNull();
    }
    const chefNote = await chef.client.rpc('issue_delivery_note', { p_order_id: byChef.data?.id });
    expect(chefNote.error?.message).toBe('order_not_found');
    const chefPapers = await chef.client.rpc('order_documents', { p_order_id: byChef.data?.id });
    expect(chefPapers.error?.message).toBe('order_not_found');
    const bookkeeperNote = await bookkeeper.client.rpc('issue_delivery_note', {
      p_order_id: byChef.data?.id,
    });
    expect(bookkeeperNote.error).toBeNull();
    expect((await chef.client.from('delivery_notes').select('id')).data).toEqual([]);
    expect((await bookkeeper.client.from('delivery_notes').select('id')).data).toHaveLength(1);
    const chefStatement = await chef.client.rpc('account_statement');
    expectPgError(chefStatement.error, '42501', 'role_not_allowed');
    const statement = await bookkeeper.client.rpc('account_statement');
    expect(
      (statement.data as { rows: { order_number: string }[] }).rows.map((row) => row.order_number),
    ).toContain(byChef.data?.order_number);
    const invoices = await chef.client.from('invoices').select('id');
    expect(invoices.data).toEqual([]);

    // The bookkeeper sees the orders but cannot order or cancel.
    expect(
      (
        await bookkeeper.client
          .from('orders')
          .select('id')
          .eq('id', byChef.data?.id ?? '')
      ).data,
    ).toHaveLength(1);
    const bookkeeperOrder = await placeOrder(bookkeeper.client, {
      lines: line,
      payment_method: 'bank_transfer',
    });
    expectPgError(bookkeeperOrder.error, '42501', 'role_not_allowed');
    const bookkeeperCancel = await bookkeeper.client.rpc('cancel_order', {
      order_id: byChef.data?.id,
    });
    expectPgError(bookkeeperCancel.error, '42501', 'role_not_allowed');
    const standing = await bookkeeper.client.from('standing_orders').select('id');
    expect(standing.data).toEqual([]);

    // Removed: from the next request on, the chef reads nothing of the business, and an order
    // prepared for it (the outbox keeps the account it was for) is not placed elsewhere.
    const removed = await owner.client.rpc('remove_business_member', { p_user_id: chef.id });
    expect(removed.error).toBeNull();
    expect((await chef.client.from('orders').select('id')).data).toEqual([]);
    expect((await chef.client.from('delivery_addresses').select('id')).data).toEqual([]);
    expect(await currentCustomer(chef)).toMatchObject({ customer_id: chef.id, role: null });
    const stale = await placeOrder(chef.client, {
      lines: line,
      payment_method: 'cash_on_delivery',
      for_customer: owner.id,
    });
    expectPgError(stale.error, 'P0001', 'account_changed');
  });

  it('keeps an order above a member’s limit for the owner, placed when approved at that moment’s prices and stock', async () => {
    const { owner, chef } = await restaurantWithTeam(50);
    const product = await createTestProduct({ stock_quantity: 20, price: 10 });
    const key = `sopra-limite-${randomUUID()}`;
    const order = {
      lines: [{ product_id: product.id, quantity: 8 }],
      payment_method: 'bank_transfer',
      idempotency_key: key,
    };

    // 80 € (shipping free from 50 €) above the 50 € limit: a request, no order, no stock taken.
    const asked = await placeOrder(chef.client, order);
    expect(asked.error).toBeNull();
    const request = (
      asked.data as unknown as {
        approval_request: { id: string; status: string; quoted_total: number };
      }
    ).approval_request;
    expect(request).toMatchObject({ status: 'pending', quoted_total: 80 });
    expect(await stockOf(product.id)).toBe(20);
    // A retry with the same key (the outbox, a double tap) is the same request.
    const replay = await placeOrder(chef.client, order);
    expect(replay.data).toMatchObject({ approval_request: { id: request.id }, replayed: true });
    // Paid by card there would be nobody to approve the payment: refused with the reason.
    const card = await placeOrder(chef.client, {
      ...order,
      payment_method: 'card',
      idempotency_key: `carta-${randomUUID()}`,
    });
    expect(card.error?.message).toBe('approval_needs_credit');
    expect(await currentCustomer(owner)).toMatchObject({ pending_approvals: 1 });
    expect(await mailSubjects(owner.email)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Ordine da approvare: Cuoco Team, 80,00\s€$/),
      ]),
    );

    // Meanwhile the bakery raises the price and sells most of the stock.
    await service.from('products').update({ price: 12, stock_quantity: 5 }).eq('id', product.id);
    const tooFew = await owner.client.rpc('approve_order_request', { request_id: request.id });
    expect(tooFew.error?.message).toBe('insufficient_stock');
    const { data: stillPending } = await service
      .from('order_approval_requests')
      .select('status')
      .eq('id', request.id)
      .single();
    expect(stillPending).toEqual({ status: 'pending' });
    // The chef cannot approve their own request.
    const selfApproved = await chef.client.rpc('approve_order_request', { request_id: request.id });
    expectPgError(selfApproved.error, '42501', 'role_not_allowed');

    await service.from('products').update({ stock_quantity: 20 }).eq('id', product.id);
    const approved = await owner.client.rpc('approve_order_request', { request_id: request.id });
    expect(approved.error).toBeNull();
    const placed = approved.data as { id: string; total: number; order_number: string };
    expect(placed.total).toBe(96);
    expect(await stockOf(product.id)).toBe(12);
    const { data: stored } = await service
      .from('orders')
      .select('user_id, placed_by, approved_by, approved_by_name')
      .eq('id', placed.id)
      .single();
    expect(stored).toMatchObject({
      user_id: owner.id,
      placed_by: chef.id,
      approved_by: owner.id,
      approved_by_name: 'Titolare Team',
    });
    expect(await mailSubjects(chef.email)).toContain(`Ordine ${placed.order_number} approvato`);
    const twice = await owner.client.rpc('approve_order_request', { request_id: request.id });
    expect(twice.error?.message).toBe('request_closed');

    // Refused with a note: nothing placed, the chef is told why.
    const second = await placeOrder(chef.client, {
      ...order,
      idempotency_key: `rifiuto-${randomUUID()}`,
    });
    const secondId = (second.data as unknown as { approval_request: { id: string } })
      .approval_request.id;
    const refused = await owner.client.rpc('close_order_request', {
      request_id: secondId,
      note: 'Questa settimana ne abbiamo abbastanza.',
    });
    expect(refused.data).toMatchObject({ status: 'rejected' });
    expect(await mailSubjects(chef.email)).toContain('Ordine non approvato');
    expect(await stockOf(product.id)).toBe(12);

    // The standing order would place above the limit with nobody to approve: refused.
    const kitchen = await owner.client
      .from('delivery_addresses')
      .insert({
        recipient: 'Cucina',
        street: 'Via Po 3',
        postal_code: '10124',
        city: 'Torino',
        province: 'TO',
      })
      .select('id')
      .single();
    const standing = await chef.client.rpc('save_standing_order', {
      lines: [{ weekday: 2, product_id: product.id, quantity: 8 }],
      address_id: (kitchen.data as { id: string }).id,
      payment_method: 'bank_transfer',
      starts_on: '2030-01-08',
    });
    expect(standing.error?.message).toBe('above_purchase_limit');
    expect(standing.error?.hint).toMatch(
      /^Il tuo limite di spesa è 50,00\s€ per ordine: l'ordine fisso del martedì vale 96,00\s€/,
    );
  });
});

describe('credit and unpaid orders', () => {
  it('refuses an order on credit above the limit, saying how much is left', async () => {
    const owner = await createCustomer('Pizzeria Fido');
    await becomeBusiness(owner.client, service, { terms: { credit_limit: 100 } });
    const product = await createTestProduct({ stock_quantity: 100, price: 10 });
    const first = await placeOrder(owner.client, {
      lines: [{ product_id: product.id, quantity: 6 }],
      payment_method: 'bank_transfer',
    });
    expect(first.data?.total).toBe(60);
    const over = await placeOrder(owner.client, {
      lines: [{ product_id: product.id, quantity: 4 }],
      payment_method: 'cash_on_delivery',
    });
    expectPgError(over.error, 'P0001', 'credit_limit_exceeded');
    expect(JSON.parse(over.error?.details ?? '{}')).toEqual({
      credit_limit: 100,
      open_balance: 60,
      available: 40,
      total: 47.9,
    });
    expect(over.error?.hint).toBe(
      "L'ordine di 47,90\u00a0€ supera il fido concordato di 100,00\u00a0€: puoi ancora ordinare per 40,00\u00a0€ con bonifico o pagamento alla consegna. Salda gli ordini aperti o chiedici di aumentare il fido.",
    );
    // Paid by card it is not credit.
    const card = await placeOrder(owner.client, {
      lines: [{ product_id: product.id, quantity: 4 }],
      payment_method: 'card',
    });
    expect(card.error).toBeNull();
    // Once the transfer arrives the credit is free again.
    const admin = await signInDemo('Amministratore');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    const paid = await admin.client.rpc('record_payment', {
      order_id: first.data?.id,
      received_on: today,
    });
    expect(paid.error).toBeNull();
    const fits = await placeOrder(owner.client, {
      lines: [{ product_id: product.id, quantity: 4 }],
      payment_method: 'cash_on_delivery',
    });
    expect(fits.error).toBeNull();

    const noCredit = await createCustomer('Bar Senza Fido');
    await becomeBusiness(noCredit.client, service, { terms: { credit_limit: 0 } });
    const refused = await placeOrder(noCredit.client, {
      lines: [{ product_id: product.id, quantity: 1 }],
      payment_method: 'bank_transfer',
    });
    expect(refused.error?.hint).toMatch(/non ha un fido/);
  });

  it('gives each order on terms its due date and lists it on the statement', async () => {
    const owner = await createCustomer('Hamburgeria Termini');
    await becomeBusiness(owner.client, service, {
      terms: { payment_terms: 'days_after_delivery', payment_term_days: 30, credit_limit: 5000 },
    });
    const product = await createTestProduct({ stock_quantity: 100, price: 10 });
    const transfer = await placeOrder(owner.client, {
      lines: [{ product_id: product.id, quantity: 6 }],
      payment_method: 'bank_transfer',
    });
    const cash = await placeOrder(owner.client, {
      lines: [{ product_id: product.id, quantity: 6 }],
      payment_method: 'cash_on_delivery',
    });
    const card = await placeOrder(owner.client, {
      lines: [{ product_id: product.id, quantity: 6 }],
      payment_method: 'card',
    });
    const { data } = await service
      .from('orders')
      .select('id, delivery_date, payment_terms, payment_term_days, payment_due_on')
      .in('id', [transfer.data?.id, cash.data?.id, card.data?.id]);
    const byId = new Map((data ?? []).map((row) => [row.id as string, row]));
    const plus30 = (day: string) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    const transferRow = byId.get(transfer.data?.id ?? '');
    expect(transferRow).toMatchObject({
      payment_terms: 'days_after_delivery',
      payment_term_days: 30,
    });
    expect(transferRow?.payment_due_on).toBe(plus30(String(transferRow?.delivery_date)));
    const cashRow = byId.get(cash.data?.id ?? '');
    expect(cashRow).toMatchObject({
      payment_terms: 'immediate',
      payment_due_on: cashRow?.delivery_date,
    });
    expect(byId.get(card.data?.id ?? '')).toMatchObject({
      payment_terms: null,
      payment_due_on: null,
    });

    const statement = (await owner.client.rpc('account_statement')).data as {
      credit: { open_balance: number; available_credit: number; payment_terms_label: string };
      rows: { order_number: string; due_on: string; overdue: boolean; payment_status: string }[];
    };
    expect(statement.credit).toMatchObject({
      open_balance: 120,
      available_credit: 4880,
      payment_terms_label: 'A 30 giorni dalla consegna',
    });
    expect(statement.rows.map((row) => row.order_number).sort()).toEqual(
      [transfer.data?.order_number, cash.data?.order_number].sort(),
    );
  });

  it('holds at most 3 unpaid card orders for one customer under 20 parallel requests', async () => {
    const rusher = await createCustomer('Cliente Frettoloso');
    const products = await Promise.all(
      Array.from({ length: 20 }, () => createTestProduct({ stock_quantity: 10, price: 4 })),
    );
    const answers = await Promise.all(
      products.map((product) =>
        placeOrder(rusher.client, {
          lines: [{ product_id: product.id, quantity: 1 }],
          payment_method: 'card',
        }),
      ),
    );
    const placed = answers.filter((answer) => answer.error === null);
    expect(placed).toHaveLength(3);
    expect(
      new Set(answers.filter((answer) => answer.error).map((answer) => answer.error?.message)),
    ).toEqual(new Set(['too_many_unpaid_orders']));
    const { count } = await service
      .from('orders')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', rusher.id)
      .eq('payment_status', 'pending');
    expect(count).toBe(3);
  });

  it('lets a private customer hold only a few unpaid cash-on-delivery orders, even in parallel', async () => {
    const buyer = await createCustomer('Cliente Contanti');
    const product = await createTestProduct({ stock_quantity: 100, price: 4 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        placeOrder(buyer.client, {
          lines: [{ product_id: product.id, quantity: 1 }],
          payment_method: 'cash_on_delivery',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.error === null)).toHaveLength(2);
    const refused = answers.find((answer) => answer.error);
    expect(refused?.error?.message).toBe('too_many_open_cash_orders');
    expect(refused?.error?.hint).toBe(
      'Hai già 2 ordini da pagare alla consegna: potrai sceglierlo di nuovo quando ne avrai ricevuto uno. Intanto puoi pagare con carta.',
    );
    expect(await stockOf(product.id)).toBe(98);
  });
});
