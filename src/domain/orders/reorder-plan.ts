import { toCents } from '@/lib/format';
import type { OrderItem } from '@/domain/orders/order-schemas';

/** What the catalogue says today about a product of a past order. */
export interface CurrentProduct {
  id: string;
  name: string;
  price: number;
  stock_quantity: number;
}

export interface ReorderLine {
  productId: string;
  /** Packs to add: as ordered, or fewer when stock is short. */
  quantity: number;
  /** Present when these packs came from a custom bundle of the order. */
  bundleId: string | null;
}

export interface ReorderPlan {
  lines: ReorderLine[];
  /** Products whose price per pack is not the one of the order. */
  priceChanges: { name: string; beforeCents: number; afterCents: number }[];
  /** Products no longer sold or out of stock: not added. */
  unavailable: string[];
  /** Products added with fewer packs than ordered (stock). */
  reduced: { name: string; ordered: number; added: number }[];
}

/**
 * Reordering adds the same products at today's prices (the cart keeps today's catalogue row),
 * and tells what changed since: a different price, fewer packs in stock, or gone.
 */
export function planReorder(
  items: readonly OrderItem[],
  current: ReadonlyMap<string, CurrentProduct>,
): ReorderPlan {
  const plan: ReorderPlan = { lines: [], priceChanges: [], unavailable: [], reduced: [] };
  const stockLeft = new Map<string, number>();
  const priceNoted = new Set<string>();
  for (const item of items) {
    const product = current.get(item.product_id);
    if (!product || product.stock_quantity <= 0) {
      if (!plan.unavailable.includes(item.product_name)) plan.unavailable.push(item.product_name);
      continue;
    }
    const left = stockLeft.get(product.id) ?? product.stock_quantity;
    const quantity = Math.min(item.quantity, left);
    stockLeft.set(product.id, left - quantity);
    if (quantity <= 0) {
      plan.reduced.push({ name: product.name, ordered: item.quantity, added: 0 });
      continue;
    }
    if (quantity < item.quantity) {
      plan.reduced.push({ name: product.name, ordered: item.quantity, added: quantity });
    }
    plan.lines.push({ productId: product.id, quantity, bundleId: item.bundle_id });
    const beforeCents = toCents(item.unit_price);
    const afterCents = toCents(product.price);
    if (beforeCents !== afterCents && !priceNoted.has(product.id)) {
      priceNoted.add(product.id);
      plan.priceChanges.push({ name: product.name, beforeCents, afterCents });
    }
  }
  return plan;
}
