import type { PricedLine } from '@/domain/cart/priced-cart';
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

function quotedLineFor(cartLine: PricedLine, lines: readonly QuotedLine[]): QuotedLine | undefined {
  const id = String(cartLine.id);
  return cartLine.kind === 'bundle'
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
export function priceChanges(cart: readonly PricedLine[], quote: OrderQuote): PriceChange[] {
  return cart.flatMap((cartLine) => {
    const line = quotedLineFor(cartLine, quote.lines);
    if (!line || (cartLine.kind === 'product' && cartLine.listCents === null)) return [];
    const beforeCents = cartLine.unitCents;
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
