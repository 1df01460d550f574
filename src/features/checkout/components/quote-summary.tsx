import { Text, Title } from '@mantine/core';
import { formatEuro } from '@/lib/format';
import classes from '@/components/orders/order-view.module.css';
import type { OrderQuote, QuotedLine } from '@/domain/orders/order-schemas';

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

/**
 * The order as the server prices it now (`quote_order`): what will be charged. Offline,
 * `pricedOnDevice`: the cart's prices, checked by the server when the order is sent.
 */
export function QuoteSummary({
  quote,
  pricedOnDevice = false,
}: {
  quote: OrderQuote;
  pricedOnDevice?: boolean;
}) {
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
      {pricedOnDevice ? (
        <Text size="sm" mt="xs" data-testid="checkout-priced-on-device">
          IVA inclusa. Sei offline: i prezzi sono quelli del carrello. Li ricontrolliamo quando
          l’ordine parte e, se sono cambiati, ti chiediamo di confermarli.
        </Text>
      ) : (
        <Text size="sm" c="dimmed" mt="xs">
          IVA inclusa. Prezzi calcolati ora dal negozio.
        </Text>
      )}
    </div>
  );
}
