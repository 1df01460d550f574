import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  createCustomer,
  createTestProduct,
  placeOrder,
  serviceClient,
  type SignedIn,
  signInDemo,
} from '../schema/schema-helpers.ts';

// The rules the admin content editors rely on beyond the admin-only policies (which the RLS
// matrix and the storage tests cover): a product that was ever ordered is archived instead of
// deleted, and the carousel is reordered by an admin-only function.

let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  [admin, customer] = await Promise.all([signInDemo('Amministratore'), createCustomer()]);
});

async function productExists(id: string): Promise<boolean> {
  const { data } = await serviceClient().from('products').select('id').eq('id', id);
  return (data ?? []).length === 1;
}

describe('deleting products', () => {
  it('refuses a product that appears in an order, with a stable code and an Italian hint', async () => {
    const product = await createTestProduct();
    const order = await placeOrder(customer.client, {
      lines: [{ product_id: product.id, quantity: 1 }],
    });
    expect(order.error).toBeNull();

    const { error } = await admin.client.from('products').delete().eq('id', product.id);
    expect(error).toMatchObject({
      code: '23503',
      message: 'product_in_orders',
      hint: 'Questo prodotto compare in almeno un ordine: archivialo invece di eliminarlo.',
    });
    expect(await productExists(product.id)).toBe(true);

    // Archiving is the way out: hidden from the shop, still there for the order's history.
    const archived = await admin.client
      .from('products')
      .update({ archived_at: new Date().toISOString() })
      .eq('id', product.id)
      .select('archived_at')
      .single();
    expect(archived.error).toBeNull();
    const seenByVisitor = await anonClient().from('products').select('id').eq('id', product.id);
    expect(seenByVisitor.data).toEqual([]);
  });

  it('lets an admin delete a product nobody ordered, and nobody else', async () => {
    const product = await createTestProduct();
    await customer.client.from('products').delete().eq('id', product.id);
    await anonClient().from('products').delete().eq('id', product.id);
    expect(await productExists(product.id)).toBe(true);

    const { error } = await admin.client.from('products').delete().eq('id', product.id);
    expect(error).toBeNull();
    expect(await productExists(product.id)).toBe(false);
  });
});

describe('reorder_carousel', () => {
  async function createSlides(count: number): Promise<string[]> {
    const rows = Array.from({ length: count }, (_, index) => ({
      media_url: `carousel-media/test/slide-${index}.svg`,
      title: `Prova riordino ${index}`,
      is_active: false, // kept off the home page other tests look at
      display_order: 100 + index,
    }));
    const { data, error } = await serviceClient()
      .from('homepage_carousel')
      .insert(rows)
      .select('id');
    if (error) throw new Error(error.message);
    return (data as { id: string }[]).map((row) => row.id);
  }

  async function ordersOf(ids: string[]): Promise<Record<string, number>> {
    const { data } = await serviceClient()
      .from('homepage_carousel')
      .select('id, display_order')
      .in('id', ids);
    return Object.fromEntries(
      ((data ?? []) as { id: string; display_order: number }[]).map((row) => [
        row.id,
        row.display_order,
      ]),
    );
  }

  it('writes display_order 1..n in the order the admin gives', async () => {
    const [first, second, third] = (await createSlides(3)) as [string, string, string];
    const { error } = await admin.client.rpc('reorder_carousel', {
      item_ids: [third, first, second],
    });
    expect(error).toBeNull();
    expect(await ordersOf([first, second, third])).toEqual({ [third]: 1, [first]: 2, [second]: 3 });
  });

  it('refuses visitors and customers without changing anything', async () => {
    const ids = await createSlides(2);
    const before = await ordersOf(ids);
    const byVisitor = await anonClient().rpc('reorder_carousel', { item_ids: ids.reverse() });
    expect(byVisitor.error).not.toBeNull();
    const byCustomer = await customer.client.rpc('reorder_carousel', { item_ids: ids });
    expect(byCustomer.error).toMatchObject({ code: '42501', message: 'forbidden' });
    expect(await ordersOf(ids)).toEqual(before);
  });

  it('refuses a list that names an item twice', async () => {
    const [only] = (await createSlides(1)) as [string];
    const { error } = await admin.client.rpc('reorder_carousel', { item_ids: [only, only] });
    expect(error).toMatchObject({ code: '22023', message: 'invalid_carousel_order' });
  });
});
