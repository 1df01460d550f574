import { describe, expect, it } from 'vitest';
import type { OrderItem } from '@/domain/orders/order-schemas';
import { type CurrentProduct, planReorder } from '@/domain/orders/reorder-plan';

function item(productId: string, name: string, unitPrice: number, quantity: number): OrderItem {
  return {
    product_id: productId,
    product_name: name,
    product_slug: name,
    unit_price: unitPrice,
    quantity,
    line_total: unitPrice * quantity,
    allergens: [],
    bundle_id: null,
    bundle_label: null,
  };
}

const catalogue = (...products: CurrentProduct[]) =>
  new Map(products.map((product) => [product.id, product]));

describe('planReorder', () => {
  it('adds the same packs and tells which prices changed', () => {
    const plan = planReorder(
      [item('a', 'Bun Classico', 4.5, 2), item('b', 'Bun di Patate', 5, 1)],
      catalogue(
        { id: 'a', name: 'Bun Classico', price: 4.9, stock_quantity: 50 },
        { id: 'b', name: 'Bun di Patate', price: 5, stock_quantity: 50 },
      ),
    );
    expect(plan.lines).toEqual([
      { productId: 'a', quantity: 2, bundleId: null },
      { productId: 'b', quantity: 1, bundleId: null },
    ]);
    expect(plan.priceChanges).toEqual([
      { name: 'Bun Classico', beforeCents: 450, afterCents: 490 },
    ]);
    expect(plan.unavailable).toEqual([]);
  });

  it('leaves out products that are gone or sold out, and caps packs to the stock', () => {
    const plan = planReorder(
      [
        item('a', 'Bun Classico', 4.5, 6),
        item('gone', 'Bun d’estate', 4, 2),
        item('b', 'Bun di Patate', 5, 1),
      ],
      catalogue(
        { id: 'a', name: 'Bun Classico', price: 4.5, stock_quantity: 4 },
        { id: 'b', name: 'Bun di Patate', price: 5, stock_quantity: 0 },
      ),
    );
    expect(plan.lines).toEqual([{ productId: 'a', quantity: 4, bundleId: null }]);
    expect(plan.reduced).toEqual([{ name: 'Bun Classico', ordered: 6, added: 4 }]);
    expect(plan.unavailable).toEqual(['Bun d’estate', 'Bun di Patate']);
  });
});
