import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { createNodeClient } from '../../support/supabase-clients.ts';
import { testAuthOverrides } from '../../support/test-stack-options.ts';
import { romeToday } from '../../support/rome-calendar.ts';
import { startFixtureStack } from '../storage/fixture-stack.ts';
import {
  type Customer,
  customerPassword,
  newBusinessCustomer,
  newCustomer,
  newProduct,
  serviceClient,
  type StackHandle,
  type TestProduct,
} from '../payments/payment-fixtures.ts';
import {
  addDays,
  beforeCutoff,
  deliveryDates,
  isoWeekday,
  newRestaurant,
  runSchedule,
  runsOf,
  saveStandingOrder,
} from './standing-order-fixtures.ts';
import { signInAsAdmin } from '../../support/admin-sign-in.ts';

// Business prices (issue 23, decision 012) through the real API with real sessions: the admin
// saves a price list, quote_order and place_order price with it for that customer only, tiers
// switch exactly at their threshold, the minimum order refuses below and accepts at it, and the
// standing-order job gets the same prices. On a stack of this file's own: the minimum order is a
// shop-wide setting and the job works on every standing order of the database.

let stack: RunningStack;
let handle: StackHandle;
let admin: Customer;
let restaurant: Customer;
let neighbour: Customer;
let classic: TestProduct;
let brioche: TestProduct;

interface QuotedProductLine {
  product_id: string;
  unit_price: number;
  list_price: number;
  quantity: number;
  line_total: number;
  tier: { min_packs: number; percent_off: number } | null;
}
interface QuoteAnswer {
  subtotal: number;
  total: number;
  minimum_order: number;
  missing_for_minimum: number;
  lines: QuotedProductLine[];
}

async function quote(client: SupabaseClient, lines: unknown[]): Promise<QuoteAnswer> {
  const { data, error } = await client.rpc('quote_order', { lines });
  if (error) throw new Error(`quote_order: ${error.message}`);
  return data as QuoteAnswer;
}

async function savePriceList(customerId: string, prices: unknown[], tiers: unknown[]) {
  const { error } = await admin.client.rpc('admin_save_price_list', {
    p_customer_id: customerId,
    p_prices: prices,
    p_tiers: tiers,
  });
  if (error) throw new Error(`admin_save_price_list: ${error.message} ${error.hint}`);
}

async function setMinimums(privateEuros: number, businessEuros: number) {
  const { error } = await serviceClient(handle)
    .from('shop_settings')
    .update({ minimum_order_private: privateEuros, minimum_order_business: businessEuros })
    .eq('id', true);
  if (error) throw new Error(error.message);
}

async function placeWith(customer: Customer, lines: unknown[]) {
  const [day] = await deliveryDates(handle);
  return customer.client.rpc('place_order', {
    lines,
    delivery_date: day,
    payment_method: 'cash_on_delivery',
    idempotency_key: `prezzi-${randomUUID()}`,
    address: {
      recipient: 'Mario Bianchi',
      street: 'Via Garibaldi 12',
      postal_code: '10122',
      city: 'Torino',
      province: 'TO',
    },
  });
}

beforeAll(async () => {
  stack = await startFixtureStack({ auth: testAuthOverrides });
  handle = stack;
  admin = await newCustomer(handle, 'Amministratrice Listini');
  const granted = await serviceClient(handle).from('admin_users').insert({ user_id: admin.id });
  if (granted.error) throw new Error(granted.error.message);
  // A new admin enrols a second factor and signs in with it (aal2), as on the console.
  await signInAsAdmin(admin.client, { email: admin.email, password: customerPassword });
  restaurant = await newBusinessCustomer(handle, 'Osteria del Listino');
  neighbour = await newBusinessCustomer(handle, 'Trattoria Curiosa');
  classic = await newProduct(handle, {
    name: 'Bun classico listino',
    price: 4.5,
    stock_quantity: 1000,
  });
  brioche = await newProduct(handle, {
    name: 'Bun brioche listino',
    price: 5.2,
    stock_quantity: 1000,
  });
  await savePriceList(
    restaurant.id,
    [
      { product_id: classic.id, percent_off: 10 },
      { product_id: brioche.id, unit_price: 4.99 },
    ],
    [
      { min_packs: 20, percent_off: 5 },
      { min_packs: 40, percent_off: 8 },
    ],
  );
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

describe('a business price list', () => {
  it('prices only its customer, and nobody else can read it', async () => {
    const own = await quote(restaurant.client, [
      { product_id: classic.id, quantity: 2 },
      { product_id: brioche.id, quantity: 1 },
    ]);
    // 4,50 € − 10 % = 4,05 €; brioche at its fixed 4,99 €.
    expect(own.lines.map((line) => [line.unit_price, line.list_price, line.tier])).toEqual([
      [4.05, 4.5, null],
      [4.99, 5.2, null],
    ]);
    expect(own.subtotal).toBe(13.09);

    const other = await quote(neighbour.client, [{ product_id: classic.id, quantity: 2 }]);
    expect(other.lines[0]?.unit_price).toBe(4.5);
    const visitor = await quote(createNodeClient(handle.url, handle.anonKey), [
      { product_id: classic.id, quantity: 2 },
    ]);
    expect(visitor.lines[0]?.unit_price).toBe(4.5);

    const ownRows = await restaurant.client.from('customer_prices').select('product_id');
    expect(ownRows.error).toBeNull();
    expect(ownRows.data).toHaveLength(2);
    for (const table of ['customer_prices', 'customer_price_tiers']) {
      const peek = await neighbour.client.from(table).select('*').eq('customer_id', restaurant.id);
      expect(peek.error).toBeNull();
      expect(peek.data).toEqual([]);
    }
    const forged = await neighbour.client.rpc('admin_save_price_list', {
      p_customer_id: neighbour.id,
      p_prices: [{ product_id: classic.id, unit_price: 0.01 }],
      p_tiers: [],
    });
    expect(forged.error?.message).toBe('not_allowed');
    const direct = await neighbour.client
      .from('customer_prices')
      .insert({ customer_id: neighbour.id, product_id: classic.id, unit_price: 0.01 });
    expect(direct.error?.code).toBe('42501');
  });

  it('switches tiers exactly at their threshold, per product', async () => {
    const at = async (packs: number) =>
      (await quote(restaurant.client, [{ product_id: classic.id, quantity: packs }])).lines[0];
    // 4,05 € → −5 % = 3,8475 → 3,85 €; −8 % = 3,726 → 3,73 €.
    expect(await at(19)).toMatchObject({ unit_price: 4.05, line_total: 76.95, tier: null });
    expect(await at(20)).toMatchObject({
      unit_price: 3.85,
      line_total: 77,
      tier: { min_packs: 20, percent_off: 5 },
    });
    expect(await at(21)).toMatchObject({ unit_price: 3.85, line_total: 80.85 });
    expect(await at(39)).toMatchObject({ unit_price: 3.85 });
    expect(await at(40)).toMatchObject({ unit_price: 3.73, tier: { min_packs: 40 } });

    // The packs of one product count together; another product's packs do not help it.
    const mixed = await quote(restaurant.client, [
      { product_id: classic.id, quantity: 12 },
      { product_id: brioche.id, quantity: 19 },
      { product_id: classic.id, quantity: 8 },
    ]);
    expect(mixed.lines.map((line) => line.unit_price)).toEqual([3.85, 4.99, 3.85]);

    // The order keeps the prices the quote showed.
    const placed = await placeWith(restaurant, [{ product_id: classic.id, quantity: 20 }]);
    expect(placed.error).toBeNull();
    expect(
      (placed.data as { subtotal: number; items: { unit_price: number }[] }).items[0]?.unit_price,
    ).toBe(3.85);
  });

  it('refuses an order below the minimum for the customer type and accepts one at it', async () => {
    await setMinimums(0, 60);
    try {
      // 4,99 € × 12 = 59,88 €; with 1 classic at 4,05 € = 63,93 €. Fixed prices make 60 exact:
      await savePriceList(neighbour.id, [{ product_id: classic.id, unit_price: 5 }], []);
      const below = await placeWith(neighbour, [{ product_id: classic.id, quantity: 11 }]);
      expect(below.error?.message).toBe('below_minimum_order');
      expect(below.error?.hint).toBe(
        "L'ordine minimo per la consegna è di 60,00\u00a0€: mancano 5,00\u00a0€.",
      );
      const quoted = await quote(neighbour.client, [{ product_id: classic.id, quantity: 11 }]);
      expect(quoted).toMatchObject({ minimum_order: 60, missing_for_minimum: 5 });

      const atMinimum = await placeWith(neighbour, [{ product_id: classic.id, quantity: 12 }]);
      expect(atMinimum.error).toBeNull();
      expect((atMinimum.data as { subtotal: number }).subtotal).toBe(60);

      // A private customer has the private minimum (none here).
      const privateBuyer = await newCustomer(handle, 'Giulia Privata');
      const small = await placeWith(privateBuyer, [{ product_id: classic.id, quantity: 1 }]);
      expect(small.error).toBeNull();
    } finally {
      await setMinimums(0, 0);
    }
  });
});

describe('a standing order', () => {
  it('is placed at the business price, and below the minimum it says why', async () => {
    const [firstDay, secondDay] = (await deliveryDates(handle)) as [string, string];
    const today = romeToday();
    const osteria = await newRestaurant(handle, 'Osteria Fissa a Listino');
    await savePriceList(
      osteria.id,
      [{ product_id: brioche.id, percent_off: 20 }],
      [{ min_packs: 20, percent_off: 5 }],
    );
    await saveStandingOrder(
      osteria,
      [
        { weekday: isoWeekday(firstDay), product_id: brioche.id, quantity: 20 },
        { weekday: isoWeekday(secondDay), product_id: brioche.id, quantity: 2 },
      ],
      addDays(today, 1),
    );
    await setMinimums(0, 30);
    try {
      await runSchedule(handle, beforeCutoff(firstDay));
      await runSchedule(handle, beforeCutoff(secondDay));
    } finally {
      await setMinimums(0, 0);
    }
    const { data, error } = await serviceClient(handle)
      .from('orders')
      .select('subtotal, order_items(unit_price, quantity)')
      .eq('user_id', osteria.id);
    expect(error).toBeNull();
    // 5,20 € − 20 % = 4,16 €; from 20 packs −5 % = 3,952 → 3,95 €.
    expect(data).toEqual([{ subtotal: 79, order_items: [{ unit_price: 3.95, quantity: 20 }] }]);
    const runs = await runsOf(osteria);
    expect(runs.map((run) => run.outcome)).toEqual(['placed', 'failed']);
    expect(runs[1]?.message).toMatch(/non raggiunge l'ordine minimo di 30,00\u00a0€/);
  });
});
