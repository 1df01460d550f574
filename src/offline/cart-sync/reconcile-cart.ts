import { type CartRemovals, lineIdOf } from '@/domain/cart/cart-stamps';
import type { CartItem } from '@/domain/cart/cart-store';
import type { CartProduct } from '@/domain/cart/cart-rules';
import { mergeCartLines } from '@/offline/cart-sync/merge-cart-lines';
import { sameLineState, type SyncLine, toSyncLines } from '@/offline/cart-sync/sync-line';
import type { ServerCart } from '@/offline/cart-sync/server-cart';

export interface ReconciledCart {
  /** The cart the device shows from now on. */
  items: CartItem[];
  /** Removals the server has not seen yet (made while the merge was under way). */
  removals: Record<string, number>;
  /** Winning lines the device has no product for yet: load them and reconcile again. */
  unresolved: SyncLine[];
  /** The device changed something while the merge was under way: sync again. */
  dirty: boolean;
}

/**
 * Applies the server's answer to the device's cart as it is *now*.
 * - Lines the device sent and has not touched since: the server's version is the truth (it
 *   already merged them), including its removals.
 * - Lines changed while the request was under way: merged with the server's by the same rule.
 * - Lines the server cannot hold (not a product or bundle, a product that no longer exists)
 *   stay on the device as they are: the sync never loses a line.
 * `products` gives the product of server lines the device does not have yet.
 */
export function reconcileCart(
  items: readonly CartItem[],
  removals: CartRemovals,
  sent: readonly SyncLine[],
  server: ServerCart,
  products: ReadonlyMap<string, CartProduct> = new Map(),
): ReconciledCart {
  const sentById = new Map(sent.map((line) => [line.lineId, line]));
  const changedSinceSent = toSyncLines(items, removals).filter((line) => {
    const sentLine = sentById.get(line.lineId);
    return !sentLine || !sameLineState(sentLine, line);
  });
  const merged = mergeCartLines(changedSinceSent, server.lines, server.serverTime);
  const winnerById = new Map(merged.map((line) => [line.lineId, line]));

  const kept = items.flatMap((item): CartItem[] => {
    const winner = winnerById.get(lineIdOf(item));
    if (!winner) return [item];
    if (winner.removed) return [];
    return [{ ...item, quantity: winner.quantity, updatedAt: winner.updatedAt }];
  });
  const present = new Set(kept.map(lineIdOf));
  const unresolved: SyncLine[] = [];
  const added = merged.flatMap((line): CartItem[] => {
    if (line.removed || present.has(line.lineId)) return [];
    const product = products.get(line.lineId);
    if (!product) {
      unresolved.push(line);
      return [];
    }
    return [{ product, quantity: line.quantity, updatedAt: line.updatedAt }];
  });

  const pendingRemovals = Object.fromEntries(
    changedSinceSent
      .filter((line) => line.removed && winnerById.get(line.lineId) === line)
      .map((line) => [line.lineId, line.updatedAt]),
  );
  return {
    items: [...kept, ...added],
    removals: pendingRemovals,
    unresolved,
    dirty: changedSinceSent.length > 0,
  };
}
