import { describe, expect, it } from 'vitest';
import { createBundleCartProduct } from '@/domain/cart/bundle-item';
import type { CartItem } from '@/domain/cart/cart-store';
import { reconcileCart } from '@/offline/cart-sync/reconcile-cart';
import { type SyncLine, toSyncLines } from '@/offline/cart-sync/sync-line';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const item = (id: string, quantity: number, updatedAt: number): CartItem => ({
  product: { id, name: `Bun ${id.slice(0, 4)}`, price: 4.5 },
  quantity,
  updatedAt,
});
const serverLine = (
  lineId: string,
  quantity: number,
  updatedAt: number,
  removed = false,
): SyncLine => ({
  lineId,
  quantity,
  bundleItems: null,
  updatedAt,
  removed,
});

describe('reconcileCart', () => {
  it("takes the server's answer for every line the device sent and has not touched since", () => {
    const items = [item(A, 2, 10), item(B, 1, 10)];
    const sent = toSyncLines(items, {});
    const result = reconcileCart(items, {}, sent, {
      serverTime: 100,
      lines: [serverLine(A, 5, 50), serverLine(B, 1, 60, true)],
    });
    expect(result.items).toEqual([item(A, 5, 50)]);
    expect(result.removals).toEqual({});
    expect(result.dirty).toBe(false);
  });

  it('keeps a change made while the request was under way, and asks to sync again', () => {
    const before = [item(A, 2, 10)];
    const sent = toSyncLines(before, {});
    const now = [item(A, 7, 90)];
    const result = reconcileCart(now, { [B]: 95 }, sent, {
      serverTime: 100,
      lines: [serverLine(A, 2, 10), serverLine(B, 3, 20)],
    });
    expect(result.items).toEqual([item(A, 7, 90)]);
    expect(result.removals).toEqual({ [B]: 95 });
    expect(result.dirty).toBe(true);
  });

  it('asks for the products of lines another device added, then adds them after the device lines', () => {
    const items = [item(A, 1, 10)];
    const sent = toSyncLines(items, {});
    const server = { serverTime: 100, lines: [serverLine(A, 1, 10), serverLine(C, 4, 30)] };
    const first = reconcileCart(items, {}, sent, server);
    expect(first.unresolved.map((line) => line.lineId)).toEqual([C]);
    expect(first.items).toEqual(items);

    const product = { id: C, name: 'Bun Nero', price: 5 };
    const second = reconcileCart(items, {}, sent, server, new Map([[C, product]]));
    expect(second.items).toEqual([item(A, 1, 10), { product, quantity: 4, updatedAt: 30 }]);
    expect(second.unresolved).toEqual([]);
  });

  it('never drops a line the server cannot hold', () => {
    const local = { product: { id: 'prova-locale', price: 1 }, quantity: 1, updatedAt: 5 };
    const result = reconcileCart([local], {}, [], { serverTime: 100, lines: [] });
    expect(result.items).toEqual([local]);
  });

  it('drops a removal the server has handled even when it keeps no tombstone for it', () => {
    const removals = { 'bundle-42': 40 };
    const sent = toSyncLines([], removals);
    const result = reconcileCart([], removals, sent, { serverTime: 100, lines: [] });
    expect(result.removals).toEqual({});
    expect(result.dirty).toBe(false);
  });
});

describe('toSyncLines', () => {
  it('sends product lines, bundle lines with their contents, and removals', () => {
    const bundle = createBundleCartProduct(
      [{ product: { id: A, name: 'Bun Classico', price: 4.5 }, quantity: 5 }],
      1_700_000_000_000,
    );
    const lines = toSyncLines(
      [item(A, 2, 10), { product: bundle, quantity: 1, updatedAt: 20 }, item(B, 0, 5)],
      { [C]: 30 },
    );
    expect(lines).toEqual([
      { lineId: A, quantity: 2, bundleItems: null, updatedAt: 10, removed: false },
      {
        lineId: 'bundle-1700000000000',
        quantity: 1,
        bundleItems: [{ product_id: A, quantity: 5 }],
        updatedAt: 20,
        removed: false,
      },
      { lineId: C, quantity: 1, bundleItems: null, updatedAt: 30, removed: true },
    ]);
  });
});
