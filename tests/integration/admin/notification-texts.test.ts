import { beforeAll, describe, expect, it } from 'vitest';
import { formatEuro, formatLongDate } from '../../../src/lib/format.ts';
import {
  createCustomer,
  createTestProduct,
  placeOrder,
  type SignedIn,
  signInDemo,
} from '../schema/schema-helpers.ts';

// The bell's texts are written by the database; they must read as the shop writes money and
// days (src/lib/format.ts), not "€ 11,80" and "27/11/2026" (issue 27).

let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  [admin, customer] = await Promise.all([
    signInDemo('Amministratore'),
    createCustomer('Lucia Ferri'),
  ]);
});

describe('a new order’s notification', () => {
  it('writes the total and the delivery day in the shop’s formats', async () => {
    const product = await createTestProduct();
    const order = await placeOrder(customer.client, {
      lines: [{ product_id: product.id, quantity: 1 }],
    });
    expect(order.error).toBeNull();
    const placed = order.data!;
    const { data: row } = await admin.client
      .from('orders')
      .select('delivery_date, total')
      .eq('id', placed.id)
      .single();
    const { data: note } = await admin.client
      .from('admin_notifications')
      .select('body')
      .eq('type', 'new_order')
      .eq('payload->>order_id', placed.id)
      .single();

    expect(note?.body).toBe(
      `Lucia Ferri ha ordinato per ${formatEuro(Number(row!.total))}, consegna il ` +
        `${formatLongDate(row!.delivery_date)}.`,
    );
  });
});
