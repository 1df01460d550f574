import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  type BundleLine,
  type BundleProduct,
  removeProduct,
  type SelectionChange,
  selectProduct,
  setPacks,
} from '@/features/bundle/bundle-selection';
import { createBundleCartProduct, quoteBundleEntries } from '@/domain/cart/bundle-item';
import { cartActions } from '@/domain/cart/cart-actions';

/** Spec §5: 'Aggiungi al Carrello' with nothing chosen. */
export const EMPTY_BUNDLE_MESSAGE = 'Seleziona almeno un prodotto';

/**
 * The bundle builder's state: the chosen packs, the live discount, the one message to show
 * (stock limit or empty bundle), and adding the bundle to the cart as one item.
 */
export function useBundleBuilder() {
  const [lines, setLines] = useState<BundleLine[]>([]);
  const [message, setMessage] = useState<string | null>(null);

  const apply = (change: SelectionChange) => {
    setLines(change.lines);
    setMessage(change.stockMessage);
  };

  return {
    lines,
    message,
    quote: quoteBundleEntries(lines),
    select: (product: BundleProduct) => apply(selectProduct(lines, product)),
    setQuantity: (product: BundleProduct, quantity: number) =>
      apply(setPacks(lines, product, quantity)),
    remove: (product: BundleProduct) => {
      setLines(removeProduct(lines, product.id));
      setMessage(null);
    },
    /** Adds the bundle to the cart and empties the builder; false when nothing was chosen. */
    addToCart: (): boolean => {
      if (lines.length === 0) {
        setMessage(EMPTY_BUNDLE_MESSAGE);
        return false;
      }
      const bundle = createBundleCartProduct(lines);
      cartActions.add(bundle, 1);
      notifications.show({ color: 'green', message: `${bundle.name} aggiunto al carrello` });
      setLines([]);
      setMessage(null);
      return true;
    },
  };
}
