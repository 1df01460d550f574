import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CartLine } from '@/domain/cart/cart-line';
import { useCartLines } from '@/domain/cart/cart-lines';
import { minimumOrderCents, shippingRulesFrom } from '@/domain/cart/cart-summary';
import { priceCart, type PricedCart } from '@/domain/cart/priced-cart';
import { useMyPricing } from '@/domain/customer/price-list-query';
import type { PriceList } from '@/domain/pricing/price-list';
import { shopSettingsQueryOptions } from '@/domain/shop/shop-settings';

export interface PricedCartState {
  /** The cart as typed lines: what an order sends and the offline quote prices. */
  lines: readonly CartLine[];
  /** The lines at the customer's prices with the totals (`priceCart`). */
  priced: PricedCart;
  /** The customer's own prices and tiers (decision 012); none for a visitor. */
  priceList: PriceList;
  /** The shop's settings query: shipping and the minimum order come from it. */
  settings: ReturnType<typeof useShopSettings>;
}

const useShopSettings = () => useQuery(shopSettingsQueryOptions());

/**
 * The cart priced for whoever is signed in, as /cart and the checkout show it: one hook, one
 * pricing. Until the settings load (or offline without a copy) shipping is unknown and the
 * summary says so rather than guessing.
 */
export function usePricedCart(): PricedCartState {
  const lines = useCartLines();
  const settings = useShopSettings();
  const { priceList, customerType } = useMyPricing();
  const priced = useMemo(
    () =>
      priceCart(lines, {
        priceList,
        shipping: settings.data ? shippingRulesFrom(settings.data) : null,
        minimumCents: settings.data ? minimumOrderCents(settings.data, customerType) : 0,
      }),
    [lines, priceList, settings.data, customerType],
  );
  return { lines, priced, priceList, settings };
}
