import { queryOptions } from '@tanstack/react-query';
import { dataOrThrow } from '@/lib/api-error';
import type { Tables } from '@/types/database.gen';
import { shopCopy } from '@/domain/shop/shop-copy';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';

/** The one row of `shop_settings`: legal and contact data, socials, fees, cut-off, bank, ribbon. */
export type ShopSettings = Tables<'shop_settings'>;

// The offline copy (Dexie) and the network-first helper load only when a read runs: they stay
// out of the entry chunk. supabase-js starts loading at the same time, not after them.
const offlineRead = () => import('@/lib/network/network-first');

/** Network first; the copy kept on the device answers offline. */
export async function fetchShopSettings(): Promise<ShopSettings> {
  const client = getSupabase();
  const { networkFirst } = await offlineRead();
  return networkFirst({
    network: async () => {
      const supabase = await client;
      // One attempt per call: the query's retry rules (spec §8) decide about trying again.
      return dataOrThrow(await supabase.from('shop_settings').select('*').single().retry(false));
    },
    remember: async (settings) => (await shopCopy.load()).storeShopSettings(settings),
    fallback: async () => (await shopCopy.load()).readShopSettings(),
  });
}

export const shopSettingsKeys = { all: ['settings'] as const };

/** Settings change rarely (cache group "static"); admins' edits invalidate this key. */
export function shopSettingsQueryOptions() {
  return queryOptions({
    ...cacheGroups.static,
    queryKey: shopSettingsKeys.all,
    queryFn: fetchShopSettings,
  });
}
