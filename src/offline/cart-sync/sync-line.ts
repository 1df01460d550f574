import { bundleEntriesOf } from '@/domain/cart/bundle-item';
import { type CartRemovals, lineIdOf } from '@/domain/cart/cart-stamps';
import type { CartItem } from '@/domain/cart/cart-store';

/** One product of a bundle line as the server cart stores it (`cart_items.bundle_items`). */
export interface SyncBundleItem {
  product_id: string;
  quantity: number;
}

/**
 * A cart line as the sync compares it: the same shape on the device and on the server, prices
 * and names left out (the server never stores them). `removed` lines are tombstones.
 */
export interface SyncLine {
  lineId: string;
  quantity: number;
  /** The bundle's contents; null for a plain product line. */
  bundleItems: SyncBundleItem[] | null;
  /** Epoch ms of the last change (device time; the server caps it at its own clock). */
  updatedAt: number;
  removed: boolean;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const bundleIdPattern = /^bundle-[A-Za-z0-9_-]{1,64}$/;
const isCartQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 999;

/**
 * The device's cart as sync lines. Lines the server cart cannot hold (an id that is not a
 * product uuid or bundle id, a quantity outside 1..999, an unreadable bundle) stay on the device
 * only: they are never sent, so they are never lost either. Lines from before the sync existed
 * have no stamp and count as the oldest possible change (0).
 */
export function toSyncLines(items: readonly CartItem[], removals: CartRemovals): SyncLine[] {
  const lines = items.flatMap((item): SyncLine[] => {
    const lineId = lineIdOf(item);
    if (!isCartQuantity(item.quantity)) return [];
    const updatedAt = item.updatedAt ?? 0;
    if (uuidPattern.test(lineId)) {
      return [{ lineId, quantity: item.quantity, bundleItems: null, updatedAt, removed: false }];
    }
    const entries = bundleIdPattern.test(lineId) ? bundleEntriesOf(item.product) : null;
    const bundleItems = entries?.map((entry) => ({
      product_id: entry.product.id,
      quantity: entry.quantity,
    }));
    const storable =
      bundleItems !== undefined &&
      bundleItems.length <= 50 &&
      bundleItems.every(
        (entry) => uuidPattern.test(entry.product_id) && isCartQuantity(entry.quantity),
      );
    return storable
      ? [{ lineId, quantity: item.quantity, bundleItems, updatedAt, removed: false }]
      : [];
  });
  const tombstones = Object.entries(removals)
    .filter(([lineId]) => uuidPattern.test(lineId) || bundleIdPattern.test(lineId))
    .map(([lineId, removedAt]) => ({
      lineId,
      quantity: 1,
      bundleItems: null,
      updatedAt: removedAt,
      removed: true,
    }));
  return [...lines, ...tombstones];
}

/** Whether two versions of a line are the same change (nothing to send or to apply). */
export function sameLineState(a: SyncLine, b: SyncLine): boolean {
  return (
    a.removed === b.removed &&
    a.updatedAt === b.updatedAt &&
    (a.removed || a.quantity === b.quantity)
  );
}
