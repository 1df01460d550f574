import { randomUUID } from 'node:crypto';
import { completeProductInformation } from '../../support/complete-product.ts';
import { uniqueEmail } from '../../support/supabase-clients.ts';
import {
  createTestProduct,
  placeOrder,
  serviceClient,
  type SignedIn,
  uniqueSlug,
} from './schema-helpers.ts';

// The rows of the RLS matrix (rls-matrix.test.ts): per table, how to make a target row, what
// each actor tries to insert and change, and the expected outcome per actor as
// "select insert update delete" (see the runner for what each outcome means).

export type Actor = 'anon' | 'customerA' | 'customerB' | 'admin';
export type Row = Record<string, unknown>;
export type Match = Record<string, string | boolean>;

export interface TableCase {
  table: string;
  /** A fresh target row (owned by customer A where rows have an owner); returns its key. */
  create(): Promise<Match>;
  /** What each actor tries to insert: a row owned by customer A where rows have an owner. */
  insertRow(): Promise<Row> | Row;
  /** Removes a row an allowed insert left behind (service role). */
  cleanupInsert?(row: Row): Promise<void>;
  patch(): Row;
  /** Whether the update took effect, from the row before and after (read by the service role). */
  changed(before: Row, after: Row): boolean;
  expected: Record<Actor, string>;
}

/** Set by the runner's beforeAll, read lazily by the cases. */
export const matrixFixtures = {} as { customerA: SignedIn; productId: string };

const service = serviceClient();

async function serviceInsert(table: string, row: Row, key = 'id'): Promise<Match> {
  const { data, error } = await service.from(table).insert(row).select(key).single();
  if (error) throw new Error(`${table} fixture: ${error.message}`);
  return { [key]: String((data as unknown as Row)[key]) };
}

/** A customer's one row of a table keyed by customer (created again after a test deleted it). */
async function serviceUpsert(table: string, row: Row): Promise<Match> {
  const { error } = await service.from(table).upsert(row);
  if (error) throw new Error(`${table} fixture: ${error.message}`);
  return { customer_id: String(row.customer_id) };
}

export async function serviceRead(table: string, match: Match): Promise<Row | undefined> {
  const { data, error } = await service.from(table).select('*').match(match);
  if (error) throw new Error(`${table} read-back: ${error.message}`);
  return (data as Row[])[0];
}

async function throwawayUserId(): Promise<string> {
  const { data, error } = await service.auth.admin.createUser({
    email: uniqueEmail('matrix'),
    password: 'Matrix-Test-2026',
    email_confirm: true,
  });
  if (error || !data.user) throw new Error(`createUser: ${error?.message}`);
  return data.user.id;
}

let sharedStanding: Promise<string> | undefined;
/** Customer A's standing order (paused: no job ever places it), made once: nobody may write it. */
function standingOrderOfA(): Promise<string> {
  sharedStanding ??= (async () => {
    const address = await serviceInsert('delivery_addresses', {
      user_id: matrixFixtures.customerA.id,
      label: 'Cucina',
      recipient: 'Cliente A',
      street: 'Via Po 3',
      postal_code: '10124',
      city: 'Torino',
      province: 'TO',
    });
    const standing = await serviceInsert('standing_orders', {
      user_id: matrixFixtures.customerA.id,
      address_id: address.id,
      payment_method: 'bank_transfer',
      starts_on: '2030-01-07',
      status: 'paused',
    });
    const standingId = String(standing.id);
    await serviceInsert(
      'standing_order_lines',
      {
        standing_order_id: standingId,
        weekday: 1,
        product_id: matrixFixtures.productId,
        quantity: 4,
      },
      'standing_order_id',
    );
    await serviceInsert(
      'standing_order_changes',
      { standing_order_id: standingId, delivery_date: '2030-01-07', skipped: true },
      'standing_order_id',
    );
    await serviceInsert('standing_order_runs', {
      standing_order_id: standingId,
      user_id: matrixFixtures.customerA.id,
      delivery_date: '2030-01-14',
      outcome: 'skipped',
    });
    return standingId;
  })();
  return sharedStanding;
}

const standingReadOnly = {
  anon: 'denied denied denied denied',
  customerA: 'visible denied denied denied',
  customerB: 'hidden denied denied denied',
  admin: 'visible denied denied denied',
};

const businessRequestFields = {
  company_name: 'Ristorante Matrice S.r.l.',
  vat_number: '11876540011',
  tax_code: '11876540011',
  office_street: 'Via Po 3',
  office_postal_code: '10124',
  office_city: 'Torino',
  office_province: 'TO',
  sdi_code: 'M5UXCR1',
};

let sharedOrder: Promise<{ orderId: string; itemId: string; historyId: string }> | undefined;
/** One order of customer A for the read-only order tables (nobody can change those rows). */
function orderOfA(): Promise<{ orderId: string; itemId: string; historyId: string }> {
  sharedOrder ??= (async () => {
    const { data, error } = await placeOrder(matrixFixtures.customerA.client, {
      lines: [{ product_id: matrixFixtures.productId, quantity: 1 }],
      // Paid on delivery: a customer holds at most 3 unpaid card orders (issue 21).
      payment_method: 'cash_on_delivery',
    });
    if (error || !data) throw new Error(`place_order: ${error?.message}`);
    const item = await service.from('order_items').select('id').eq('order_id', data.id).single();
    const history = await service
      .from('order_status_history')
      .select('id')
      .eq('order_id', data.id)
      .single();
    return {
      orderId: data.id,
      itemId: String((item.data as Row).id),
      historyId: String((history.data as Row).id),
    };
  })();
  return sharedOrder;
}

const noUpdate = (): boolean => false;
const sameJson = (patch: Row) => (_before: Row, after: Row) =>
  Object.entries(patch).every(
    ([key, value]) => JSON.stringify(after[key]) === JSON.stringify(value),
  );
const timestampMoved = (column: string) => (before: Row, after: Row) =>
  before[column] !== after[column];

/** A device of customer A (RFC 8291 Appendix A's receiver keys: a well-formed subscription). */
function pushSubscriptionRow(): Row {
  return {
    user_id: matrixFixtures.customerA.id,
    endpoint: `https://push.example.com/matrice/${randomUUID()}`,
    p256dh:
      'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
    auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  };
}

let lastPatch: Row = {};
function remember(patch: Row): Row {
  lastPatch = patch;
  return patch;
}

export const cases: TableCase[] = [
  {
    table: 'profiles',
    create: async () => ({ id: matrixFixtures.customerA.id }),
    insertRow: () => ({ id: randomUUID(), full_name: 'Profilo abusivo' }),
    patch: () => remember({ phone: `+39 011 ${Math.floor(1000000 + Math.random() * 8999999)}` }),
    changed: (before, after) => sameJson(lastPatch)(before, after),
    expected: {
      anon: 'denied denied denied denied',
      customerA: 'visible denied allowed denied',
      customerB: 'hidden denied ignored denied',
      admin: 'visible denied ignored denied',
    },
  },
  {
    table: 'delivery_addresses',
    create: () =>
      serviceInsert('delivery_addresses', {
        user_id: matrixFixtures.customerA.id,
        label: 'Ufficio',
        recipient: 'Cliente A',
        street: 'Via Po 3',
        postal_code: '10124',
        city: 'Torino',
        province: 'TO',
      }),
    insertRow: () => ({
      user_id: matrixFixtures.customerA.id,
      label: uniqueSlug('casa').slice(0, 40),
      recipient: 'Cliente A',
      street: 'Corso Francia 8',
      postal_code: '10143',
      city: 'Torino',
      province: 'TO',
    }),
    cleanupInsert: async (row) => {
      await service.from('delivery_addresses').delete().eq('label', String(row.label));
    },
    patch: () => remember({ notes: `Citofono ${randomUUID().slice(0, 6)}` }),
    changed: (before, after) => sameJson(lastPatch)(before, after),
    expected: {
      anon: 'denied denied denied denied',
      customerA: 'visible allowed allowed allowed',
      customerB: 'hidden denied ignored ignored',
      admin: 'visible denied ignored ignored',
    },
  },
  {
    table: 'admin_users',
    create: async () =>
      serviceInsert('admin_users', { user_id: await throwawayUserId() }, 'user_id'),
    insertRow: async () => ({ user_id: await throwawayUserId() }),
    cleanupInsert: async (row) => {
      await service.from('admin_users').delete().eq('user_id', String(row.user_id));
    },
    patch: () => ({ created_by: null }),
    changed: noUpdate,
    expected: {
      anon: 'denied denied denied denied',
      customerA: 'hidden denied denied ignored',
      customerB: 'hidden denied denied ignored',
      admin: 'visible allowed denied allowed',
    },
  },
  {
    table: 'products',
    create: async () => ({ id: (await createTestProduct()).id }),
    // Complete (migration 20261126200100): the matrix is about who may write, not what.
    insertRow: () => ({
      ...completeProductInformation,
      slug: uniqueSlug('bun-matrix'),
      name: 'Bun della matrice',
      price: 3.9,
      category: 'classici',
    }),
    cleanupInsert: async (row) => {
      await service.from('products').delete().eq('slug', String(row.slug));
    },
    patch: () => remember({ description: `Descrizione ${randomUUID().slice(0, 6)}` }),
    changed: (before, after) => sameJson(lastPatch)(before, after),
    expected: {
      anon: 'visible denied denied denied',
      customerA: 'visible denied ignored ignored',
      customerB: 'visible denied ignored ignored',
      admin: 'visible allowed allowed allowed',
    },
  },
  {
    table: 'homepage_carousel',
    create: () =>
      serviceInsert('homepage_carousel', {
        media_url: 'carousel-media/test/slide.svg',
        title: 'Slide di prova',
        display_order: 900,
      }),
    insertRow: () => ({
      media_url: `carousel-media/test/${randomUUID()}.svg`,
      title: 'Slide nuova',
    }),
    cleanupInsert: async (row) => {
      await service.from('homepage_carousel').delete().eq('media_url', String(row.media_url));
    },
    patch: () => remember({ description: `Descrizione ${randomUUID().slice(0, 6)}` }),
    changed: (before, after) => sameJson(lastPatch)(before, after),
    expected: {
      anon: 'visible denied denied denied',
      customerA: 'visible denied ignored ignored',
      customerB: 'visible denied ignored ignored',
      admin: 'visible allowed allowed allowed',
    },
  },
  {
    table: 'blog_posts',
    create: () =>
      serviceInsert('blog_posts', {
        slug: uniqueSlug('post'),
        title: 'Articolo di prova',
        body_md: 'Testo.',
        status: 'published',
      }),
    insertRow: () => ({
      slug: uniqueSlug('post-nuovo'),
      title: 'Nuovo articolo',
      body_md: 'Bozza.',
    }),
    cleanupInsert: async (row) => {
      await service.from('blog_posts').delete().eq('slug', String(row.slug));
    },
    patch: () => remember({ excerpt: `Estratto ${randomUUID().slice(0, 6)}` }),
    changed: (before, after) => sameJson(lastPatch)(before, after),
    expected: {
      anon: 'visible denied denied denied',
      customerA: 'visible denied ignored ignored',
      customerB: 'visible denied ignored ignored',
      admin: 'visible allowed allowed allowed',
    },
  },
  {
    table: 'newsletter_subscribers',
    create: () =>
      serviceInsert('newsletter_subscribers', {
        email: uniqueEmail('news'),
        privacy_accepted: true,
      }),
    insertRow: () => ({ email: uniqueEmail('news-new'), privacy_accepted: true }),
    cleanupInsert: async (row) => {
      await service.from('newsletter_subscribers').delete().eq('email', String(row.email));
    },
    patch: () => ({ privacy_accepted: true }),
    changed: noUpdate,
    expected: {
      anon: 'denied allowed denied denied',
      customerA: 'hidden allowed denied ignored',
      customerB: 'hidden allowed denied ignored',
      admin: 'visible allowed denied allowed',
    },
  },
  {
    table: 'contact_messages',
    create: () =>
      serviceInsert('contact_messages', {
        name: 'Visitatore',
        email: uniqueEmail('contatto'),
        message: 'Vorrei informazioni sui bun.',
      }),
    insertRow: () => ({
      name: 'Visitatore',
      email: uniqueEmail('contatto-new'),
      message: 'Avete bun senza glutine?',
    }),
    cleanupInsert: async (row) => {
      await service.from('contact_messages').delete().eq('email', String(row.email));
    },
    patch: () => ({ handled_at: new Date().toISOString() }),
    changed: (_before, after) => after.handled_at !== null,
    expected: {
      anon: 'denied allowed denied denied',
      customerA: 'hidden allowed ignored ignored',
      customerB: 'hidden allowed ignored ignored',
      admin: 'visible allowed allowed allowed',
    },
  },
  {
    // What real visitors meet (issue 38): anyone adds a measure, only admins read them, nobody
    // changes or removes one through the API.
    table: 'field_measures',
    create: () =>
      serviceInsert('field_measures', { route: '/matrice', metric: 'LCP', value: 1000 }),
    insertRow: () => ({ route: `/matrice-${randomUUID().slice(0, 8)}`, metric: 'INP', value: 80 }),
    cleanupInsert: async (row) => {
      await service.from('field_measures').delete().eq('route', String(row.route));
    },
    patch: () => ({ value: 1 }),
    changed: (before, after) => before.value !== after.value,
    expected: {
      anon: 'denied allowed denied denied',
      customerA: 'hidden allowed denied denied',
      customerB: 'hidden allowed denied denied',
      admin: 'visible allowed denied denied',
    },
  },
  {
    table: 'shop_settings',
    create: async () => ({ id: true }),
    insertRow: () => ({ id: true, company_name: 'Impostore S.r.l.' }),
    // The same value again: an allowed update only moves updated_at, so parallel tests see no change.
    patch: () => ({ free_shipping_threshold: 50 }),
    changed: timestampMoved('updated_at'),
    expected: {
      anon: 'visible denied denied denied',
      customerA: 'visible denied ignored denied',
      customerB: 'visible denied ignored denied',
      admin: 'visible denied allowed denied',
    },
  },
  {
    table: 'carts',
    create: async () => ({ user_id: matrixFixtures.customerA.id }),
    insertRow: () => ({ user_id: matrixFixtures.customerA.id }),
    patch: () => ({ updated_at: new Date().toISOString() }),
    changed: timestampMoved('updated_at'),
    expected: {
      anon: 'denied denied denied denied',
      customerA: 'visible conflict allowed denied',
      customerB: 'hidden denied ignored denied',
      admin: 'hidden denied ignored denied',
    },
  },
  {
    table: 'cart_items',
    create: () =>
      serviceInsert(
        'cart_items',
        {
          user_id: matrixFixtures.customerA.id,
          line_id: `bundle-${Date.now()}${Math.floor(Math.random() * 1000)}`,
          bundle_items: [{ product_id: matrixFixtures.productId, quantity: 2 }],
        },
        'line_id',
      ),
    insertRow: () => ({
      user_id: matrixFixtures.customerA.id,
      line_id: `bundle-${randomUUID().slice(0, 13)}`,
      bundle_items: [{ product_id: matrixFixtures.productId, quantity: 5 }],
    }),
    cleanupInsert: async (row) => {
      await service.from('cart_items').delete().eq('line_id', String(row.line_id));
    },
    patch: () => ({ quantity: 3 }),
    changed: (_before, after) => after.quantity === 3,
    expected: {
      anon: 'denied denied denied denied',
      customerA: 'visible allowed allowed allowed',
      customerB: 'hidden denied ignored ignored',
      admin: 'hidden denied ignored ignored',
    },
  },
  {
    table: 'orders',
    create: async () => {
      const { data, error } = await placeOrder(matrixFixtures.customerA.client, {
        lines: [{ product_id: matrixFixtures.productId, quantity: 1 }],
        payment_method: 'cash_on_delivery',
      });
      if (error || !data) throw new Error(`place_order: ${error?.message}`);
      return { id: data.id };
    },
    insertRow: () => ({
      user_id: matrixFixtures.customerA.id,
      payment_method: 'card',
      subtotal: 1,
      total: 1,
      delivery_date: '2030-01-02',
      delivery_address: {},
    }),
    patch: () => ({ status: 'in_preparation' }),
    changed: (_before, after) => after.status === 'in_preparation',
    expected: {
      anon: 'denied denied denied denied',
      customerA: 'visible denied ignored denied',
      customerB: 'hidden denied ignored denied',
      admin: 'visible denied allowed denied',
    },
  },
  {
    table: 'order_items',
    create: async () => ({ id: (await orderOfA()).itemId }),
    insertRow: async () => ({
      order_id: (await orderOfA()).orderId,
      product_id: matrixFixtures.productId,
      product_name: 'Aggiunta abusiva',
      product_slug: 'aggiunta',
      unit_price: 0,
      quantity: 100,
      line_total: 0,
    }),
    patch: () => ({ quantity: 99 }),
    changed: (_before, after) => after.quantity === 99,
    expected: {
      anon: 'denied denied denied denied',
      customerA: 'visible denied denied denied',
      customerB: 'hidden denied denied denied',
      admin: 'visible denied denied denied',
    },
  },
  {
    table: 'standing_orders',
    create: async () => ({ id: await standingOrderOfA() }),
    insertRow: () => ({
      user_id: matrixFixtures.customerA.id,
      payment_method: 'cash_on_delivery',
      starts_on: '2030-02-04',
    }),
    patch: () => ({ status: 'active' }),
    changed: (_before, after) => after.status === 'active',
    expected: standingReadOnly,
  },
  {
    table: 'standing_order_lines',
    create: async () => ({ standing_order_id: await standingOrderOfA(), weekday: '1' }),
    insertRow: async () => ({
      standing_order_id: await standingOrderOfA(),
      weekday: 2,
      product_id: matrixFixtures.productId,
      quantity: 500,
    }),
    patch: () => ({ quantity: 499 }),
    changed: (_before, after) => after.quantity === 499,
    expected: standingReadOnly,
  },
  {
    table: 'standing_order_changes',
    create: async () => ({ standing_order_id: await standingOrderOfA() }),
    insertRow: async () => ({
      standing_order_id: await standingOrderOfA(),
      delivery_date: '2030-01-08',
      skipped: true,
    }),
    patch: () => ({ skipped: false }),
    changed: (_before, after) => after.skipped === false,
    expected: standingReadOnly,
  },
  {
    table: 'standing_order_runs',
    create: async () => ({ standing_order_id: await standingOrderOfA() }),
    insertRow: async () => ({
      standing_order_id: await standingOrderOfA(),
      user_id: matrixFixtures.customerA.id,
      delivery_date: '2030-01-21',
      outcome: 'placed',
    }),
    patch: () => ({ outcome: 'placed' }),
    changed: (_before, after) => after.outcome === 'placed',
    expected: standingReadOnly,
  },
  {
    // Written only by admins through admin_save_price_list; the customer reads their own.
    table: 'customer_prices',
    create: () =>
      serviceUpsert('customer_prices', {
        customer_id: matrixFixtures.customerA.id,
        product_id: matrixFixtures.productId,
        percent_off: 10,
      }),
    insertRow: () => ({
      customer_id: matrixFixtures.customerA.id,
      product_id: matrixFixtures.productId,
      unit_price: 0.01,
    }),
    patch: () => ({ percent_off: 90 }),
    changed: (_before, after) => after.percent_off === 90,
    expected: standingReadOnly,
  },
  {
    table: 'customer_price_tiers',
    create: () =>
      serviceUpsert('customer_price_tiers', {
        customer_id: matrixFixtures.customerA.id,
        min_packs: 20,
        percent_off: 5,
      }),
    insertRow: () => ({ customer_id: matrixFixtures.customerA.id, min_packs: 2, percent_off: 90 }),
    patch: () => ({ percent_off: 90 }),
    changed: (_before, after) => after.percent_off === 90,
    expected: standingReadOnly,
  },
  {
    table: 'order_status_history',
    create: async () => ({ id: (await orderOfA()).historyId }),
    insertRow: async () => ({ order_id: (await orderOfA()).orderId, to_status: 'delivered' }),
    patch: () => ({ to_status: 'delivered' }),
    changed: (_before, after) => after.to_status === 'delivered',
    expected: {
      anon: 'denied denied denied denied',
      customerA: 'visible denied denied denied',
      customerB: 'hidden denied denied denied',
      admin: 'visible denied denied denied',
    },
  },
  {
    // Issued only when customer A's order ships (or by an admin before); nobody writes one.
    table: 'delivery_notes',
    create: async () => {
      const { data, error } = await placeOrder(matrixFixtures.customerA.client, {
        lines: [{ product_id: matrixFixtures.productId, quantity: 1 }],
        payment_method: 'cash_on_delivery',
      });
      if (error || !data) throw new Error(`place_order: ${error?.message}`);
      for (const status of ['in_preparation', 'shipped']) {
        await service.from('orders').update({ status }).eq('id', data.id);
      }
      const note = await matrixFixtures.customerA.client.rpc('issue_delivery_note', {
        p_order_id: data.id,
      });
      if (note.error) throw new Error(`issue_delivery_note: ${note.error.message}`);
      return { id: String((note.data as Row).id) };
    },
    insertRow: async () => ({
      order_id: (await orderOfA()).orderId,
      year: 2026,
      number: 999_999,
      issued_on: '2026-01-01',
      content: {},
    }),
    patch: () => ({ content: { forged: true } }),
    changed: (_before, after) => (after.content as Row).forged === true,
    expected: {
      anon: 'denied denied denied denied',
      customerA: 'visible denied denied denied',
      customerB: 'hidden denied denied denied',
      admin: 'visible denied denied denied',
    },
  },
  {
    // Issued only by the invoices function (the service role, after the XML validated), for A's
    // shipped business order; the fixture drafts and issues it as the function does.
    table: 'invoices',
    create: async () => {
      const { data, error } = await placeOrder(matrixFixtures.customerA.client, {
        lines: [{ product_id: matrixFixtures.productId, quantity: 1 }],
        // Customer A is a business (the runner's beforeAll): its invoice data are its account's.
        payment_method: 'cash_on_delivery',
      });
      if (error || !data) throw new Error(`place_order: ${error?.message}`);
      for (const status of ['in_preparation', 'shipped']) {
        await service.from('orders').update({ status }).eq('id', data.id);
      }
      const request = { type: 'TD01', order_id: data.id };
      const draft = await service.rpc('fiscal_document_draft', { p_request: request });
      if (draft.error) throw new Error(`fiscal_document_draft: ${draft.error.message}`);
      const issued = await service.rpc('issue_fiscal_document', {
        p_request: request,
        p_fingerprint: (draft.data as Row).fingerprint,
      });
      if (issued.error) throw new Error(`issue_fiscal_document: ${issued.error.message}`);
      return { id: String(((issued.data as Row).invoice as Row).id) };
    },
    insertRow: async () => ({
      order_id: (await orderOfA()).orderId,
      year: 2026,
      number: 999_999,
      issued_on: '2026-01-01',
      content: {},
    }),
    patch: () => ({ content: { forged: true } }),
    changed: (_before, after) => (after.content as Row).forged === true,
    expected: {
      anon: 'denied denied denied denied',
      customerA: 'visible denied denied denied',
      customerB: 'hidden denied denied denied',
      admin: 'visible denied denied denied',
    },
  },
  {
    table: 'admin_notifications',
    create: () =>
      serviceInsert('admin_notifications', {
        type: 'low_stock',
        title: 'Notifica di prova',
        payload: { test: randomUUID() },
      }),
    insertRow: () => ({ type: 'new_order', title: 'Notifica falsa' }),
    patch: () => ({ read_at: new Date().toISOString() }),
    changed: (_before, after) => after.read_at !== null,
    expected: {
      anon: 'denied denied denied denied',
      customerA: 'hidden denied ignored ignored',
      customerB: 'hidden denied ignored ignored',
      admin: 'visible denied allowed allowed',
    },
  },
  {
    // A's business account, made by the approval in the runner's beforeAll: written only by
    // the bakery's functions.
    table: 'business_accounts',
    create: async () => ({ customer_id: matrixFixtures.customerA.id }),
    insertRow: async () => ({
      customer_id: await throwawayUserId(),
      office_street: 'Via Abusiva 1',
      office_postal_code: '10100',
      office_city: 'Torino',
      office_province: 'TO',
      credit_limit: 1_000_000,
    }),
    patch: () => ({ credit_limit: 999_999 }),
    changed: (_before, after) => Number(after.credit_limit) === 999_999,
    expected: standingReadOnly,
  },
  {
    table: 'business_requests',
    create: () =>
      serviceInsert('business_requests', {
        customer_id: matrixFixtures.customerA.id,
        kind: 'change',
        ...businessRequestFields,
        status: 'withdrawn',
      }),
    insertRow: () => ({
      customer_id: matrixFixtures.customerA.id,
      kind: 'new',
      ...businessRequestFields,
      status: 'approved',
    }),
    patch: () => ({ status: 'approved' }),
    changed: (_before, after) => after.status === 'approved',
    expected: standingReadOnly,
  },
  {
    // Someone in A's team: A (the owner) sees the team, nobody writes it directly.
    table: 'business_members',
    create: async () =>
      serviceInsert(
        'business_members',
        {
          user_id: await throwawayUserId(),
          business_id: matrixFixtures.customerA.id,
          role: 'accounting',
        },
        'user_id',
      ),
    insertRow: async () => ({
      user_id: await throwawayUserId(),
      business_id: matrixFixtures.customerA.id,
      role: 'orders',
    }),
    patch: () => ({ role: 'orders' }),
    changed: (_before, after) => after.role === 'orders',
    expected: standingReadOnly,
  },
  {
    table: 'business_invitations',
    create: () =>
      serviceInsert('business_invitations', {
        business_id: matrixFixtures.customerA.id,
        email: uniqueEmail('invito'),
        role: 'orders',
      }),
    insertRow: () => ({
      business_id: matrixFixtures.customerA.id,
      email: uniqueEmail('intruso'),
      role: 'accounting',
    }),
    patch: () => ({ role: 'accounting' }),
    changed: (_before, after) => after.role === 'accounting',
    expected: standingReadOnly,
  },
  {
    table: 'order_approval_requests',
    create: () =>
      serviceInsert('order_approval_requests', {
        business_id: matrixFixtures.customerA.id,
        idempotency_key: `matrice-${randomUUID()}`,
        lines: [{ product_id: matrixFixtures.productId, quantity: 1 }],
        delivery_date: '2030-01-08',
        payment_method: 'bank_transfer',
        address: { street: 'Via Po 3' },
        quoted_total: 300,
        purchase_limit: 100,
      }),
    insertRow: () => ({
      business_id: matrixFixtures.customerA.id,
      idempotency_key: `abusiva-${randomUUID()}`,
      lines: [],
      delivery_date: '2030-01-08',
      payment_method: 'bank_transfer',
      address: {},
      quoted_total: 1,
      purchase_limit: 1,
      status: 'approved',
    }),
    patch: () => ({ status: 'approved' }),
    changed: (_before, after) => after.status === 'approved',
    expected: standingReadOnly,
  },
  {
    // The bakery's closures: public reading, admins writing.
    table: 'shop_closures',
    create: () =>
      serviceInsert('shop_closures', {
        starts_on: '2031-08-10',
        ends_on: '2031-08-20',
        reason: 'Ferie della matrice',
      }),
    insertRow: () => ({
      starts_on: '2031-12-27',
      ends_on: '2031-12-31',
      reason: uniqueSlug('ferie'),
    }),
    cleanupInsert: async (row) => {
      await service.from('shop_closures').delete().eq('reason', String(row.reason));
    },
    patch: () => remember({ reason: `Ferie ${randomUUID().slice(0, 6)}` }),
    changed: (before, after) => sameJson(lastPatch)(before, after),
    expected: {
      anon: 'visible denied denied denied',
      customerA: 'visible denied ignored ignored',
      customerB: 'visible denied ignored ignored',
      admin: 'visible allowed allowed allowed',
    },
  },
  {
    // Web Push devices (decision 022): only their owner sees, renames, changes and removes
    // them; rows come from save_push_subscription, never from a direct insert.
    table: 'push_subscriptions',
    create: () => serviceInsert('push_subscriptions', pushSubscriptionRow()),
    insertRow: () => pushSubscriptionRow(),
    patch: () => remember({ device_label: `Tablet ${randomUUID().slice(0, 6)}` }),
    changed: (before, after) => sameJson(lastPatch)(before, after),
    expected: {
      anon: 'denied denied denied denied',
      customerA: 'visible denied allowed allowed',
      customerB: 'hidden denied ignored ignored',
      admin: 'hidden denied ignored ignored',
    },
  },
  {
    // One row per user: whether events that reach a device also come by e-mail.
    table: 'notification_preferences',
    create: async () => {
      const { error } = await service
        .from('notification_preferences')
        .upsert({ user_id: matrixFixtures.customerA.id, email_too: false });
      if (error) throw new Error(`notification_preferences fixture: ${error.message}`);
      return { user_id: matrixFixtures.customerA.id };
    },
    insertRow: () => ({ user_id: matrixFixtures.customerA.id, email_too: true }),
    patch: () => ({ email_too: true }),
    changed: (before, after) => before.email_too !== after.email_too,
    expected: {
      anon: 'denied denied denied denied',
      customerA: 'visible conflict allowed denied',
      customerB: 'hidden denied ignored denied',
      admin: 'hidden denied ignored denied',
    },
  },
];
