// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { parseStoredRemovals, stampChanges } from '@/domain/cart/cart-stamps';
import { CART_REMOVALS_STORAGE_KEY, createCartStore } from '@/domain/cart/cart-store';

const line = (id: string, quantity: number, updatedAt?: number) => ({
  product: { id, price: 4.5 },
  quantity,
  ...(updatedAt === undefined ? {} : { updatedAt }),
});

describe('stampChanges', () => {
  it('stamps new and changed lines, leaves untouched lines as they were', () => {
    const previous = [line('a', 1, 100), line('b', 2, 100)];
    const next = [line('a', 1, 100), line('b', 3, 100), line('c', 1)];
    const result = stampChanges(previous, next, {}, 500);
    expect(result.items).toEqual([line('a', 1, 100), line('b', 3, 500), line('c', 1, 500)]);
    expect(result.items[0]).toBe(next[0]);
  });

  it('records a removed line and forgets the removal when the line is added again', () => {
    const removed = stampChanges(
      [line('a', 1, 100), line('b', 1, 100)],
      [line('b', 1, 100)],
      {},
      700,
    );
    expect(removed.removals).toEqual({ a: 700 });
    const readded = stampChanges(
      removed.items,
      [line('b', 1, 100), line('a', 2)],
      removed.removals,
      900,
    );
    expect(readded.removals).toEqual({});
    expect(readded.items[1]).toEqual(line('a', 2, 900));
  });

  it('keeps the same removals object when nothing was removed or re-added', () => {
    const removals = { z: 1 };
    expect(stampChanges([line('a', 1, 1)], [line('a', 2, 1)], removals, 5).removals).toBe(removals);
  });
});

describe('parseStoredRemovals', () => {
  it('reads numbers and ignores anything else', () => {
    expect(parseStoredRemovals('{"a":5,"b":"x","c":null}')).toEqual({ a: 5 });
    expect(parseStoredRemovals('[1]')).toEqual({});
    expect(parseStoredRemovals('nope')).toEqual({});
    expect(parseStoredRemovals(null)).toEqual({});
  });
});

describe('the cart store keeps what the sync needs', () => {
  it('stamps every change with the device time and keeps removals across reloads', () => {
    let now = 1_000;
    const store = createCartStore(localStorage, { now: () => now });
    store.setItems([line('a', 1), line('b', 1)]);
    now = 2_000;
    store.setItems(store.getItems().filter((item) => item.product.id !== 'a'));
    expect(store.getItems()).toEqual([line('b', 1, 1_000)]);
    expect(JSON.parse(localStorage.getItem(CART_REMOVALS_STORAGE_KEY) ?? '{}')).toEqual({
      a: 2_000,
    });
    expect(createCartStore(localStorage).getRemovals()).toEqual({ a: 2_000 });
    localStorage.clear();
  });

  it('takes the sync result as it is, without stamping it again', () => {
    const store = createCartStore(localStorage, { now: () => 9_999 });
    store.replaceSynced([line('a', 4, 123)], { b: 77 });
    expect(store.getItems()).toEqual([line('a', 4, 123)]);
    expect(store.getRemovals()).toEqual({ b: 77 });
    localStorage.clear();
  });
});
