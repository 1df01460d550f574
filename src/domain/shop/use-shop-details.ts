import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { type ShopDetails, shopDetailsFromSettings } from '@/domain/shop/shop-details';
import { type ShopSettings, shopSettingsQueryOptions } from '@/domain/shop/shop-settings';

/**
 * The shop's legal data, contacts, socials and ribbon texts from `shop_settings`, with the
 * built-in data while they load or when the shop is offline (no spinner for a footer).
 *
 * The ribbon and the footer are on every first screen, so this reads the query cache directly
 * and asks for the settings with `prefetchQuery` instead of `useQuery`: same cache, retries
 * and freshness, without a query observer in the entry bundle (≈ 7 KB gzip).
 */
export function useShopDetails(): ShopDetails {
  const queryClient = useQueryClient();
  const options = useMemo(() => shopSettingsQueryOptions(), []);
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const read = () => queryClient.getQueryData<ShopSettings>(options.queryKey);
  // On the server and while hydrating too: the prerendered page carries the settings it was
  // rendered with (src/entry-server.tsx reads them first), so both render the shop's own texts.
  const settings = useSyncExternalStore(subscribe, read, read);
  // Fetches only when missing or stale (60 min); a failure leaves the built-in data in place.
  useEffect(() => {
    void queryClient.prefetchQuery(options);
  }, [queryClient, options]);
  return useMemo(() => shopDetailsFromSettings(settings), [settings]);
}
