import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchCustomer, fetchCustomers } from '@/features/back-office/api/admin-reports-api';
import {
  fetchAllSubscribers,
  fetchSubscriberPage,
  SUBSCRIBERS_PAGE_SIZE,
} from '@/features/back-office/api/newsletter-api';
import { fetchOrders, ORDERS_PAGE_SIZE } from '@/features/back-office/api/orders-api';
import type { Database } from '@/types/database.gen';
import { API_MAX_ROWS } from '@/lib/read-all-pages';
import { createNodeClient } from '../../support/supabase-clients.ts';
import {
  type Customer,
  newBusinessCustomer,
  newCustomer,
  newProduct,
  placeOrder,
  type PlacedOrder,
  serviceClient,
  sharedStack,
} from '../payments/payment-fixtures.ts';
import { signInAsAdmin } from '../../support/admin-sign-in.ts';

// The admin console's lists page through everything, past the API's 1,000-row cap (issue 22):
// the orders list (filters, search, a customer's orders), the customer list and a customer's
// page, the newsletter's subscribers and their CSV export. Through the app's own API functions.

const stack = sharedStack();
let admin: SupabaseClient<Database>;

beforeAll(async () => {
  admin = createNodeClient(stack.url, stack.anonKey) as SupabaseClient<Database>;
  await signInAsAdmin(admin);
});

describe('the admin orders list', () => {
  const ordersPlaced = 2 * ORDERS_PAGE_SIZE + 5;
  let restaurant: Customer;
  let restaurantName: string;
  const placed: PlacedOrder[] = [];

  beforeAll(async () => {
    restaurantName = `Trattoria Pagine ${randomUUID().slice(0, 8)}`;
    restaurant = await newBusinessCustomer(stack, restaurantName);
    const product = await newProduct(stack, { stock_quantity: 500 });
    for (let index = 0; index < ordersPlaced; index += 1) {
      placed.push(
        // Paid on delivery by a restaurant: a customer holds at most 3 unpaid card orders
        // (issue 21), a private one at most 2 unpaid cash orders (issue 36).
        await placeOrder(stack, restaurant, {
          lines: [{ product_id: product.id, quantity: 1 }],
          payment_method: 'cash_on_delivery',
        }),
      );
    }
  }, 120_000);

  it('pages through a search, newest first, every order once', async () => {
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const result = await fetchOrders(admin, { q: restaurantName, page });
      expect(result.offset).toBe((page - 1) * ORDERS_PAGE_SIZE);
      seen.push(...result.rows.map((row) => row.order_number));
      if (!result.hasNext) break;
      expect(result.rows).toHaveLength(ORDERS_PAGE_SIZE);
    }
    // Placed one after the other: newest first is the reverse order.
    expect(seen).toEqual(placed.map((order) => order.order_number).reverse());
  });

  it('lists one customer’s orders, and finds an order by its number', async () => {
    const first = await fetchOrders(admin, { customer: restaurant.id });
    expect(first.rows).toHaveLength(ORDERS_PAGE_SIZE);
    expect(first.hasNext).toBe(true);
    expect(new Set(first.rows.map((row) => row.customer_name))).toEqual(new Set([restaurantName]));
    const last = await fetchOrders(admin, { customer: restaurant.id, page: 3 });
    expect(last).toMatchObject({ hasNext: false });
    expect(last.rows).toHaveLength(5);

    const wanted = placed[7]!;
    const found = await fetchOrders(admin, { q: wanted.order_number, status: 'received' });
    expect(found.rows.map((row) => row.id)).toEqual([wanted.id]);
    expect(found.hasNext).toBe(false);
    expect(await fetchOrders(admin, { q: wanted.order_number, status: 'delivered' })).toEqual({
      rows: [],
      offset: 0,
      hasNext: false,
    });
  });

  it('takes the search literally: % and _ are not wildcards', async () => {
    expect((await fetchOrders(admin, { q: `${restaurantName.slice(0, 10)}%` })).rows).toEqual([]);
  });

  it('a customer’s page shows the latest 50 orders and counts all of them', async () => {
    const page = await fetchCustomer(admin, restaurant.id);
    expect(page.orders_count).toBe(ordersPlaced);
    expect(page.orders.map((order) => order.order_number)).toEqual(
      placed
        .slice(-50)
        .map((order) => order.order_number)
        .reverse(),
    );
  });

  it('is for admins only', async () => {
    const { error } = await restaurant.client.rpc('admin_orders', {});
    expect(error).toMatchObject({ code: '42501', message: 'not_allowed' });
  });
});

describe('the admin customer list', () => {
  it('pages through the customers a search finds, with their totals', async () => {
    const token = `Pagina${randomUUID().slice(0, 6)}`;
    const names = [`Osteria ${token} Uno`, `Osteria ${token} Due`, `Osteria ${token} Tre`];
    for (const name of names) await newCustomer(stack, name);
    const first = await fetchCustomers(admin, token, 1);
    expect(first.total).toBe(3);
    // 25 per page in the console; all three fit, newest first.
    expect(first.customers.map((customer) => customer.full_name)).toEqual([...names].reverse());
    const { data } = await admin.rpc('admin_customers', {
      search: token,
      result_limit: 2,
      result_offset: 2,
    });
    expect(data).toMatchObject({ total: 3, customers: [{ full_name: names[0] }] });
  });
});

describe('the newsletter subscribers', () => {
  const domain = `lista-${randomUUID().slice(0, 8)}.example.com`;
  const count = API_MAX_ROWS + 50;

  beforeAll(async () => {
    const rows = Array.from({ length: count }, (_, index) => ({
      email: `iscritto.${String(index).padStart(4, '0')}@${domain}`,
      privacy_accepted: true,
    }));
    const { error } = await serviceClient(stack).from('newsletter_subscribers').insert(rows);
    if (error) throw new Error(error.message);
  });

  it('come a page at a time with the total', async () => {
    const first = await fetchSubscriberPage(admin, domain, 1);
    expect(first.total).toBe(count);
    expect(first.rows).toHaveLength(SUBSCRIBERS_PAGE_SIZE);
    const last = await fetchSubscriberPage(admin, domain, Math.ceil(count / SUBSCRIBERS_PAGE_SIZE));
    expect(last.rows).toHaveLength(count % SUBSCRIBERS_PAGE_SIZE || SUBSCRIBERS_PAGE_SIZE);
  });

  it('are exported all, past the 1,000 rows one answer carries', async () => {
    const all = await fetchAllSubscribers(admin, domain);
    expect(all).toHaveLength(count);
    expect(new Set(all.map((subscriber) => subscriber.email)).size).toBe(count);
  });
});
