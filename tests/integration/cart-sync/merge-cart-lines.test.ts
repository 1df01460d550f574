import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CaseLine,
  type CaseProduct,
  cartMergeCases,
} from '../../../src/offline/cart-sync/cart-merge-cases.ts';
import {
  anonClient,
  createCustomer,
  createTestProduct,
  serviceClient,
  signIn,
  testPassword,
} from '../schema/schema-helpers.ts';
import { cartOutcome, type DeviceCartLine, mergeCart } from './cart-sync-helpers.ts';

// public.merge_cart_lines through supabase-js: the same table of cases the client's
// mergeCartLines passes (src/offline/cart-sync), so the device's rule and the server's agree.

const minute = 60_000;
const products = new Map<CaseProduct, string>();

beforeAll(async () => {
  for (const name of ['a', 'b', 'c'] as const) {
    products.set(name, (await createTestProduct()).id);
  }
});

function productId(name: CaseProduct): string {
  const id = products.get(name);
  if (!id) throw new Error(`no test product ${name}`);
  return id;
}

function lineId(line: CaseLine['line']): string {
  return line.startsWith('bundle-') ? line : productId(line as CaseProduct);
}

function bundleItems(line: CaseLine) {
  return line.bundle?.map((entry) => ({
    product_id: productId(entry.product),
    quantity: entry.quantity,
  }));
}

function deviceLine(line: CaseLine, now: number): DeviceCartLine {
  return {
    line_id: lineId(line.line),
    updated_at: now + line.minutes * minute,
    ...(line.quantity === undefined ? { removed: true } : { quantity: line.quantity }),
    ...(line.bundle ? { bundle_items: bundleItems(line) } : {}),
  };
}

describe('merge_cart_lines: the merge table on the server', () => {
  it.each(cartMergeCases)('$name', async ({ device, server, expected }) => {
    const customer = await createCustomer('Cliente sincronizzazione');
    const now = Date.now();
    // The other device's earlier syncs, written behind the API with their own stamps.
    if (server.length > 0) {
      const { error } = await serviceClient()
        .from('cart_items')
        .insert(
          server.map((line) => {
            const at = new Date(now + line.minutes * minute).toISOString();
            const id = lineId(line.line);
            return {
              user_id: customer.id,
              line_id: id,
              product_id: id.startsWith('bundle-') ? null : id,
              bundle_items: bundleItems(line) ?? null,
              quantity: line.quantity ?? 1,
              updated_at: at,
              removed_at: line.quantity === undefined ? at : null,
            };
          }),
        );
      expect(error).toBeNull();
    }

    const result = await mergeCart(
      customer.client,
      device.map((line) => deviceLine(line, now)),
    );

    const byCaseName = Object.fromEntries(
      Object.entries(cartOutcome(result.lines)).map(([id, outcome]) => [
        [...products].find(([, productId]) => productId === id)?.[0] ?? id,
        outcome,
      ]),
    );
    expect(byCaseName).toEqual(expected);
  });

  it("stores a stamp from a device clock running ahead as the server's own time", async () => {
    const customer = await createCustomer();
    const a = productId('a');
    const result = await mergeCart(customer.client, [
      { line_id: a, quantity: 2, updated_at: Date.now() + 120 * minute },
    ]);
    expect(result.lines[0]?.updated_at).toBeLessThanOrEqual(result.server_time);
  });
});

describe('merge_cart_lines: two devices of one customer', () => {
  it('converge on the same cart whatever order they sync in', async () => {
    const customer = await createCustomer('Ristorante due dispositivi');
    const tablet = customer.client;
    const phoneClient = (await signIn(customer.email, testPassword)).client;
    const [a, b, c] = [productId('a'), productId('b'), productId('c')];
    const now = Date.now();

    // The tablet, offline, built a cart; the phone, also offline, edited the same lines.
    const tabletLines: DeviceCartLine[] = [
      { line_id: a, quantity: 2, updated_at: now - 5 * minute },
      { line_id: b, quantity: 1, updated_at: now - 5 * minute },
    ];
    const phoneLines: DeviceCartLine[] = [
      { line_id: a, quantity: 6, updated_at: now - 2 * minute },
      { line_id: b, removed: true, updated_at: now - 1 * minute },
      { line_id: c, quantity: 3, updated_at: now - 1 * minute },
    ];

    await mergeCart(tablet, tabletLines);
    await mergeCart(phoneClient, phoneLines);
    // The tablet syncs again with its stale copy: nothing it holds is newer.
    const tabletView = await mergeCart(tablet, tabletLines);
    const phoneView = await mergeCart(phoneClient, []);

    expect(cartOutcome(tabletView.lines)).toEqual(cartOutcome(phoneView.lines));
    expect(cartOutcome(phoneView.lines)).toEqual({
      [a]: 6,
      [b]: 'removed',
      [c]: 3,
    });
  });

  it('skips a line whose product no longer exists instead of failing the whole cart', async () => {
    const customer = await createCustomer();
    const a = productId('a');
    const result = await mergeCart(customer.client, [
      { line_id: '00000000-0000-4000-8000-000000000000', quantity: 1, updated_at: Date.now() },
      { line_id: a, quantity: 2, updated_at: Date.now() },
    ]);
    expect(cartOutcome(result.lines)).toEqual({ [a]: 2 });
  });
});

describe('merge_cart_lines: only the owner', () => {
  it('a visitor cannot call it', async () => {
    const { error } = await anonClient().rpc('merge_cart_lines', { lines: [] });
    expect(error).not.toBeNull();
  });

  it("another customer can neither read nor change someone else's cart", async () => {
    const owner = await createCustomer('Proprietario');
    const intruder = await createCustomer('Altro cliente');
    const a = productId('a');
    await mergeCart(owner.client, [{ line_id: a, quantity: 4, updated_at: Date.now() - minute }]);

    // The intruder's merge touches only the intruder's own cart.
    const intruderView = await mergeCart(intruder.client, [
      { line_id: a, removed: true, updated_at: Date.now() },
    ]);
    expect(cartOutcome(intruderView.lines)).toEqual({ [a]: 'removed' });
    const direct = await intruder.client.from('cart_items').select('*').eq('user_id', owner.id);
    expect(direct.data).toEqual([]);
    const overwrite = await intruder.client
      .from('cart_items')
      .update({ quantity: 1 })
      .eq('user_id', owner.id)
      .select();
    expect(overwrite.data ?? []).toEqual([]);

    expect(cartOutcome((await mergeCart(owner.client, [])).lines)).toEqual({ [a]: 4 });
  });
});
