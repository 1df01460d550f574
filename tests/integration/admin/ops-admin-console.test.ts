import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { demoAccounts } from '../../../supabase/local/demo-accounts.ts';
import { createNodeClient, outboxFor, uniqueEmail } from '../../support/supabase-clients.ts';
import {
  invoke,
  newCustomer,
  newProduct,
  placeOrder,
  serviceClient,
  sharedStack,
} from '../payments/payment-fixtures.ts';
import { signInAsAdmin } from '../../support/admin-sign-in.ts';

// The admin console's database side (issue 9): the read-model functions refuse anonymous
// visitors and customers and answer admins; admins move orders only along the allowed
// transitions; the production plan adds up the day's orders; the customer is e-mailed.

const stack = sharedStack();
const adminAccount = demoAccounts[0]!;

async function signedInAdmin(): Promise<SupabaseClient> {
  const client = createNodeClient(stack.url, stack.anonKey);
  await signInAsAdmin(client, adminAccount);
  return client;
}

const anon = () => createNodeClient(stack.url, stack.anonKey);

interface PlanProduct {
  product_id: string;
  packs: number;
  orders: number;
}
interface ProductionPlan {
  delivery_date: string;
  order_count: number;
  total_packs: number;
  products: PlanProduct[];
  orders: {
    id: string;
    order_number: string;
    items: { product_name: string; quantity: number }[];
  }[];
}

describe('admin console functions', () => {
  const calls = [
    ['admin_dashboard', { chart_days: 30 }],
    ['production_plan', { day: '2026-12-01' }],
    ['admin_customers', { search: 'rossi' }],
    ['admin_customer', { customer_id: '00000000-0000-0000-0000-000000000000' }],
  ] as const;

  it.each(calls)('%s refuses anonymous visitors and customers', async (name, args) => {
    const visitor = await anon().rpc(name, args);
    expect(visitor.error?.code).toBe('42501');
    expect(visitor.data).toBeNull();

    const customer = await newCustomer(stack, 'Cliente Curioso');
    const asCustomer = await customer.client.rpc(name, args);
    expect(asCustomer.error).toMatchObject({ code: '42501', message: 'not_allowed' });
    expect(asCustomer.data).toBeNull();
  });

  it('answers an admin: dashboard, customers and a customer page', async () => {
    const admin = await signedInAdmin();
    const customer = await newCustomer(stack, 'Ristorante Console');
    const product = await newProduct(stack, { price: 5 });
    const order = await placeOrder(stack, customer, {
      lines: [{ product_id: product.id, quantity: 4 }],
      payment_method: 'cash_on_delivery',
    });

    const dashboard = await admin.rpc('admin_dashboard', { chart_days: 14 });
    expect(dashboard.error).toBeNull();
    const stats = dashboard.data as {
      revenue: { today: number; week: number; month: number };
      orders_by_status: Record<string, number>;
      revenue_series: { day: string; revenue: number }[];
    };
    expect(stats.revenue.today).toBeGreaterThanOrEqual(order.total);
    expect(stats.revenue.month).toBeGreaterThanOrEqual(stats.revenue.week);
    expect(stats.orders_by_status.received).toBeGreaterThanOrEqual(1);
    expect(stats.revenue_series).toHaveLength(14);

    const list = await admin.rpc('admin_customers', { search: customer.email });
    expect(list.error).toBeNull();
    expect(list.data).toMatchObject({
      total: 1,
      customers: [
        {
          id: customer.id,
          full_name: 'Ristorante Console',
          orders_count: 1,
          total_spent: order.total,
        },
      ],
    });

    const page = await admin.rpc('admin_customer', { customer_id: customer.id });
    expect(page.error).toBeNull();
    expect(page.data).toMatchObject({
      profile: { id: customer.id, email: customer.email, customer_type: 'private' },
      orders_count: 1,
      orders: [{ id: order.id, order_number: order.order_number, status: 'received' }],
    });

    // The admin is staff, not a customer.
    const admins = await admin.rpc('admin_customers', { search: adminAccount.email });
    expect(admins.data).toMatchObject({ total: 0, customers: [] });
  });

  it('production plan: packs per product and every order of the day', async () => {
    const admin = await signedInAdmin();
    const [first, second] = [await newCustomer(stack), await newCustomer(stack)];
    const classic = await newProduct(stack, { name: 'Bun Piano Classico' });
    const brioche = await newProduct(stack, { name: 'Bun Piano Brioche' });
    const orderA = await placeOrder(stack, first!, {
      lines: [
        { product_id: classic.id, quantity: 3 },
        { product_id: brioche.id, quantity: 2 },
      ],
      payment_method: 'cash_on_delivery',
    });
    const orderB = await placeOrder(stack, second!, {
      lines: [{ product_id: classic.id, quantity: 5 }],
      payment_method: 'cash_on_delivery',
    });
    const cancelled = await placeOrder(stack, second!, {
      lines: [{ product_id: brioche.id, quantity: 7 }],
      payment_method: 'cash_on_delivery',
    });
    expect(orderA.delivery_date).toBe(orderB.delivery_date);
    const cancel = await second!.client.rpc('cancel_order', { order_id: cancelled.id });
    expect(cancel.error).toBeNull();

    const { data, error } = await admin.rpc('production_plan', { day: orderA.delivery_date });
    expect(error).toBeNull();
    const plan = data as ProductionPlan;
    expect(plan.delivery_date).toBe(orderA.delivery_date);
    const packsOf = (id: string) => plan.products.find((p) => p.product_id === id);
    expect(packsOf(classic.id)).toMatchObject({ packs: 8, orders: 2 });
    expect(packsOf(brioche.id)).toMatchObject({ packs: 2, orders: 1 });
    const numbers = plan.orders.map((o) => o.order_number);
    expect(numbers).toEqual(expect.arrayContaining([orderA.order_number, orderB.order_number]));
    expect(numbers).not.toContain(cancelled.order_number);
    expect(plan.total_packs).toBe(plan.products.reduce((sum, p) => sum + p.packs, 0));
    expect(plan.order_count).toBe(plan.orders.length);
  });
});

describe('order status changes by an admin', () => {
  it('follow only the allowed transitions, the customer sees them and gets an e-mail', async () => {
    const admin = await signedInAdmin();
    const customer = await newCustomer(stack, 'Giulia Stati');
    const product = await newProduct(stack);
    const order = await placeOrder(stack, customer, {
      lines: [{ product_id: product.id, quantity: 2 }],
      payment_method: 'cash_on_delivery',
    });
    const setStatus = (client: SupabaseClient, status: string) =>
      client.from('orders').update({ status }).eq('id', order.id).select('status');
    const customerSees = async () =>
      (await customer.client.from('orders').select('status').eq('id', order.id).single()).data;

    // A customer cannot move their own order; the update matches no row they may change.
    expect((await setStatus(customer.client, 'shipped')).data).toEqual([]);
    expect((await setStatus(anon(), 'shipped')).error?.code).toBe('42501');

    const skipped = await setStatus(admin, 'shipped');
    expect(skipped.error).toMatchObject({ message: 'invalid_status_transition' });

    for (const status of ['in_preparation', 'shipped', 'delivered']) {
      const moved = await setStatus(admin, status);
      expect(moved.error).toBeNull();
      expect(moved.data).toEqual([{ status }]);
      expect(await customerSees()).toEqual({ status });
      expect(
        await invoke(admin, 'order-status-notification', { order_id: order.id, status }),
      ).toMatchObject({
        status: 200,
        body: { status: 'sent', to_status: status },
      });
    }
    const back = await setStatus(admin, 'cancelled');
    expect(back.error).toMatchObject({ message: 'invalid_status_transition' });

    const subjects = (await outboxFor(stack.url, customer.email))
      .filter((mail) => mail.kind === 'order-status')
      .map((mail) => mail.subject);
    expect(subjects.sort()).toEqual(
      [
        `Il tuo ordine ${order.order_number} è in preparazione`,
        `Il tuo ordine ${order.order_number} è stato consegnato`,
        `Il tuo ordine ${order.order_number} è stato spedito`,
      ].sort(),
    );
    // A status the order went through earlier can still be told (the admin clicked on fast).
    expect(
      await invoke(admin, 'order-status-notification', {
        order_id: order.id,
        status: 'in_preparation',
      }),
    ).toMatchObject({ status: 200 });
  });

  it('the e-mail function refuses customers, anonymous callers and statuses not reached', async () => {
    const customer = await newCustomer(stack);
    const product = await newProduct(stack);
    const order = await placeOrder(stack, customer, {
      lines: [{ product_id: product.id, quantity: 1 }],
      payment_method: 'cash_on_delivery',
    });
    expect(
      await invoke(customer.client, 'order-status-notification', {
        order_id: order.id,
        status: 'shipped',
      }),
    ).toMatchObject({ status: 403, body: { error: 'not_allowed' } });
    expect(
      await invoke(anon(), 'order-status-notification', { order_id: order.id, status: 'shipped' }),
    ).toMatchObject({
      status: 401,
    });
    // The order is still 'received': an e-mail saying it shipped would be false.
    const admin = await signedInAdmin();
    expect(
      await invoke(admin, 'order-status-notification', { order_id: order.id, status: 'shipped' }),
    ).toMatchObject({ status: 409, body: { error: 'status_not_reached' } });
    expect(
      await invoke(admin, 'order-status-notification', { order_id: order.id, status: 'received' }),
    ).toMatchObject({ status: 400, body: { error: 'invalid_body' } });
    expect(
      (await outboxFor(stack.url, customer.email)).filter((mail) => mail.kind === 'order-status'),
    ).toEqual([]);
  });
});

describe('admin tables used by the console', () => {
  it('newsletter subscribers, notifications and settings: admins only', async () => {
    const admin = await signedInAdmin();
    const customer = await newCustomer(stack);
    const email = uniqueEmail('news');
    const subscribed = await anon()
      .from('newsletter_subscribers')
      .insert({ email, privacy_accepted: true });
    expect(subscribed.error).toBeNull();

    expect((await customer.client.from('newsletter_subscribers').select('email')).data).toEqual([]);
    expect((await customer.client.from('admin_notifications').select('id')).data).toEqual([]);
    const settingsByCustomer = await customer.client
      .from('shop_settings')
      .update({ free_shipping_threshold: 1 })
      .eq('id', true)
      .select('id');
    expect(settingsByCustomer.data).toEqual([]);

    const rows = await admin.from('newsletter_subscribers').select('email').eq('email', email);
    expect(rows.data).toEqual([{ email }]);
    const removed = await admin
      .from('newsletter_subscribers')
      .delete()
      .eq('email', email)
      .select('email');
    expect(removed.data).toEqual([{ email }]);

    const unread = await admin
      .from('admin_notifications')
      .select('id', { count: 'exact', head: true })
      .is('read_at', null);
    expect(unread.error).toBeNull();
    const settings = await serviceClient(stack)
      .from('shop_settings')
      .select('shipping_fee')
      .single();
    const saved = await admin
      .from('shop_settings')
      .update({ shipping_fee: settings.data!.shipping_fee })
      .eq('id', true)
      .select('shipping_fee');
    expect(saved.data).toEqual([{ shipping_fee: settings.data!.shipping_fee }]);
  });
});
