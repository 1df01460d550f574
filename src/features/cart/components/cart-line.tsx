import { ActionIcon, Text } from '@mantine/core';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { Link } from '@tanstack/react-router';
import { ProductThumbnail } from '@/components/product-thumbnail';
import { QuantityStepper } from '@/components/quantity-stepper';
import type { CartLineView } from '@/features/cart/cart-line-view';
import { formatEuro, fromCents } from '@/lib/format';
import { CustomerPrice } from '@/components/customer-price';
import classes from '@/features/cart/components/cart-line.module.css';

export interface CartLineProps {
  line: CartLineView;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart line: image, name, pack or bundle contents, prices, quantity and remove. */
export function CartLine({ line, onQuantityChange, onRemove }: CartLineProps) {
  const unitPrice = formatEuro(fromCents(line.unitPriceCents));
  return (
    <li className={classes.line} data-testid="cart-line">
      <ProductThumbnail image={line.image} size={88} />
      <div className={classes.info}>
        <h2 className={classes.name}>
          {line.slug ? (
            <Link to="/products/$slug" params={{ slug: line.slug }} className={classes.nameLink}>
              {line.name}
            </Link>
          ) : (
            line.name
          )}
        </h2>
        {line.bundle ? (
          <>
            <ul className={classes.contents} aria-label={`Contenuto di ${line.name}`}>
              {line.bundle.entries.map((entry) => (
                <li key={entry.productId}>
                  {entry.packs} × {entry.name}
                </li>
              ))}
            </ul>
            {line.bundle.discountCents > 0 && (
              <Text size="sm" className={classes.discountNote}>
                Sconto bundle incluso: −{formatEuro(fromCents(line.bundle.discountCents))}
              </Text>
            )}
          </>
        ) : (
          line.packSize !== null && (
            <Text size="sm" c="dimmed">
              Confezione da {line.packSize} bun
            </Text>
          )
        )}
        {line.listPriceCents === null ? (
          <Text size="sm" c="dimmed">
            {unitPrice} {line.bundle ? 'a bundle' : 'a confezione'}
          </Text>
        ) : (
          <CustomerPrice
            listCents={line.listPriceCents}
            unitCents={line.unitPriceCents}
            suffix=" a confezione"
          />
        )}
        {line.tierText && (
          <Text size="sm" c="teal.9" data-testid="cart-line-tier">
            {line.tierText}
          </Text>
        )}
      </div>
      <div className={classes.controls}>
        <QuantityStepper value={line.quantity} onChange={onQuantityChange} itemName={line.name} />
        <Text className={classes.lineTotal} data-testid="cart-line-total">
          {formatEuro(fromCents(line.lineTotalCents))}
        </Text>
        <ActionIcon
          color="red"
          c="red.9"
          aria-label={`Rimuovi ${line.name} dal carrello`}
          onClick={onRemove}
          className={classes.remove}
        >
          <IconTrash size={20} aria-hidden="true" />
        </ActionIcon>
      </div>
    </li>
  );
}
