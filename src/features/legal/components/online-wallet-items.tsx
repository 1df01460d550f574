import { useQuery } from '@tanstack/react-query';
import { onlineWallets } from '@/domain/orders/payment-methods';
import { shopSettingsQueryOptions } from '@/domain/shop/shop-settings';

/** One line of the terms' payment list per wallet checkout offers (PayPal, Satispay). */
export function OnlineWalletItems() {
  const { data: settings } = useQuery(shopSettingsQueryOptions());
  return (
    <>
      {onlineWallets(settings).map((wallet) => (
        <li key={wallet}>{wallet}, tramite Stripe;</li>
      ))}
    </>
  );
}
