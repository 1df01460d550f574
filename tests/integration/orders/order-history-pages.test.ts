import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import type { OrderClient } from '../../../src/domain/orders/order-client.ts';
import {
  fetchOrdersPageWith,
  type OrderCursor,
  type OrdersPage,
} from '../../../src/domain/orders/order-read.ts';
import { startPrivateStack } from '../../support/scratch-database.ts';
import { createNodeClient, uniqueEmail } from '../../support/supabase-clients.ts';

// A restaurant that orders every day has more than 1,000 orders after three years, and the API
// answers at most 1,000 rows (as hosted Supabase does by default): "I miei ordini" must still
// reach every one of them, page after page, none twice (issue 22). A stack of this file's own:
// 1,050 orders raise as many admin notifications, which other files' bells must not see.

const ORDERS = 1_050;
const password = 'Pagine-Ordini-2026';

let stack: RunningStack;
let customer: SupabaseClient;
let customerId: string;
let otherId: string;

async function newCustomer(service: SupabaseClient, name: string): Promise<string> {
  const { data, error } = await service.auth.admin.createUser({
    email: uniqueEmail('pagine'),
    password,
    email_confirm: true,
    user_metadata: { name },
  });
  if (error || !data.user) throw new Error(error?.message ?? 'no user');
  return data.user.id;
}

/** `count` orders of `userId`, one a day going back from today, some at the very same time. */
function orderRows(userId: string, count: number) {
  const day = 24 * 60 * 60 * 1_000;
  const start = Date.now();
  return Array.from({ length: count }, (_, index) => ({
    user_id: userId,
    payment_method: 'bank_transfer',
    subtotal: 10 + (index % 7),
    shipping: 7.9,
    total: 17.9 + (index % 7),
    delivery_date: new Date(start - index * day + 2 * day).toISOString().slice(0, 10),
    delivery_address: {
      label: null,
      recipient: 'Osteria delle Pagine',
      street: 'Via Roma 1',
      postal_code: '10121',
      city: 'Torino',
      province: 'TO',
      phone: null,
      notes: null,
    },
    // Every tenth pair shares its timestamp: the cursor must still tell them apart.
    created_at: new Date(
      start - Math.floor(index / 2) * day - (index % 20 < 2 ? 0 : index),
    ).toISOString(),
  }));
}

beforeAll(async () => {
  stack = await startPrivateStack();
  const service = createNodeClient(stack.url, stack.serviceRoleKey);
  customerId = await newCustomer(service, 'Osteria delle Pagine');
  otherId = await newCustomer(service, 'Altro Cliente');
  for (const rows of [orderRows(customerId, ORDERS), orderRows(otherId, 30)]) {
    const { error } = await service.from('orders').insert(rows);
    if (error) throw new Error(error.message);
  }
  const { data } = await service.auth.admin.getUserById(customerId);
  customer = createNodeClient(stack.url, stack.anonKey);
  const signIn = await customer.auth.signInWithPassword({ email: data.user!.email!, password });
  if (signIn.error) throw new Error(signIn.error.message);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('the customer’s order history, a page at a time', () => {
  it('reaches all 1,050 orders, newest first, none twice and none of another customer', async () => {
    const client = customer as unknown as OrderClient;
    const { count } = await customer.from('orders').select('id', { count: 'exact', head: true });
    expect(count).toBe(ORDERS);
    // One unpaginated read is capped: exactly what the old list did.
    const { data: capped } = await customer.from('orders').select('id');
    expect(capped!.length).toBeLessThan(ORDERS);

    const seen: OrdersPage['orders'] = [];
    let cursor: OrderCursor | null = null;
    let pages = 0;
    do {
      const page: OrdersPage = await fetchOrdersPageWith(client, [customerId], cursor);
      expect(page.orders.length).toBeLessThanOrEqual(20);
      seen.push(...page.orders);
      cursor = page.next;
      pages += 1;
    } while (cursor && pages < 100);

    expect(pages).toBe(Math.ceil(ORDERS / 20));
    expect(new Set(seen.map((order) => order.id)).size).toBe(ORDERS);
    const keys = seen.map((order) => `${order.created_at}|${order.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('keeps its place when a new order arrives between two pages', async () => {
    const client = customer as unknown as OrderClient;
    const first = await fetchOrdersPageWith(client, [customerId]);
    const service = createNodeClient(stack.url, stack.serviceRoleKey);
    const { error } = await service.from('orders').insert(orderRows(customerId, 1));
    expect(error).toBeNull();
    const second = await fetchOrdersPageWith(client, [customerId], first.next);
    const firstIds = new Set(first.orders.map((order) => order.id));
    expect(second.orders.some((order) => firstIds.has(order.id))).toBe(false);
    expect(second.orders[0]!.created_at <= first.orders.at(-1)!.created_at).toBe(true);
  });

  it('does not list another customer’s orders, even asked for their id', async () => {
    const client = customer as unknown as OrderClient;
    expect(await fetchOrdersPageWith(client, [otherId])).toEqual({ orders: [], next: null });
  });
});
