import { Text, Title } from '@mantine/core';
import { formatEuro } from '@/lib/format';
import classes from '@/lib/orders/components/order-view.module.css';
import type { OrderQuote, QuotedLine } from '@/lib/orders/order-schemas';

function lineTitle(line: QuotedLine): string {
  return line.kind === 'product'
    ? `${line.quantity} × ${line.name}`
    : `${line.quantity > 1 ? `${line.quantity} × ` : ''}${line.label}`;
}

function lineDetail(line: QuotedLine): string {
  if (line.kind === 'product') return `${formatEuro(line.unit_price)} a confezione`;
  return line.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');
}

function Row({ label, value, total }: { label: string; value: string; total?: boolean }) {
  return (
    <div className={`${classes.totalsRow} ${total ? classes.grandTotal : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={total ? 'checkout-total' : undefined}>{value}</dd>
    </div>
  );
}

/** The order as the server prices it now (`quote_order`): what will be charged. */
export function QuoteSummary({ quote }: { quote: OrderQuote }) {
  return (
    <div>
      <Title order={2} size="h4" id="checkout-summary-title" mb="sm">
        Riepilogo
      </Title>
      <ul className={classes.items} aria-label="Prodotti nel tuo ordine">
        {quote.lines.map((line, index) => (
          <li key={index} className={classes.item}>
            <div>
              <Text className={classes.itemName}>{lineTitle(line)}</Text>
              <Text className={classes.itemMeta}>{lineDetail(line)}</Text>
            </div>
            <span className={classes.amount}>{formatEuro(line.line_total)}</span>
          </li>
        ))}
      </ul>
      <dl className={classes.totals}>
        <Row label="Subtotale" value={formatEuro(quote.subtotal)} />
        {quote.discount > 0 && (
          <Row label="Sconto bundle" value={`−${formatEuro(quote.discount)}`} />
        )}
        <Row
          label="Spedizione"
          value={quote.shipping === 0 ? 'Gratuita' : formatEuro(quote.shipping)}
        />
        <Row label="Totale" value={formatEuro(quote.total)} total />
      </dl>
      <Text size="sm" c="dimmed" mt="xs">
        IVA inclusa. Prezzi calcolati ora dal negozio.
      </Text>
    </div>
  );
}
