import { describe, expect, it } from 'vitest';
import { type CaseLine, cartMergeCases } from '@/offline/cart-sync/cart-merge-cases';
import { mergeCartLines, newerLine } from '@/offline/cart-sync/merge-cart-lines';
import type { SyncLine } from '@/offline/cart-sync/sync-line';

const now = Date.UTC(2026, 10, 22, 10, 0, 0);
const minute = 60_000;

function toSyncLine({ line, quantity, bundle, minutes }: CaseLine): SyncLine {
  return {
    lineId: line,
    quantity: quantity ?? 1,
    bundleItems:
      bundle?.map((entry) => ({ product_id: entry.product, quantity: entry.quantity })) ?? null,
    updatedAt: now + minutes * minute,
    removed: quantity === undefined,
  };
}

function outcome(lines: readonly SyncLine[]): Record<string, number | 'removed'> {
  return Object.fromEntries(
    lines.map((line) => [line.lineId, line.removed ? 'removed' : line.quantity]),
  );
}

describe('mergeCartLines: the merge table', () => {
  it.each(cartMergeCases)('$name', ({ device, server, expected }) => {
    const merged = mergeCartLines(device.map(toSyncLine), server.map(toSyncLine), now);
    expect(outcome(merged)).toEqual(expected);
    // Every line id once: nothing lost, nothing doubled.
    const ids = merged.map((line) => line.lineId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set([...device, ...server].map((line) => line.line)));
  });
});

describe('mergeCartLines', () => {
  it("keeps the device's order, then adds the lines only the server has", () => {
    const merged = mergeCartLines(
      [
        toSyncLine({ line: 'b', quantity: 1, minutes: -1 }),
        toSyncLine({ line: 'a', quantity: 1, minutes: -1 }),
      ],
      [
        toSyncLine({ line: 'c', quantity: 1, minutes: -1 }),
        toSyncLine({ line: 'a', quantity: 3, minutes: -9 }),
      ],
      now,
    );
    expect(merged.map((line) => line.lineId)).toEqual(['b', 'a', 'c']);
  });

  it('is the same from both sides when the stamps differ (the devices converge)', () => {
    const tablet = [
      toSyncLine({ line: 'a', quantity: 2, minutes: -4 }),
      toSyncLine({ line: 'b', minutes: -2 }),
    ];
    const phone = [
      toSyncLine({ line: 'a', quantity: 6, minutes: -3 }),
      toSyncLine({ line: 'b', quantity: 1, minutes: -7 }),
    ];
    expect(outcome(mergeCartLines(tablet, phone, now))).toEqual(
      outcome(mergeCartLines(phone, tablet, now)),
    );
  });
});

describe('newerLine', () => {
  it('returns the bundle contents of the winning version', () => {
    const device = toSyncLine({
      line: 'bundle-1',
      quantity: 2,
      bundle: [{ product: 'a', quantity: 5 }],
      minutes: -1,
    });
    const server = toSyncLine({
      line: 'bundle-1',
      quantity: 1,
      bundle: [{ product: 'a', quantity: 5 }],
      minutes: -2,
    });
    expect(newerLine(device, server, now)).toBe(device);
  });
});
