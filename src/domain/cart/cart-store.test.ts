// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CART_STORAGE_KEY,
  createCartStore,
  parseStoredCart,
  totalItems,
  useCartItemCount,
} from '@/domain/cart/cart-store';
import { logger } from '@/lib/logger';

afterEach(() => localStorage.clear());

describe('totalItems', () => {
  it('sums the quantities, a missing quantity counting 0', () => {
    expect(totalItems([])).toBe(0);
    expect(
      totalItems([
        { product: { id: 'classico', price: 4.5 }, quantity: 2 },
        { product: { id: 'patata' } },
        { product: { id: 'nero', price: 5 }, quantity: 3 },
      ]),
    ).toBe(5);
  });
});

describe('parseStoredCart', () => {
  it('reads what the cart wrote', () => {
    const items = [{ product: { id: 'classico', price: 4.5, name: 'Bun classico' }, quantity: 2 }];
    expect(parseStoredCart(JSON.stringify(items))).toEqual(items);
  });

  it('turns nothing, garbage or a non-list into an empty cart', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"product":{"id":"x"}}')).toEqual([]);
  });

  it('drops a broken line and keeps the others', () => {
    const raw = JSON.stringify([
      { product: { id: 'ok' }, quantity: 1 },
      { quantity: 4 },
      { product: { id: '' } },
    ]);
    expect(parseStoredCart(raw)).toEqual([{ product: { id: 'ok' }, quantity: 1 }]);
  });
});

describe('createCartStore', () => {
  it('loads from localStorage at start and saves every change', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ product: { id: 'a' }, quantity: 1 }]));
    const store = createCartStore(localStorage);
    expect(store.getItems()).toEqual([{ product: { id: 'a' }, quantity: 1 }]);

    store.setItems([{ product: { id: 'b' }, quantity: 3 }]);
    const saved = [{ product: { id: 'b' }, quantity: 3, updatedAt: expect.any(Number) }];
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual(saved);
    expect(createCartStore(localStorage).getItems()).toEqual(saved);
  });

  it('tells subscribers about changes and reloads what another tab wrote', () => {
    const store = createCartStore(localStorage);
    let notified = 0;
    const unsubscribe = store.subscribe(() => {
      notified += 1;
    });
    store.setItems([{ product: { id: 'a' }, quantity: 1 }]);
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ product: { id: 'z' }, quantity: 9 }]));
    store.reload();
    expect(notified).toBe(2);
    expect(totalItems(store.getItems())).toBe(9);
    unsubscribe();
    store.setItems([]);
    expect(notified).toBe(2);
  });

  it('works without storage (private mode) instead of crashing, and logs it', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const store = createCartStore(undefined);
    store.setItems([{ product: { id: 'a' }, quantity: 2 }]);
    expect(totalItems(store.getItems())).toBe(2);
    expect(warn).toHaveBeenCalledWith('Impossibile salvare il carrello nel browser');
    warn.mockRestore();
  });
});

describe('useCartItemCount', () => {
  it('re-renders the badge count on every change', () => {
    const store = createCartStore(localStorage);
    const { result } = renderHook(() => useCartItemCount(store));
    expect(result.current).toBe(0);
    act(() =>
      store.setItems([
        { product: { id: 'a' }, quantity: 2 },
        { product: { id: 'b' }, quantity: 1 },
      ]),
    );
    expect(result.current).toBe(3);
  });
});
