import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createTestProduct,
  expectPgError,
  type ProductRow,
  type SignedIn,
} from './schema-helpers.ts';

// The server copy of a signed-in customer's cart: lines keyed by the client's line id, the
// device's change time per line, and tombstones for removed lines (for the offline merge).

let customer: SignedIn;
let product: ProductRow;

beforeAll(async () => {
  customer = await createCustomer('Cliente carrello');
  product = await createTestProduct();
});

interface CartLine {
  line_id: string;
  product_id: string | null;
  bundle_items: { product_id: string; quantity: number }[] | null;
  quantity: number;
  updated_at: string;
  removed_at: string | null;
}

async function lines(): Promise<CartLine[]> {
  const { data, error } = await customer.client.from('cart_items').select('*').order('line_id');
  expect(error).toBeNull();
  return data as CartLine[];
}

describe('cart lines', () => {
  it("store plain and bundle lines with the device's change time", async () => {
    const changedAt = '2026-11-20T08:15:00.000Z';
    const upsert = await customer.client.from('cart_items').upsert(
      [
        {
          user_id: customer.id,
          line_id: product.id,
          product_id: product.id,
          quantity: 2,
          updated_at: changedAt,
        },
        {
          user_id: customer.id,
          line_id: 'bundle-1763600000000',
          bundle_items: [{ product_id: product.id, quantity: 5 }],
          quantity: 1,
        },
      ],
      // Keys missing from one row take the column default (updated_at = now()), not NULL.
      { onConflict: 'user_id,line_id', defaultToNull: false },
    );
    expect(upsert.error).toBeNull();
    const stored = await lines();
    expect(stored).toHaveLength(2);
    expect(stored.find((line) => line.line_id === product.id)).toMatchObject({
      quantity: 2,
      removed_at: null,
    });
    expect(Date.parse(stored.find((line) => line.line_id === product.id)?.updated_at ?? '')).toBe(
      Date.parse(changedAt),
    );
  });

  it('keep a removed line as a tombstone', async () => {
    const removedAt = new Date().toISOString();
    const { error } = await customer.client
      .from('cart_items')
      .update({ removed_at: removedAt, updated_at: removedAt })
      .eq('line_id', product.id);
    expect(error).toBeNull();
    const line = (await lines()).find((candidate) => candidate.line_id === product.id);
    expect(Date.parse(line?.removed_at ?? '')).toBe(Date.parse(removedAt));
  });

  it("stamp the server time when the client sends none, and move the cart's updated_at", async () => {
    const before = (await customer.client.from('carts').select('updated_at').single()).data as {
      updated_at: string;
    };
    await customer.client
      .from('cart_items')
      .update({ quantity: 2 })
      .eq('line_id', 'bundle-1763600000000');
    const line = (await lines()).find((candidate) => candidate.line_id === 'bundle-1763600000000');
    expect(Date.now() - Date.parse(line?.updated_at ?? '')).toBeLessThan(60_000);
    const after = (await customer.client.from('carts').select('updated_at').single()).data as {
      updated_at: string;
    };
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
  });

  it('refuse inconsistent lines', async () => {
    const other = await createTestProduct();
    const wrongKey = await customer.client
      .from('cart_items')
      .insert({ line_id: 'qualcosa', product_id: other.id });
    expectPgError(wrongKey.error, '23514');
    const zero = await customer.client
      .from('cart_items')
      .insert({ line_id: other.id, product_id: other.id, quantity: 0 });
    expectPgError(zero.error, '23514');
    const badBundle = await customer.client
      .from('cart_items')
      .insert({ line_id: 'bundle-1', bundle_items: [{ product_id: other.id, quantity: -2 }] });
    expectPgError(badBundle.error, '23514');
    const both = await customer.client.from('cart_items').insert({
      line_id: other.id,
      product_id: other.id,
      bundle_items: [{ product_id: other.id, quantity: 1 }],
    });
    expectPgError(both.error, '23514');
  });
});
