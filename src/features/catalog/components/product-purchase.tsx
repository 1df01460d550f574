import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconShoppingBagPlus from '@tabler/icons-react/dist/esm/icons/IconShoppingBagPlus.mjs';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ProductPrice } from '@/features/catalog/components/product-price';
import { StickyPurchaseBar } from '@/features/catalog/components/sticky-purchase-bar';
import { QuantityStepper } from '@/components/quantity-stepper';
import { stockStatus } from '@/features/catalog/stock-status';
import { cartActions } from '@/domain/cart/cart-actions';
import { formatEuro } from '@/lib/format';
import type { Product } from '@/domain/catalogue/product';
import { shopSettingsQueryOptions } from '@/domain/shop/shop-settings';
import classes from '@/features/catalog/components/product-purchase.module.css';

/** Price, stock, quantity and 'Aggiungi al carrello' (the cart store keeps the line). */
export function ProductPurchase({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const stock = stockStatus(product.stock_quantity);
  const soldOut = stock.level === 'out';
  const { data: settings } = useQuery(shopSettingsQueryOptions());
  const actions = useRef<HTMLDivElement>(null);

  const addToCart = () => {
    cartActions.add(product, quantity);
    notifications.show({
      title: 'Aggiunto al carrello',
      message: `${quantity} × ${product.name} (${formatEuro(product.price * quantity)})`,
      color: 'crust',
    });
    setQuantity(1);
  };

  return (
    <div className={classes.purchase}>
      <ProductPrice product={product} size="page" />
      <p className={classes.stock} data-level={stock.level} data-testid="stock-status">
        {stock.label}
      </p>
      <div className={classes.actions} ref={actions}>
        <QuantityStepper
          label="Quantità (confezioni)"
          itemName={product.name}
          size="lg"
          value={quantity}
          onChange={setQuantity}
          max={Math.max(1, product.stock_quantity)}
          disabled={soldOut}
        />
        <Button
          size="lg"
          color="crust"
          fullWidth
          leftSection={<IconShoppingBagPlus size={22} aria-hidden="true" />}
          disabled={soldOut}
          onClick={addToCart}
        >
          {soldOut ? 'Esaurito' : 'Aggiungi al carrello'}
        </Button>
      </div>
      <ul className={classes.facts}>
        <li>Consegna refrigerata in 1–2 giorni lavorativi in tutta Italia</li>
        {settings && (
          <li>
            Spedizione gratuita da {formatEuro(settings.free_shipping_threshold)}, altrimenti{' '}
            {formatEuro(settings.shipping_fee)}
          </li>
        )}
      </ul>
      {!soldOut && (
        <StickyPurchaseBar
          product={product}
          quantity={quantity}
          anchor={actions}
          onAdd={addToCart}
        />
      )}
    </div>
  );
}
