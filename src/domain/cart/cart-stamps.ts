import type { CartItem } from '@/domain/cart/cart-item';

/**
 * localStorage key of the cart's removals not yet merged into the server cart (line id →
 * epoch ms). Kept apart from the cart itself so the cart keeps the spec's shape (§3).
 */
export const CART_REMOVALS_STORAGE_KEY = 'bottega-del-bun:cart-removed';

/** Line id → when this device removed the line (epoch ms): the local tombstones. */
export type CartRemovals = Readonly<Record<string, number>>;

/** The line id the server cart uses: the product id, or the bundle's 'bundle-…' id. */
export function lineIdOf(item: CartItem): string {
  return String(item.product.id);
}

/** Reads the stored removals; anything unreadable counts as none. */
export function parseStoredRemovals(raw: string | null): CartRemovals {
  if (raw === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, number] =>
        typeof entry[1] === 'number' && Number.isFinite(entry[1]),
    ),
  );
}

export interface StampedCart {
  items: readonly CartItem[];
  /** The same object as the removals given when nothing was removed or re-added. */
  removals: CartRemovals;
}

/**
 * Compares the next cart with the previous one: a new line, or one whose quantity changed,
 * gets `now` as its `updatedAt`; a line that disappeared is recorded as removed at `now`; a
 * line added again loses its removal. Unchanged lines are returned as they are.
 */
export function stampChanges(
  previous: readonly CartItem[],
  next: readonly CartItem[],
  removals: CartRemovals,
  now: number,
): StampedCart {
  const before = new Map(previous.map((item) => [lineIdOf(item), item]));
  const nextIds = new Set<string>();
  let nextRemovals: Record<string, number> | undefined;
  const editableRemovals = () => (nextRemovals ??= { ...removals });

  const items = next.map((item) => {
    const lineId = lineIdOf(item);
    nextIds.add(lineId);
    if (lineId in removals) delete editableRemovals()[lineId];
    const old = before.get(lineId);
    const changed = !old || old.quantity !== item.quantity;
    return changed ? { ...item, updatedAt: now } : item;
  });
  for (const lineId of before.keys()) {
    if (!nextIds.has(lineId)) editableRemovals()[lineId] = now;
  }
  return { items, removals: nextRemovals ?? removals };
}
