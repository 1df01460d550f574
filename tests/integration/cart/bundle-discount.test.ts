import { beforeAll, describe, expect, it } from 'vitest';
import { bundleDiscountCases } from '../../support/bundle-discount-cases.ts';
import { createTestProduct, quoteOrder } from '../schema/schema-helpers.ts';

// The same packs the unit test prices with the client's quoteBundle (src/domain/cart), sent to the
// server's quote_order: the bundle builder's preview and the order must agree to the cent.

const productIdByPrice = new Map<number, string>();

beforeAll(async () => {
  const prices = new Set(
    bundleDiscountCases.flatMap((testCase) => testCase.lines.map((l) => l.price)),
  );
  await Promise.all(
    [...prices].map(async (price) => {
      productIdByPrice.set(price, (await createTestProduct({ price, stock_quantity: 500 })).id);
    }),
  );
});

describe('quote_order prices a bundle like the client', () => {
  it.each(bundleDiscountCases)('$name', async ({ lines, packs, subtotal, discount }) => {
    const bundle = lines.map((line) => ({
      product_id: productIdByPrice.get(line.price),
      quantity: line.quantity,
    }));
    const quote = await quoteOrder([{ bundle, quantity: 1 }]);
    expect(quote.subtotal).toBe(subtotal);
    expect(quote.discount).toBe(discount);
    expect(quote.lines[0]).toMatchObject({
      kind: 'bundle',
      packs,
      label: `Bundle personalizzato (${packs} ${packs === 1 ? 'pacco' : 'pacchi'})`,
    });
  });
});
