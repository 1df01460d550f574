import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  anonClient,
  bundleOf,
  createCustomer,
  createTestProduct,
  deliveryDates,
  expectPgError,
  inlineAddress,
  placeOrder,
  type ProductRow,
  serviceClient,
  type SignedIn,
  stockOf,
} from './schema-helpers.ts';
import { becomeBusiness } from '../../support/business-accounts.ts';

// What place_order refuses, each with the error code the PWA maps to Italian: malformed cart
// lines, dates outside the delivery window, unavailable payment methods, bad addresses and
// invoice data, and callers without an account.

let customer: SignedIn;
let classic: ProductRow;

// A customer per test: each holds at most 3 unpaid card orders at once (issue 21).
beforeEach(async () => {
  customer = await createCustomer('Cliente distratto');
});

beforeAll(async () => {
  classic = await createTestProduct({ price: 4.5, stock_quantity: 1000 });
});

describe('cart lines are validated', () => {
  it.each([
    ['zero', 0],
    ['negative', -1],
    ['fractional', 1.5],
    ['a string', '3'],
    ['absurd', 501],
    ['huge', 1e9],
  ])('refuses a %s quantity', async (_label, quantity) => {
    const product = await createTestProduct({ stock_quantity: 10 });
    const { error } = await placeOrder(customer.client, {
      lines: [{ product_id: product.id, quantity }],
    });
    expectPgError(error, 'P0001', 'invalid_quantity');
    expect(await stockOf(product.id)).toBe(10);
  });

  it('refuses absurd bundle quantities', async () => {
    const inBundle = await placeOrder(customer.client, {
      lines: [{ bundle: [{ product_id: classic.id, quantity: -5 }] }],
    });
    expectPgError(inBundle.error, 'P0001', 'invalid_quantity');
    const copies = await placeOrder(customer.client, { lines: [bundleOf(classic.id, 5, 51)] });
    expectPgError(copies.error, 'P0001', 'invalid_quantity');
  });

  it.each([
    ['an empty cart', []],
    ['not an array', { product_id: 'x' }],
    ['a line without product or bundle', [{ quantity: 1 }]],
    ['a line with both', [{ product_id: randomUUID(), bundle: [], quantity: 1 }]],
    ['a malformed id', [{ product_id: 'not-a-uuid', quantity: 1 }]],
    ['an empty bundle', [{ bundle: [], quantity: 1 }]],
    [
      'too many lines',
      Array.from({ length: 51 }, () => ({ product_id: randomUUID(), quantity: 1 })),
    ],
  ])('refuses %s', async (_label, lines) => {
    const { error } = await placeOrder(customer.client, { lines });
    expectPgError(error, 'P0001', 'invalid_lines');
  });

  it('refuses unknown and archived products', async () => {
    const archived = await createTestProduct({ archived_at: new Date().toISOString() });
    const unknownId = randomUUID();
    const { error } = await placeOrder(customer.client, {
      lines: [
        { product_id: classic.id, quantity: 1 },
        { product_id: unknownId, quantity: 1 },
        { bundle: [{ product_id: archived.id, quantity: 1 }] },
      ],
    });
    expectPgError(error, 'P0001', 'product_unavailable');
    expect(JSON.parse(error?.details ?? '[]').sort()).toEqual([archived.id, unknownId].sort());
  });
});

describe('delivery dates, payment and address', () => {
  const line = () => [{ product_id: classic.id, quantity: 1 }];

  it('accepts both available dates and nothing else', async () => {
    const [first, second] = await deliveryDates();
    expect(
      (await placeOrder(customer.client, { lines: line(), delivery_date: first })).error,
    ).toBeNull();
    expect(
      (await placeOrder(customer.client, { lines: line(), delivery_date: second })).error,
    ).toBeNull();
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    for (const date of [day(-1), day(0), day(10), '2020-01-01']) {
      if (date === first || date === second) continue;
      const { error } = await placeOrder(customer.client, { lines: line(), delivery_date: date });
      expectPgError(error, 'P0001', 'invalid_delivery_date');
      expect(JSON.parse(error?.details ?? '[]')).toEqual([first, second]);
    }
  });

  it('offers cash on delivery only in the listed provinces', async () => {
    const milan = await placeOrder(customer.client, {
      lines: line(),
      payment_method: 'cash_on_delivery',
      address: inlineAddress('MI'),
    });
    expectPgError(milan.error, 'P0001', 'payment_method_unavailable');
    const turin = await placeOrder(customer.client, {
      lines: line(),
      payment_method: 'cash_on_delivery',
    });
    expect(turin.error).toBeNull();
    expect(turin.data?.payment_method).toBe('cash_on_delivery');
  });

  it('offers bank transfer to approved businesses only, whose invoice data come from the account', async () => {
    const businessInvoice = {
      customer_type: 'business',
      company_name: 'Trattoria Prova S.r.l.',
      vat_number: 'IT 11876540011',
      sdi_code: 'm5uxcr1',
    };
    const privateBuyer = await placeOrder(customer.client, {
      lines: line(),
      payment_method: 'bank_transfer',
    });
    expectPgError(privateBuyer.error, 'P0001', 'payment_method_unavailable');
    // A private customer sending a business invoice is refused (issues 21, 36): only the bakery
    // makes a business.
    const disguised = await placeOrder(customer.client, {
      lines: line(),
      payment_method: 'bank_transfer',
      invoice_data: businessInvoice,
    });
    expectPgError(disguised.error, 'P0001', 'invalid_invoice_data');

    const restaurant = await createCustomer('Trattoria con account business');
    await becomeBusiness(restaurant.client, serviceClient(), {
      data: { company_name: 'Trattoria Prova S.r.l.' },
    });
    // Whatever the request says, the invoice goes to the approved account.
    const business = await placeOrder(restaurant.client, {
      lines: line(),
      payment_method: 'bank_transfer',
      invoice_data: {
        ...businessInvoice,
        company_name: 'Altra Ditta S.r.l.',
        vat_number: '09456120014',
      },
    });
    expect(business.error).toBeNull();
    expect(business.data?.invoice_data).toEqual({
      customer_type: 'business',
      company_name: 'Trattoria Prova S.r.l.',
      vat_number: '11876540011',
      tax_code: '11876540011',
      sdi_code: 'M5UXCR1',
      pec: null,
      registered_office: {
        street: 'Via Garibaldi 12',
        postal_code: '10122',
        city: 'Torino',
        province: 'TO',
        country: 'IT',
      },
    });
  });

  it('refuses an unknown payment method', async () => {
    const { error } = await placeOrder(customer.client, {
      lines: line(),
      payment_method: 'bitcoin',
    });
    expectPgError(error, 'P0001', 'invalid_payment_method');
  });

  it('checks invoice data', async () => {
    const badVat = await placeOrder(customer.client, {
      lines: line(),
      invoice_data: {
        customer_type: 'business',
        company_name: 'Prova S.r.l.',
        vat_number: '11876540012',
        pec: 'a@pec.it',
      },
    });
    expectPgError(badVat.error, 'P0001', 'invalid_invoice_data');
    expect(badVat.error?.details).toBe('vat_number');
    const noRecipientCode = await placeOrder(customer.client, {
      lines: line(),
      invoice_data: {
        customer_type: 'business',
        company_name: 'Prova S.r.l.',
        vat_number: '11876540011',
      },
    });
    expect(noRecipientCode.error?.details).toBe('sdi_code');
    const privateWithoutTaxCode = await placeOrder(customer.client, {
      lines: line(),
      invoice_data: { customer_type: 'private' },
    });
    expect(privateWithoutTaxCode.error?.details).toBe('tax_code');
  });

  it('uses a saved address of the customer only', async () => {
    const saved = await customer.client
      .from('delivery_addresses')
      .insert({
        label: 'Negozio',
        recipient: 'Cliente ordini',
        street: 'Via Roma 1',
        postal_code: '10024',
        city: 'Moncalieri',
        province: 'to',
      })
      .select('id')
      .single();
    const savedId = (saved.data as { id: string }).id;
    const own = await placeOrder(customer.client, { lines: line(), address_id: savedId });
    expect(own.error).toBeNull();
    expect(own.data?.delivery_address).toMatchObject({
      label: 'Negozio',
      city: 'Moncalieri',
      province: 'TO',
    });

    const stranger = await createCustomer('Estraneo');
    const foreign = await placeOrder(stranger.client, { lines: line(), address_id: savedId });
    expectPgError(foreign.error, 'P0001', 'address_not_found');
  });

  it('requires a complete address', async () => {
    const missing = await customer.client.rpc('place_order', {
      lines: line(),
      delivery_date: (await deliveryDates())[0],
      payment_method: 'card',
      idempotency_key: `noaddr-${randomUUID()}`,
    });
    expectPgError(missing.error, 'P0001', 'address_required');
    const badCap = await placeOrder(customer.client, {
      lines: line(),
      address: { ...inlineAddress(), postal_code: '1012' },
    });
    expectPgError(badCap.error, 'P0001', 'invalid_address');
    expect(badCap.error?.details).toBe('postal_code');
  });

  it('limits notes to 1000 characters', async () => {
    const { error } = await placeOrder(customer.client, { lines: line(), notes: 'x'.repeat(1001) });
    expectPgError(error, 'P0001', 'invalid_notes');
  });

  it('is for signed-in customers only', async () => {
    const { error } = await placeOrder(anonClient(), { lines: line() });
    expectPgError(error, '42501');
    const asService = await placeOrder(serviceClient(), { lines: line() });
    expectPgError(asService.error, '42501', 'not_authenticated');
  });
});
