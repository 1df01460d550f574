import { describe, expect, it } from 'vitest';
import { productIdsOf, productsForLines } from '@/offline/cart-sync/load-cart-products';
import type { Product } from '@/domain/catalogue/product';
import { sampleProduct } from '@/domain/catalogue/sample-product';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('productsForLines', () => {
  const catalogue = new Map<string, Product>([
    [A, sampleProduct({ id: A, name: 'Bun Classico', price: 4.5 })],
    [B, sampleProduct({ id: B, name: 'Bun di Patate', price: 5 })],
  ]);

  it('rebuilds a bundle from its contents under the id every device knows it by', () => {
    const products = productsForLines(
      [
        {
          lineId: 'bundle-1700000000123',
          quantity: 1,
          bundleItems: [
            { product_id: A, quantity: 3 },
            { product_id: B, quantity: 2 },
          ],
          updatedAt: 1,
          removed: false,
        },
      ],
      catalogue,
    );
    expect(products.get('bundle-1700000000123')).toMatchObject({
      id: 'bundle-1700000000123',
      name: 'Bundle personalizzato (5 pacchi)',
      description: '3 × Bun Classico, 2 × Bun di Patate',
      // 5 packs: 10 % off (23,50 € → 21,15 €).
      price: 21.15,
    });
  });

  it('leaves out lines whose products are not in the catalogue any more', () => {
    const missing = '99999999-9999-4999-8999-999999999999';
    const lines = [
      { lineId: missing, quantity: 1, bundleItems: null, updatedAt: 1, removed: false },
      {
        lineId: 'bundle-1',
        quantity: 1,
        bundleItems: [{ product_id: missing, quantity: 1 }],
        updatedAt: 1,
        removed: false,
      },
      { lineId: A, quantity: 1, bundleItems: null, updatedAt: 1, removed: false },
    ];
    expect([...productsForLines(lines, catalogue).keys()]).toEqual([A]);
    expect(productIdsOf(lines)).toEqual([missing, A]);
  });
});
