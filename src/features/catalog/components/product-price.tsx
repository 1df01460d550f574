import { VisuallyHidden } from '@mantine/core';
import { formatEuro } from '@/lib/format';
import { packsByProduct } from '@/domain/cart/priced-cart';
import { useCartLines } from '@/domain/cart/cart-lines';
import { useAuthUser } from '@/domain/auth/auth-context';
import {
  customerPrice,
  nextTier,
  noPriceList,
  type PriceList,
  tierReached,
} from '@/domain/pricing/price-list';
import { useMyPriceList } from '@/domain/customer/price-list-query';
import { tierLabel, tierProgressText } from '@/domain/pricing/price-texts';
import type { Product } from '@/domain/catalogue/product';
import { unitPrices } from '@/domain/catalogue/unit-prices';
import classes from '@/features/catalog/components/product-price.module.css';

/** '1,13 € a bun · 14,06 €/kg' (the per-kg price only when the weight is known). */
export function unitPriceLine(
  product: Pick<Product, 'price' | 'packageQuantity' | 'weight_grams'>,
): string {
  const { perBun, perKg } = unitPrices(product);
  const parts = [`${formatEuro(perBun)} a bun`];
  if (perKg !== null) parts.push(`${formatEuro(perKg)}/kg`);
  return parts.join(' · ');
}

/** 'Confezione da 4 bun' (and the weight of one bun when known). */
export function packLine(product: Pick<Product, 'packageQuantity' | 'weight_grams'>): string {
  const pack = `Confezione da ${product.packageQuantity} bun`;
  return product.weight_grams ? `${pack} da ${product.weight_grams} g` : pack;
}

export interface ProductPriceProps {
  product: Pick<Product, 'id' | 'price' | 'packageQuantity' | 'weight_grams'>;
  /** 'card' in lists, 'page' (larger) on the product page. */
  size?: 'card' | 'page';
}

/** Packs of this product on the cart's plain lines (0 when `wanted` is false). */
function usePlainPacksInCart(productId: string, wanted: boolean): number {
  const lines = useCartLines();
  return wanted ? (packsByProduct(lines).get(productId) ?? 0) : 0;
}

/**
 * The pack price, what a pack holds and the unit prices, always formatted it-IT in euros. A
 * visitor who is not signed in has no price list: the block reads no query and no cart, so a
 * grid of cards does not render again when those answer after the app starts (issue 38).
 */
export function ProductPrice(props: ProductPriceProps) {
  const user = useAuthUser();
  return user ? (
    <CustomerProductPrice {...props} />
  ) : (
    <PriceBlock {...props} priceList={noPriceList} inCart={0} />
  );
}

/** A signed-in customer's price (decision 012) and tiers, counting the packs in the cart. */
function CustomerProductPrice(props: ProductPriceProps) {
  const priceList = useMyPriceList();
  // The tiers count this product's packs already in the cart: once some are there, say which
  // tier they reached and how far the next is; before, list the tiers.
  const inCart = usePlainPacksInCart(props.product.id, priceList.tiers.length > 0);
  return <PriceBlock {...props} priceList={priceList} inCart={inCart} />;
}

/** What the price block shows, given the price list that applies. */
function PriceBlock({
  product,
  size = 'card',
  priceList,
  inCart,
}: ProductPriceProps & { priceList: PriceList; inCart: number }) {
  // A business customer's own price (decision 012): the list price struck through beside it,
  // and the quantity tiers that apply to every product.
  const own = customerPrice(priceList, product.id, product.price);
  const tiers =
    inCart > 0
      ? tierProgressText(tierReached(priceList.tiers, inCart), nextTier(priceList.tiers, inCart))
      : priceList.tiers.map(tierLabel).join(' · ');
  return (
    <div className={classes.block} data-size={size}>
      {own === product.price ? (
        <p className={classes.price} data-testid="product-price">
          {formatEuro(product.price)}
        </p>
      ) : (
        <p className={classes.price} data-testid="product-price">
          <s className={classes.listPrice}>
            <VisuallyHidden>Prezzo di listino </VisuallyHidden>
            {formatEuro(product.price)}
          </s>{' '}
          <span data-testid="customer-price">Il tuo prezzo {formatEuro(own)}</span>
        </p>
      )}
      <p className={classes.pack}>{packLine(product)}</p>
      <p className={classes.unit} data-testid="unit-prices">
        {unitPriceLine({ ...product, price: own })}
      </p>
      {tiers && (
        <p className={classes.tiers} data-testid="price-tiers">
          {tiers}
        </p>
      )}
    </div>
  );
}
