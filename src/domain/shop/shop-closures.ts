import { queryOptions } from '@tanstack/react-query';
import { dataOrThrow } from '@/lib/api-error';
import type { ShopClosure } from '@/domain/shop/shop-closure';
import { shopCopy } from '@/domain/shop/shop-copy';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';

// The bakery's closures (decision 015): everyone reads them, the checkout and the device's
// delivery calendar skip them. Only those not over yet are read: a short list.
const offlineRead = () => import('@/lib/network/network-first');

function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
}

/** Network first; the copy kept on the device answers offline. */
export async function fetchShopClosures(): Promise<ShopClosure[]> {
  const client = getSupabase();
  const { networkFirst } = await offlineRead();
  return networkFirst({
    network: async () =>
      dataOrThrow(
        await (
          await client
        )
          .from('shop_closures')
          .select('starts_on, ends_on, reason')
          .gte('ends_on', today())
          .order('starts_on')
          .limit(100)
          .retry(false),
      ),
    remember: async (closures) => (await shopCopy.load()).storeShopClosures(closures),
    fallback: async () => (await shopCopy.load()).readShopClosures(),
  });
}

export const shopClosuresKeys = { all: ['settings', 'closures'] as const };

/** Changes as rarely as the settings (cache group "static"); the admin's edits invalidate it. */
export function shopClosuresQueryOptions() {
  return queryOptions({
    ...cacheGroups.static,
    queryKey: shopClosuresKeys.all,
    queryFn: fetchShopClosures,
  });
}
