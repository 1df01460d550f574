import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatEuro } from '@/lib/format';
import classes from '@/components/orders/order-view.module.css';
import type { OrderItem } from '@/domain/orders/order-schemas';

interface OrderAmounts {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

function TotalsRow({
  label,
  value,
  className,
}: {
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={`${classes.totalsRow} ${className ?? ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** An order's lines (bundle packs named by their bundle) and its amounts, as the server set them. */
export function OrderLinesSummary({
  items,
  amounts,
  footer,
}: {
  items: readonly OrderItem[];
  amounts: OrderAmounts;
  footer?: ReactNode;
}) {
  return (
    <div>
      <ul className={classes.items} aria-label="Prodotti ordinati">
        {items.map((item, index) => (
          <li key={`${item.product_id}-${index}`} className={classes.item}>
            <div>
              <Text className={classes.itemName}>
                {item.quantity} × {item.product_name}
              </Text>
              <Text className={classes.itemMeta}>
                {formatEuro(item.unit_price)} a confezione
                {item.bundle_label ? ` · ${item.bundle_label}` : ''}
              </Text>
            </div>
            <span className={classes.amount}>{formatEuro(item.line_total)}</span>
          </li>
        ))}
      </ul>
      <dl className={classes.totals}>
        <TotalsRow label="Subtotale" value={formatEuro(amounts.subtotal)} />
        {amounts.discount > 0 && (
          <TotalsRow label="Sconto bundle" value={`−${formatEuro(amounts.discount)}`} />
        )}
        <TotalsRow
          label="Spedizione"
          value={amounts.shipping === 0 ? 'Gratuita' : formatEuro(amounts.shipping)}
        />
        <TotalsRow
          label="Totale"
          value={formatEuro(amounts.total)}
          className={classes.grandTotal}
        />
      </dl>
      {footer}
    </div>
  );
}
