import { VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { QuantityStepper } from '@/components/quantity-stepper';
import { formatEuro, fromCents } from '@/lib/format';
import { pluralPhrase } from '@/lib/italian-plural';
import type { Product } from '@/domain/catalogue/product';
import classes from '@/features/quick-order/components/quick-order.module.css';

export interface QuickOrderRowProps {
  product: Product;
  packs: number;
  /** The customer's price per pack for these packs (decision 012) and the list price, in cents. */
  unitCents: number;
  listCents: number;
  /** "Da 20 confezioni −5%: ne mancano 3", or null without tiers. */
  tierText: string | null;
  /** Packs of this product in the last order; null when there is no last order. */
  lastPacks: number | null;
  /** Packs in the standing order's next delivery; null when it is not known here. */
  standingPacks: number | null;
  onChange: (product: Product, packs: number) => void;
}

/** One product of the sheet: name, price per pack, last and standing packs, the stepper. */
export const QuickOrderRow = memo(function QuickOrderRow({
  product,
  packs,
  unitCents,
  listCents,
  tierText,
  lastPacks,
  standingPacks,
  onChange,
}: QuickOrderRowProps) {
  const out = product.stock_quantity <= 0;
  // The exact packs left: a restaurant ordering 30 packs needs the number, not "Disponibile".
  const left = pluralPhrase(
    product.stock_quantity,
    '1 confezione disponibile',
    (count) => `${count} confezioni disponibili`,
  );
  return (
    <li className={classes.row} data-testid="quick-order-row" data-out={out || undefined}>
      <div>
        <h2 className={classes.name}>{product.name}</h2>
        <span className={out ? classes.out : classes.meta}>
          {out
            ? 'Esaurito: non ordinabile'
            : `Confezione da ${product.packageQuantity} bun · ${left}`}
        </span>
        {tierText && (
          <span className={classes.tier} data-testid="quick-order-tier">
            {tierText}
          </span>
        )}
      </div>
      <span className={classes.figure}>
        <VisuallyHidden>Prezzo a confezione: </VisuallyHidden>
        {unitCents === listCents ? (
          formatEuro(fromCents(unitCents))
        ) : (
          <span className={classes.customerPrice} data-testid="quick-order-customer-price">
            <s>
              <VisuallyHidden>Prezzo di listino </VisuallyHidden>
              {formatEuro(fromCents(listCents))}
            </s>{' '}
            <strong>Il tuo prezzo {formatEuro(fromCents(unitCents))}</strong>
          </span>
        )}
      </span>
      {/* The columns' headings say what the numbers are; screen readers hear it in each row. */}
      <span className={classes.figure} data-testid="quick-order-last">
        <VisuallyHidden>Confezioni nell’ultimo ordine: </VisuallyHidden>
        {lastPacks ?? '—'}
      </span>
      <span className={classes.figure} data-testid="quick-order-standing">
        <VisuallyHidden>Confezioni nell’ordine fisso: </VisuallyHidden>
        {standingPacks ?? '—'}
      </span>
      <div className={classes.stepper}>
        <QuantityStepper
          itemName={product.name}
          size="lg"
          min={0}
          max={Math.max(0, product.stock_quantity)}
          value={packs}
          disabled={out}
          onChange={(next) => onChange(product, next)}
        />
      </div>
    </li>
  );
});
