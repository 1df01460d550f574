import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import {
  type Customer,
  newBusinessCustomer,
  placeOrder,
  type StackHandle,
} from '../payments/payment-fixtures.ts';
import { startFixtureStack } from '../storage/fixture-stack.ts';

// Order numbers across the millionth order (issue 22): the first numbering padded with
// lpad(…, 6), which cuts longer text, so after BDB-2026-999999 every order got
// BDB-2026-100000 and place_order failed with 23505 from then on. A shop of its own: the
// sequence is moved to just before the boundary.

let stack: RunningStack;
let handle: StackHandle;
let customer: Customer;

beforeAll(async () => {
  stack = await startFixtureStack({});
  handle = { url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey };
  customer = await newBusinessCustomer(handle, 'Ristorante Milionesimo');
  await stack.ctx.db.query(`select setval('private.order_number_seq', 999997)`);
});

afterAll(async () => {
  await stack?.stop();
});

describe('order numbers', () => {
  it('stay unique and in order across 999,999 → 1,000,000, never cut short', async () => {
    const { rows } = await stack.ctx.db.query<{ id: string }>(
      `select id from public.products where slug = 'bun-classico'`,
    );
    const numbers: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      // Paid on delivery by a restaurant: a customer holds at most 3 unpaid card orders (issue
      // 21), a private one at most 2 unpaid cash orders (issue 36).
      const order = await placeOrder(handle, customer, {
        lines: [{ product_id: rows[0]!.id, quantity: 1 }],
        payment_method: 'cash_on_delivery',
      });
      numbers.push(order.order_number);
    }
    const year = numbers[0]!.slice(4, 8);
    expect(numbers).toEqual([
      `BDB-${year}-999998`,
      `BDB-${year}-999999`,
      `BDB-${year}-1000000`,
      `BDB-${year}-1000001`,
    ]);
    const sequence = numbers.map((number) => Number(number.slice(9)));
    expect(sequence).toEqual([...sequence].sort((a, b) => a - b));
  });
});
