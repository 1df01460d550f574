import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { ProductThumbnail } from '@/components/product-thumbnail';
import { type BundleProduct, stockNote } from '@/features/bundle/bundle-selection';
import { formatEuro } from '@/lib/format';
import classes from '@/features/bundle/components/bundle-dialog.module.css';

export interface BundleProductCardProps {
  product: BundleProduct;
  /** Packs of this product already in the bundle. */
  packs: number;
  onSelect: () => void;
}

/**
 * A product to choose: each 'Aggiungi' (or a tap anywhere on the card) adds a pack (spec §4).
 * Sold-out products are shown, marked 'Esaurito', with nothing to press.
 */
export function BundleProductCard({ product, packs, onSelect }: BundleProductCardProps) {
  const note = stockNote(product);
  const soldOut = note === 'Esaurito';
  return (
    <li
      className={classes.card}
      data-selected={packs > 0 || undefined}
      data-sold-out={soldOut || undefined}
    >
      <ProductThumbnail image={product.image_url} size={64} />
      <div className={classes.cardText}>
        <span className={classes.cardName}>{product.name}</span>
        <span>{formatEuro(product.price)} a confezione</span>
        {note && (
          <span className={classes.stockNote} data-sold-out={soldOut || undefined}>
            {note}
          </span>
        )}
        {packs > 0 && <span className={classes.cardPacks}>Nel bundle: {packs}</span>}
      </div>
      {!soldOut && (
        <button
          type="button"
          className={classes.cardAdd}
          onClick={onSelect}
          aria-label={`Aggiungi ${product.name} al bundle`}
        >
          <IconPlus size={18} aria-hidden="true" />
          Aggiungi
        </button>
      )}
    </li>
  );
}
