import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { testAuthOverrides } from '../../support/test-stack-options.ts';
import { startFixtureStack } from '../storage/fixture-stack.ts';
import {
  businessInvoice,
  type Customer,
  newBusinessCustomer,
  newCustomer,
  newProduct,
  placeOrder,
  serviceClient,
  type StackHandle,
  stockOf,
} from './payment-fixtures.ts';

// Payment holds (issue 21): a card order takes its packs only until its payment is due; then
// the shop cancels it and the packs come back — through the scheduled job, through the next
// place_order, with no Checkout session ever created. On a stack of this file's own, so the
// test runs the scheduler itself and changes the shop's settings freely.

let stack: RunningStack;
let handle: StackHandle;

beforeAll(async () => {
  stack = await startFixtureStack({ auth: testAuthOverrides });
  handle = stack;
});
afterAll(async () => {
  await stack?.stop();
});

const minuteMs = 60_000;

interface HoldRow {
  status: string;
  payment_status: string;
  cancellation_reason: string | null;
  payment_due_at: string | null;
  created_at: string;
}

async function holdOf(orderId: string): Promise<HoldRow> {
  const { data, error } = await serviceClient(handle)
    .from('orders')
    .select('status, payment_status, cancellation_reason, payment_due_at, created_at')
    .eq('id', orderId)
    .single();
  if (error) throw new Error(error.message);
  return data as HoldRow;
}

async function releaseAt(at: Date): Promise<number> {
  const { data, error } = await serviceClient(handle).rpc('release_expired_payment_holds', {
    as_of: at.toISOString(),
  });
  if (error) throw new Error(error.message);
  return data as number;
}

/** Moves one order's clock: its hold ends a second ago. */
async function expireHold(orderId: string): Promise<void> {
  const { error } = await serviceClient(handle)
    .from('orders')
    .update({ payment_due_at: new Date(Date.now() - 1000).toISOString() })
    .eq('id', orderId);
  if (error) throw new Error(error.message);
}

async function orderError(customer: Customer, args: Parameters<typeof placeOrder>[2]) {
  try {
    await placeOrder(handle, customer, args);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('a card order left unpaid', () => {
  it('frees its stock after the hold, with no payment session ever created', async () => {
    const hoarder = await newCustomer(handle, 'Cliente che non paga');
    const buyer = await newCustomer(handle, 'Cliente che vuole comprare');
    const product = await newProduct(handle, { stock_quantity: 40 });
    const order = await placeOrder(handle, hoarder, {
      lines: [{ product_id: product.id, quantity: 40 }],
    });
    expect(await stockOf(handle, product.id)).toBe(0);

    const hold = await holdOf(order.id);
    const dueMs = new Date(hold.payment_due_at ?? 0).getTime();
    // The default setting: 30 minutes from placement.
    expect(dueMs - new Date(hold.created_at).getTime()).toBe(30 * minuteMs);
    expect(await orderError(buyer, { lines: [{ product_id: product.id, quantity: 1 }] })).toMatch(
      /insufficient_stock/,
    );

    // One minute before the end nothing moves; one minute after, the packs are back.
    expect(await releaseAt(new Date(dueMs - minuteMs))).toBe(0);
    expect(await stockOf(handle, product.id)).toBe(0);
    expect(await releaseAt(new Date(dueMs + minuteMs))).toBeGreaterThanOrEqual(1);
    expect(await stockOf(handle, product.id)).toBe(40);
    expect(await holdOf(order.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'failed',
      cancellation_reason: 'payment_expired',
    });
    await placeOrder(handle, buyer, { lines: [{ product_id: product.id, quantity: 1 }] });
    expect(await stockOf(handle, product.id)).toBe(39);
  });

  it('is released by the scheduled job the migrations create', async () => {
    const hoarder = await newCustomer(handle);
    const product = await newProduct(handle, { stock_quantity: 12 });
    const order = await placeOrder(handle, hoarder, {
      lines: [{ product_id: product.id, quantity: 12 }],
    });
    await expireHold(order.id);

    const run = await stack.scheduledJobs.runDue(new Date());
    expect(run.ran).toContain('release-expired-payment-holds');
    expect(run.failed).toEqual([]);
    expect(await stockOf(handle, product.id)).toBe(12);
    expect((await holdOf(order.id)).status).toBe('cancelled');
  });

  it('never blocks the next order, even when no job has run', async () => {
    const hoarder = await newCustomer(handle);
    const buyer = await newCustomer(handle);
    const product = await newProduct(handle, { stock_quantity: 5 });
    const order = await placeOrder(handle, hoarder, {
      lines: [{ product_id: product.id, quantity: 5 }],
    });
    await expireHold(order.id);

    await placeOrder(handle, buyer, { lines: [{ product_id: product.id, quantity: 5 }] });
    expect(await stockOf(handle, product.id)).toBe(0);
    expect(await holdOf(order.id)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'payment_expired',
    });
  });

  it('counts toward a limit of unpaid orders per customer', async () => {
    const customer = await newCustomer(handle);
    const product = await newProduct(handle, { stock_quantity: 50 });
    const lines = [{ product_id: product.id, quantity: 1 }];
    for (let index = 0; index < 3; index += 1) await placeOrder(handle, customer, { lines });

    const fourth = await orderError(customer, { lines });
    expect(fourth).toMatch(/too_many_unpaid_orders/);
    // Paying on delivery holds nothing for a payment, so it is still allowed.
    await placeOrder(handle, customer, { lines, payment_method: 'cash_on_delivery' });
    expect(await stockOf(handle, product.id)).toBe(46);
  });
});

describe('the last packs', () => {
  it('go to exactly as many of 20 parallel orders as there are packs, never below 0', async () => {
    const product = await newProduct(handle, { stock_quantity: 7 });
    const customers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => newCustomer(handle, `Cliente parallelo ${index}`)),
    );
    const outcomes = await Promise.all(
      customers.map((customer) =>
        orderError(customer, { lines: [{ product_id: product.id, quantity: 1 }] }),
      ),
    );
    const placed = outcomes.filter((outcome) => outcome === undefined);
    const refused = outcomes.filter((outcome) => outcome !== undefined);
    expect(placed).toHaveLength(7);
    expect(refused).toHaveLength(13);
    for (const reason of refused) expect(reason).toMatch(/insufficient_stock/);
    expect(await stockOf(handle, product.id)).toBe(0);
    // Twenty accounts are created first: on PGlite, one process, that alone takes a while.
  }, 90_000);
});

describe('bank transfer', () => {
  beforeAll(async () => {
    const { error } = await serviceClient(handle)
      .from('shop_settings')
      .update({
        iban: 'IT60X0542811101000000123456',
        bank_account_holder: 'Bottega del Bun S.r.l.',
      })
      .eq('id', true);
    if (error) throw new Error(error.message);
  });

  it('is refused to a private profile whatever invoice_data says', async () => {
    const customer = await newCustomer(handle, 'Privato con partita IVA inventata');
    const product = await newProduct(handle);
    const lines = [{ product_id: product.id, quantity: 1 }];
    // A business's invoice data in the request are refused outright (issue 36): only the
    // bakery makes a business.
    for (const invoice_data of [
      businessInvoice,
      { ...businessInvoice, vat_number: '09456120014', company_name: 'Bottega del Bun S.r.l.' },
    ]) {
      expect(
        await orderError(customer, { lines, payment_method: 'bank_transfer', invoice_data }),
      ).toMatch(/invalid_invoice_data/);
    }
    expect(await orderError(customer, { lines, payment_method: 'bank_transfer' })).toMatch(
      /payment_method_unavailable/,
    );
    expect(await stockOf(handle, product.id)).toBe(100);
  });

  it('is offered to a business the bakery approved', async () => {
    const customer = await newBusinessCustomer(handle, 'Trattoria con account business');
    const product = await newProduct(handle);
    const order = await placeOrder(handle, customer, {
      lines: [{ product_id: product.id, quantity: 2 }],
      payment_method: 'bank_transfer',
    });
    expect(order.payment_method).toBe('bank_transfer');
    expect((await holdOf(order.id)).payment_due_at).toBeNull();
  });
});
