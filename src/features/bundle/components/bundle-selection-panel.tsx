import '@mantine/core/styles/Progress.css';
import { ActionIcon, Button, Progress, Text } from '@mantine/core';
import IconShoppingBagPlus from '@tabler/icons-react/dist/esm/icons/IconShoppingBagPlus.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import { QuantityStepper } from '@/components/quantity-stepper';
import { bundleProgress } from '@/features/bundle/bundle-progress';
import type { BundleLine, BundleProduct } from '@/features/bundle/bundle-selection';
import type { BundleQuote } from '@/domain/cart/bundle-discount';
import { formatEuro, fromCents } from '@/lib/format';
import classes from '@/features/bundle/components/bundle-dialog.module.css';
import { countOf } from '@/lib/italian-plural';

/** The panel's heading: the phone's review bar jumps (and moves focus) to it. */
export const BUNDLE_SELECTION_TITLE_ID = 'bundle-selection-title';

export interface BundleSelectionPanelProps {
  lines: readonly BundleLine[];
  quote: BundleQuote;
  message: string | null;
  onQuantityChange: (product: BundleProduct, quantity: number) => void;
  onRemove: (product: BundleProduct) => void;
  onAddToCart: () => void;
}

/** The chosen packs, the live discount with its n/5 progress, totals and 'Aggiungi al Carrello'. */
export function BundleSelectionPanel({
  lines,
  quote,
  message,
  onQuantityChange,
  onRemove,
  onAddToCart,
}: BundleSelectionPanelProps) {
  const progress = bundleProgress(quote);
  return (
    <section className={classes.panel} aria-labelledby={BUNDLE_SELECTION_TITLE_ID}>
      <h3 id={BUNDLE_SELECTION_TITLE_ID} className={classes.panelTitle} tabIndex={-1}>
        Il tuo bundle
        {quote.packs > 0 && ` · ${countOf(quote.packs, 'pacco')}`}
      </h3>
      {lines.length === 0 ? (
        <Text c="dimmed">
          Tocca un bun per aggiungerne un pacco: ogni tocco ne aggiunge un altro.
        </Text>
      ) : (
        <ul className={classes.selectedLines} aria-label="Prodotti nel bundle">
          {lines.map(({ product, quantity }) => (
            <li key={product.id} className={classes.selectedLine}>
              <span className={classes.selectedName}>{product.name}</span>
              <QuantityStepper
                value={quantity}
                itemName={product.name}
                onChange={(next) => onQuantityChange(product, next)}
                onTypedZero={() => onQuantityChange(product, 0)}
              />
              <ActionIcon
                color="red"
                c="red.9"
                aria-label={`Rimuovi ${product.name} dal bundle`}
                onClick={() => onRemove(product)}
              >
                <IconX size={20} aria-hidden="true" />
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}

      <div className={classes.progress}>
        <div className={classes.progressHeader}>
          <Text fw={700} data-testid="bundle-progress">
            {progress.label}
          </Text>
          <Text size="sm">{progress.hint}</Text>
        </div>
        <Progress
          value={progress.percent}
          color="sesame.6"
          size="lg"
          aria-label={`Pacchi verso il prossimo sconto: ${progress.label}`}
        />
      </div>

      <dl className={classes.totals}>
        <div>
          <dt>Subtotale</dt>
          <dd>{formatEuro(fromCents(quote.goodsCents))}</dd>
        </div>
        <div>
          <dt>Sconto bundle</dt>
          <dd data-testid="bundle-discount">
            {quote.discountCents > 0 ? '−' : ''}
            {formatEuro(fromCents(quote.discountCents))}
          </dd>
        </div>
        <div className={classes.totalRow}>
          <dt>Totale</dt>
          <dd data-testid="bundle-total">{formatEuro(fromCents(quote.totalCents))}</dd>
        </div>
      </dl>

      {message && (
        <Text role="alert" className={classes.message}>
          {message}
        </Text>
      )}

      <Button
        fullWidth
        size="lg"
        leftSection={<IconShoppingBagPlus size={20} aria-hidden="true" />}
        onClick={onAddToCart}
      >
        Aggiungi al Carrello
      </Button>
    </section>
  );
}
