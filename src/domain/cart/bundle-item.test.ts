import { describe, expect, it } from 'vitest';
import {
  bundleEntriesOf,
  bundleName,
  createBundleCartProduct,
  type BundleEntry,
} from '@/domain/cart/bundle-item';
import { addItem } from '@/domain/cart/cart-rules';
import { totalPrice } from '@/domain/cart/priced-cart';

const classico = {
  id: 'p-classico',
  name: 'Bun Classico',
  price: 4.5,
  slug: 'bun-classico',
  image_url: 'product-images/seed/bun-classico-640w.webp',
};
const patata = { id: 'p-patata', name: 'Bun di Patate', price: 4.9, slug: 'buns-patata' };

describe('createBundleCartProduct', () => {
  it('is one cart product: bundle id, name with the packs, discounted price, first image', () => {
    const entries: BundleEntry[] = [
      { product: classico, quantity: 2 },
      { product: patata, quantity: 3 },
    ];
    const bundle = createBundleCartProduct(entries, 1_767_225_600_000);
    expect(bundle).toEqual({
      id: 'bundle-1767225600000',
      name: 'Bundle personalizzato (5 pacchi)',
      // 9.00 + 14.70 = 23.70, minus 10 % = 2.37.
      price: 21.33,
      image_url: 'product-images/seed/bun-classico-640w.webp',
      description: '2 × Bun Classico, 3 × Bun di Patate',
      bundleItems: [
        { product: classico, quantity: 2 },
        { product: { ...patata, image_url: null }, quantity: 3 },
      ],
    });
  });

  it('leaves the image empty (the placeholder) when the first product has none', () => {
    expect(createBundleCartProduct([{ product: patata, quantity: 1 }]).image_url).toBeNull();
  });

  it('keeps only what the cart and the order need of each product', () => {
    const fullRow = { ...classico, full_description: 'lungo testo…', stock_quantity: 120 };
    const bundle = createBundleCartProduct([{ product: fullRow, quantity: 1 }]);
    expect(Object.keys(bundle.bundleItems[0]?.product ?? {}).sort()).toEqual([
      'id',
      'image_url',
      'name',
      'price',
      'slug',
    ]);
  });

  it('survives the trip through the cart and storage', () => {
    const bundle = createBundleCartProduct([{ product: classico, quantity: 5 }]);
    const items = addItem([], JSON.parse(JSON.stringify(bundle)));
    expect(totalPrice(items)).toBe(20.25);
    expect(bundleEntriesOf(items[0]!.product)).toEqual(bundle.bundleItems);
  });
});

describe('bundleEntriesOf', () => {
  it('is null for a plain product or a broken bundle', () => {
    expect(bundleEntriesOf({ id: 'p-classico', price: 4.5 })).toBeNull();
    expect(bundleEntriesOf({ id: 'bundle-1', bundleItems: [] })).toBeNull();
    expect(
      bundleEntriesOf({ id: 'bundle-1', bundleItems: [{ product: { id: 'x' }, quantity: 1 }] }),
    ).toBeNull();
    expect(
      bundleEntriesOf({ id: 'bundle-1', bundleItems: [{ product: classico, quantity: 0 }] }),
    ).toBeNull();
  });

  it('refuses packs that are not whole and prices that are not numbers', () => {
    const stored = (product: object, quantity: unknown) =>
      bundleEntriesOf({ id: 'bundle-1', bundleItems: [{ product, quantity }] });
    expect(stored(classico, 1.5)).toBeNull();
    expect(stored(classico, '2')).toBeNull();
    expect(stored(classico, Number.MAX_SAFE_INTEGER + 1)).toBeNull();
    expect(stored({ ...classico, price: Number.NaN }, 1)).toBeNull();
    expect(stored({ ...classico, price: '4,50' }, 1)).toBeNull();
    expect(stored({ ...classico, slug: 7 }, 1)).toBeNull();
    expect(stored({ ...classico, image_url: 7 }, 1)).toBeNull();
    expect(stored({ ...classico, id: '' }, 1)).toBeNull();
  });

  it('keeps only the fields a bundle stores, and a product without picture or slug', () => {
    const entries = bundleEntriesOf({
      id: 'bundle-1',
      bundleItems: [
        { product: { ...classico, stock_quantity: 120 }, quantity: 2, note: 'x' },
        { product: { id: 'p-nudo', name: 'Bun', price: 4, image_url: null }, quantity: 1 },
      ],
    });
    expect(entries).toEqual([
      { product: classico, quantity: 2 },
      { product: { id: 'p-nudo', name: 'Bun', price: 4, image_url: null }, quantity: 1 },
    ]);
    expect(Object.keys(entries?.[0] ?? {})).toEqual(['product', 'quantity']);
  });
});

describe('bundleName', () => {
  it('is the spec’s name, as the server labels the same line', () => {
    expect(bundleName(12)).toBe('Bundle personalizzato (12 pacchi)');
  });
});
