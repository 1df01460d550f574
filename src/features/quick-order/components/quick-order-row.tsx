import { memo } from 'react';
import { QuantityStepper } from '@/components/quantity-stepper';
import { formatEuro } from '@/lib/format';
import { countOf, pluralPhrase } from '@/lib/italian-plural';
import type { Product } from '@/lib/products/product';
import classes from '@/features/quick-order/components/quick-order.module.css';

export interface QuickOrderRowProps {
  product: Product;
  packs: number;
  /** Packs of this product in the last order; null when there is no last order. */
  lastPacks: number | null;
  /** Packs in the standing order's next delivery; null when it is not known here. */
  standingPacks: number | null;
  onChange: (product: Product, packs: number) => void;
}

const packsText = (packs: number | null) =>
  packs === null ? '—' : packs === 0 ? '–' : countOf(packs, 'confezione');

/** One product of the sheet: name, price per pack, last and standing packs, the stepper. */
export const QuickOrderRow = memo(function QuickOrderRow({
  product,
  packs,
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
      </div>
      <span className={classes.figure}>{formatEuro(product.price)} a confezione</span>
      <span className={classes.figure} data-testid="quick-order-last">
        <span className={classes.meta}>Ultimo ordine: </span>
        {packsText(lastPacks)}
      </span>
      <span className={classes.figure} data-testid="quick-order-standing">
        <span className={classes.meta}>Ordine fisso: </span>
        {packsText(standingPacks)}
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
