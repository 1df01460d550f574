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

describe('money in the database’s texts', () => {
  // Intl's it-IT currency format (CLDR's minimumGroupingDigits 2) leaves four-digit amounts
  // ungrouped, "1234,00 €", and groups from five digits, "12.345,00 €": the bell, the e-mails
  // and the refusals the page shows must write a restaurant's order as the page beside them.
  // A customer of its own: a private customer may hold only three unpaid orders.
  let buyer: SignedIn;
  beforeAll(async () => {
    buyer = await createCustomer('Marco Ferri');
  });

  it.each([
    [12.34, 100, '1234,00\u00a0€'],
    [25, 500, '12.500,00\u00a0€'],
  ])(
    'writes a %s € bun ordered %s times as %s, as the page does',
    async (price, quantity, total) => {
      const product = await createTestProduct({ price, stock_quantity: quantity });
      const order = await placeOrder(buyer.client, {
        lines: [{ product_id: product.id, quantity }],
      });
      expect(order.error).toBeNull();
      const { data: note } = await admin.client
        .from('admin_notifications')
        .select('body')
        .eq('type', 'new_order')
        .eq('payload->>order_id', order.data!.id)
        .single();
      const { data: row } = await admin.client
        .from('orders')
        .select('total')
        .eq('id', order.data!.id)
        .single();
      expect(formatEuro(Number(row!.total))).toBe(total);
      expect(note?.body).toContain(`ha ordinato per ${total}, consegna`);
    },
  );
});
