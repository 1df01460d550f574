import { bundleEntriesOf } from '@/domain/cart/bundle-item';
import type { CartItem } from '@/domain/cart/cart-store';
import { toCents } from '@/lib/format';
import type { OrderQuote, QuotedLine } from '@/domain/orders/order-schemas';
import { pluralPhrase } from '@/lib/italian-plural';

/** A line whose price is not the one the customer saw when building the cart. */
export interface PriceChange {
  name: string;
  /** Per pack (per copy for a bundle), as the cart showed it. */
  beforeCents: number;
  /** Per pack (per copy for a bundle, after its discount), as the server prices it now. */
  afterCents: number;
}

function quotedLineFor(item: CartItem, lines: readonly QuotedLine[]): QuotedLine | undefined {
  const id = String(item.product.id);
  return bundleEntriesOf(item.product)
    ? lines.find((line) => line.kind === 'bundle' && line.bundle_id === id)
    : lines.find((line) => line.kind === 'product' && line.product_id === id);
}

function serverPriceCents(line: QuotedLine): number {
  return line.kind === 'product'
    ? toCents(line.unit_price)
    : toCents(line.unit_price) - toCents(line.unit_discount);
}

function serverName(line: QuotedLine): string {
  return line.kind === 'product' ? line.name : line.label;
}

/** The cart lines whose price changed since they were added (compared in cents). */
export function priceChanges(items: readonly CartItem[], quote: OrderQuote): PriceChange[] {
  return items.flatMap((item) => {
    const line = quotedLineFor(item, quote.lines);
    const price = item.product.price;
    if (!line || price === undefined || !Number.isFinite(price)) return [];
    const beforeCents = toCents(price);
    const afterCents = serverPriceCents(line);
    return beforeCents === afterCents ? [] : [{ name: serverName(line), beforeCents, afterCents }];
  });
}

/** "Solo 3 confezioni disponibili di Bun Classico (ne hai chieste 5)". */
export function shortageMessages(quote: OrderQuote): string[] {
  return quote.shortages.map((shortage) =>
    shortage.available > 0
      ? `${shortage.name}: ${pluralPhrase(shortage.available, 'ne resta 1 confezione', (n) => `ne restano ${n} confezioni`)}, ${pluralPhrase(shortage.requested, 'ne hai chiesta 1', (n) => `ne hai chieste ${n}`)}.`
      : `${shortage.name}: al momento è esaurito.`,
  );
}
