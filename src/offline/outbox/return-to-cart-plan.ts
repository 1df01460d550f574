import type { BundleEntry } from '@/domain/cart/bundle-item';
import type { OutboxEntry } from '@/offline/outbox/order-outbox-types';

/** A catalogue row as far as the cart needs it (the app passes whole products). */
type CatalogueProduct = BundleEntry['product'];

/** What goes back into the cart: plain packs, or a custom bundle with its copies. */
export type ReturnedLine<P extends CatalogueProduct = CatalogueProduct> =
  | { kind: 'product'; product: P; quantity: number }
  | { kind: 'bundle'; entries: { product: P; quantity: number }[]; quantity: number };

export interface ReturnToCartPlan<P extends CatalogueProduct = CatalogueProduct> {
  lines: ReturnedLine<P>[];
  /** Names (or bundle labels) no longer sold: not put back. */
  unavailable: string[];
}

const UNKNOWN_PRODUCT = 'Un prodotto non più in vendita';

/** The names the buyer saw, from the quote kept with the order (line id → name). */
function quotedNames(entry: OutboxEntry): Map<string, string> {
  const names = new Map<string, string>();
  for (const line of (entry.newQuote ?? entry.quote)?.lines ?? []) {
    if (line.kind === 'product') names.set(line.product_id, line.name);
    else names.set(line.bundle_id, line.label);
  }
  return names;
}

/**
 * A refused order's lines as cart lines, with today's catalogue rows (so today's prices: the
 * checkout prices them again anyway). A product no longer sold is left out and named; a bundle
 * goes back whole or, when one of its products is gone, not at all (its discount is for those
 * packs together). Quantities stay as ordered: the cart and the checkout say what stock allows.
 */
export function planReturnToCart<P extends CatalogueProduct>(
  entry: OutboxEntry,
  products: ReadonlyMap<string, P>,
): ReturnToCartPlan<P> {
  const names = quotedNames(entry);
  const plan: ReturnToCartPlan<P> = { lines: [], unavailable: [] };
  for (const line of entry.request.lines) {
    if ('bundle' in line) {
      const entries = line.bundle.flatMap((item) => {
        const product = products.get(item.product_id);
        return product ? [{ product, quantity: item.quantity }] : [];
      });
      if (entries.length === line.bundle.length) {
        plan.lines.push({ kind: 'bundle', entries, quantity: line.quantity });
      } else {
        plan.unavailable.push(names.get(line.id) ?? UNKNOWN_PRODUCT);
      }
      continue;
    }
    const product = products.get(line.product_id);
    if (product) plan.lines.push({ kind: 'product', product, quantity: line.quantity });
    else plan.unavailable.push(names.get(line.product_id) ?? UNKNOWN_PRODUCT);
  }
  return plan;
}

/** What the buyer reads on the cart page after 'Rimetti nel carrello'. */
export function returnedToCartMessage(plan: ReturnToCartPlan): string {
  const done =
    plan.lines.length > 0
      ? 'Ordine rimesso nel carrello: controllalo e scegli di nuovo il giorno di consegna.'
      : 'Nessun prodotto rimesso nel carrello.';
  return plan.unavailable.length > 0
    ? `${done} Non più in vendita: ${plan.unavailable.join(', ')}.`
    : done;
}
