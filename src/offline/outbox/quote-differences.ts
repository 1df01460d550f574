import { formatEuro } from '@/lib/format';
import type { OrderQuote, QuotedLine } from '@/domain/orders/order-schemas';

const lineKey = (line: QuotedLine) => (line.kind === 'product' ? line.product_id : line.bundle_id);
const lineName = (line: QuotedLine) => (line.kind === 'product' ? line.name : line.label);

/**
 * What changed between the prices a buyer saw when queueing an order and the server's
 * re-pricing now, as Italian sentences for the reconfirm dialog. Empty when nothing the buyer
 * pays or receives changed: then the order can be placed without asking.
 */
export function quoteDifferences(before: OrderQuote | null, after: OrderQuote): string[] {
  if (!before) return [`Totale aggiornato: ${formatEuro(after.total)}`];
  const changes: string[] = [];
  const previous = new Map(before.lines.map((line) => [lineKey(line), line]));
  for (const line of after.lines) {
    const old = previous.get(lineKey(line));
    if (!old) {
      changes.push(`${lineName(line)}: nuovo nell'ordine`);
    } else if (old.line_total !== line.line_total || old.unit_price !== line.unit_price) {
      changes.push(
        `${lineName(line)}: ${formatEuro(old.line_total)} → ${formatEuro(line.line_total)}`,
      );
    }
  }
  const labelled: [string, number, number][] = [
    ['Sconto', before.discount, after.discount],
    ['Spedizione', before.shipping, after.shipping],
    ['Totale', before.total, after.total],
  ];
  for (const [label, old, now] of labelled) {
    if (old !== now) changes.push(`${label}: ${formatEuro(old)} → ${formatEuro(now)}`);
  }
  return changes;
}
