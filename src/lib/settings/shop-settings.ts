import { queryOptions } from '@tanstack/react-query';
import { dataOrThrow } from '@/lib/api-error';
import type { Tables } from '@/lib/database.gen';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';

/** The one row of `shop_settings`: legal and contact data, socials, fees, cut-off, bank, ribbon. */
export type ShopSettings = Tables<'shop_settings'>;

export async function fetchShopSettings(): Promise<ShopSettings> {
  const supabase = await getSupabase();
  // One attempt per call: the query's retry rules (spec §8) decide about trying again.
  return dataOrThrow(await supabase.from('shop_settings').select('*').single().retry(false));
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
