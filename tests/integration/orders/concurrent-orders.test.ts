import { beforeAll, describe, expect, it } from 'vitest';
import { becomeBusiness } from '../../support/business-accounts.ts';
import {
  createCustomer,
  createTestProduct,
  placeOrder,
  type PlacedOrder,
  type ProductRow,
  serviceClient,
  type SignedIn,
  signInDemo,
  stockOf,
} from '../schema/schema-helpers.ts';

// Issue 40: place_order, the customer's cancellation and the admin's status changes touch the
// same rows (the account's orders, the products' stock, the report's summary rows). Run side by
// side they must all succeed (no deadlock, no serialisation failure reaching the client), every
// pack must be counted once, and stock never goes below zero. On PostgreSQL they really run at
// once; on PGlite the stack serialises them, so the same checks hold trivially.
const service = serviceClient();
let admin: SignedIn;
let restaurants: SignedIn[];

beforeAll(async () => {
  admin = await signInDemo('Amministratore');
  restaurants = await Promise.all(
    ['Trattoria Uno', 'Trattoria Due', 'Trattoria Tre', 'Trattoria Quattro'].map(async (name) => {
      const customer = await createCustomer(name);
      await becomeBusiness(customer.client, service);
      return customer;
    }),
  );
}, 120_000);

/** An order of a few packs of each product, the lines in the order given. */
async function order(customer: SignedIn, products: ProductRow[], packs = 1): Promise<PlacedOrder> {
  const { data, error } = await placeOrder(customer.client, {
    lines: products.map((product) => ({ product_id: product.id, quantity: packs })),
    payment_method: 'bank_transfer',
  });
  if (error || !data) throw new Error(`place_order: ${error?.code} ${error?.message}`);
  return data;
}

async function moveAsAdmin(orderId: string, status: string): Promise<void> {
  const { error } = await admin.client.from('orders').update({ status }).eq('id', orderId);
  if (error) throw new Error(`admin sets ${status}: ${error.code} ${error.message}`);
}

async function cancelAsCustomer(customer: SignedIn, orderId: string): Promise<void> {
  const { error } = await customer.client.rpc('cancel_order', { order_id: orderId });
  if (error) throw new Error(`cancel_order: ${error.code} ${error.message}`);
}

/** Packs of `productId` held by the orders not cancelled among `orderIds`. */
async function heldPacks(productId: string, orderIds: string[]): Promise<number> {
  const { data, error } = await service
    .from('order_items')
    .select('quantity, orders!inner(status)')
    .eq('product_id', productId)
    .in('order_id', orderIds)
    .neq('orders.status', 'cancelled');
  if (error) throw new Error(error.message);
  return (data as { quantity: number }[]).reduce((sum, item) => sum + item.quantity, 0);
}

/** The rotations of a list: orders whose lines name the same products in different orders. */
const rotations = <T>(items: T[]): T[][] =>
  items.map((_, shift) => [...items.slice(shift), ...items.slice(0, shift)]);

describe('orders, cancellations and status changes at the same time', () => {
  it('all succeed and count every pack once', async () => {
    const products = await Promise.all(
      Array.from({ length: 6 }, () => createTestProduct({ stock_quantity: 500, price: 4 })),
    );
    const orderings = rotations(products).flatMap((ordering) => [
      ordering,
      [...ordering].reverse(),
    ]);
    const earlier = await Promise.all(
      restaurants.flatMap((customer, index) =>
        Array.from({ length: 8 }, (_, round) =>
          order(customer, orderings[(index + round) % orderings.length]!, 2),
        ).map((placed) => placed.then((data) => ({ customer, data }))),
      ),
    );

    const [shipped, adminCancelled, customerCancelled] = [
      earlier.slice(0, 8),
      earlier.slice(8, 20),
      earlier.slice(20, 32),
    ];
    const results = await Promise.allSettled([
      ...restaurants.flatMap((customer, index) =>
        Array.from({ length: 8 }, (_, round) =>
          order(customer, orderings[(index * 3 + round) % orderings.length]!, 1),
        ),
      ),
      ...shipped.map(async ({ data }) => {
        await moveAsAdmin(data.id, 'in_preparation');
        await moveAsAdmin(data.id, 'shipped');
      }),
      ...adminCancelled.map(({ data }) => moveAsAdmin(data.id, 'cancelled')),
      ...customerCancelled.map(({ customer, data }) => cancelAsCustomer(customer, data.id)),
    ]);

    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason)] : [],
    );
    expect(failures).toEqual([]);
    const placedNow = results
      .slice(0, 32)
      .map((result) => (result as PromiseFulfilledResult<PlacedOrder>).value);
    const orderIds = [...earlier.map(({ data }) => data.id), ...placedNow.map((data) => data.id)];
    expect(new Set(orderIds).size).toBe(64);
    for (const product of products) {
      expect(await stockOf(product.id)).toBe(500 - (await heldPacks(product.id, orderIds)));
    }
    // 32 earlier orders of 2 packs, 24 of them cancelled; 32 new ones of 1 pack.
    expect(await heldPacks(products[0]!.id, orderIds)).toBe(8 * 2 + 32);
  });

  it('never takes stock below zero while cancellations and a restock race new orders', async () => {
    const product = await createTestProduct({ stock_quantity: 10, price: 4 });
    const holders = await Promise.all(
      Array.from({ length: 10 }, (_, index) => order(restaurants[index % 4]!, [product])),
    );
    expect(await stockOf(product.id)).toBe(0);

    const attempts = restaurants.flatMap((customer) =>
      Array.from({ length: 5 }, () =>
        placeOrder(customer.client, {
          lines: [{ product_id: product.id, quantity: 1 }],
          payment_method: 'bank_transfer',
        }),
      ),
    );
    const changes = await Promise.allSettled([
      ...holders.slice(0, 3).map((held) => moveAsAdmin(held.id, 'cancelled')),
      ...holders
        .slice(3, 6)
        .map((held, index) => cancelAsCustomer(restaurants[(index + 3) % 4]!, held.id)),
      (async () => {
        const { error } = await admin.client
          .from('products')
          .update({ stock_quantity: 4 })
          .eq('id', product.id);
        if (error) throw new Error(`restock: ${error.code} ${error.message}`);
      })(),
    ]);
    expect(changes.filter((change) => change.status === 'rejected')).toEqual([]);

    const answers = await Promise.all(attempts);
    const refusals = answers.flatMap((answer) => (answer.error ? [answer.error.message] : []));
    expect(new Set(refusals).size).toBeLessThanOrEqual(1);
    if (refusals.length > 0) expect(refusals[0]).toBe('insufficient_stock');
    const placed = answers.filter((answer) => answer.data).map((answer) => answer.data!.id);
    const stock = await stockOf(product.id);
    expect(stock).toBeGreaterThanOrEqual(0);
    // Whatever the interleaving, what is left plus what the live orders hold is what the shop
    // had after its last stock count plus what came back afterwards, never more than 10 + 6.
    const held = await heldPacks(product.id, [...holders.map((held) => held.id), ...placed]);
    expect(held + stock).toBeLessThanOrEqual(16 + 4);
    expect(held).toBe(4 + placed.length);
  });
});
