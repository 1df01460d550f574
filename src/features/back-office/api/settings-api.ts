import type { ApiClient } from '@/features/back-office/api/api-client';
import { dataOrThrow } from '@/lib/api-error';
import type { TablesUpdate } from '@/types/database.gen';
import type { ShopSettings } from '@/domain/shop/shop-settings';

export type ShopSettingsChanges = Omit<TablesUpdate<'shop_settings'>, 'id' | 'updated_at'>;

/** Saves the shop's one settings row (admins only, RLS) and answers it as stored. */
export async function saveShopSettings(
  client: ApiClient,
  changes: ShopSettingsChanges,
): Promise<ShopSettings> {
  return dataOrThrow(
    await client.from('shop_settings').update(changes).eq('id', true).select('*').single(),
  );
}
