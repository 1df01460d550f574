import '@mantine/core/styles/Modal.css';
import { Button, Loader, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { bundleProductsQueryOptions } from '@/features/bundle/api/bundle-queries';
import { BundleProductCard } from '@/features/bundle/components/bundle-product-card';
import {
  BUNDLE_SELECTION_TITLE_ID,
  BundleSelectionPanel,
} from '@/features/bundle/components/bundle-selection-panel';
import { useBundleBuilder } from '@/features/bundle/use-bundle-builder';
import { useScreenClass } from '@/hooks/use-screen-class';
import type { BundleQuote } from '@/domain/cart/bundle-discount';
import { formatEuro, fromCents } from '@/lib/format';
import classes from '@/features/bundle/components/bundle-dialog.module.css';
import { countOf } from '@/lib/italian-plural';

export interface BundleDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec §8: what the product list says while loading, on failure and when nothing is in stock. */
export const BUNDLE_LOADING_MESSAGE = 'Caricamento prodotti...';
export const BUNDLE_ERROR_MESSAGE = 'Errore nel caricamento dei prodotti. Riprova più tardi.';
export const BUNDLE_EMPTY_MESSAGE = 'Nessun prodotto disponibile per il bundle.';

function ProductChoices({ builder }: { builder: ReturnType<typeof useBundleBuilder> }) {
  const products = useQuery(bundleProductsQueryOptions());
  if (products.isPending) {
    return (
      <div className={classes.state} role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{BUNDLE_LOADING_MESSAGE}</Text>
      </div>
    );
  }
  if (products.isError) {
    return (
      <div className={classes.state} role="alert">
        <Text>{BUNDLE_ERROR_MESSAGE}</Text>
        <Button variant="default" onClick={() => void products.refetch()}>
          Riprova
        </Button>
      </div>
    );
  }
  // Spec §5: only products in stock are offered; the sold-out ones follow, marked 'Esaurito'.
  const inStock = products.data.filter((product) => product.stock_quantity > 0);
  if (inStock.length === 0) {
    return (
      <div className={classes.state} role="status">
        <Text>{BUNDLE_EMPTY_MESSAGE}</Text>
      </div>
    );
  }
  const soldOut = products.data.filter((product) => product.stock_quantity <= 0);
  return (
    <ul className={classes.grid} aria-label="Prodotti disponibili">
      {[...inStock, ...soldOut].map((product) => (
        <BundleProductCard
          key={product.id}
          product={product}
          packs={builder.lines.find((line) => line.product.id === product.id)?.quantity ?? 0}
          onSelect={() => builder.select(product)}
        />
      ))}
    </ul>
  );
}

/**
 * On a phone the bundle's summary sits below a long list of products: this bar keeps the
 * running total in sight and jumps to the summary (and its 'Aggiungi al Carrello').
 */
function BundleReviewBar({ quote }: { quote: BundleQuote }) {
  const review = () => {
    const heading = document.getElementById(BUNDLE_SELECTION_TITLE_ID);
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <div className={classes.reviewBar}>
      <Text fw={700}>
        {countOf(quote.packs, 'pacco')} · {formatEuro(fromCents(quote.totalCents))}
      </Text>
      <Button size="sm" onClick={review}>
        Rivedi il bundle
      </Button>
    </div>
  );
}

/**
 * 'Crea il tuo Bundle' (spec §4, §5, §9): tap products to add packs, watch the 10 % discount
 * grow every 5 packs, and add the whole bundle to the cart as one item.
 */
export function BundleDialog({ opened, onClose }: BundleDialogProps) {
  const builder = useBundleBuilder();
  const phone = useScreenClass() === 'mobile';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Crea il tuo Bundle"
      size="min(72rem, 100%)"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
      classNames={{ title: classes.title, body: classes.body }}
    >
      <Text className={classes.intro}>
        Scegli i tuoi bun preferiti: ogni 5 pacchi hai il 10% di sconto sul bundle.
      </Text>
      <div className={classes.layout}>
        <ProductChoices builder={builder} />
        {phone && builder.quote.packs > 0 && <BundleReviewBar quote={builder.quote} />}
        <BundleSelectionPanel
          lines={builder.lines}
          quote={builder.quote}
          message={builder.message}
          onQuantityChange={builder.setQuantity}
          onRemove={builder.remove}
          onAddToCart={() => {
            if (builder.addToCart()) onClose();
          }}
        />
      </div>
    </Modal>
  );
}
