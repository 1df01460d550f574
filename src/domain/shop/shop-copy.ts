import type { ShopClosure } from '@/domain/shop/shop-closure';
import { providedPart } from '@/lib/provided-part';
import type { Tables } from '@/types/database.gen';

/**
 * The shop's settings and closures kept on the device, as the shop's reads and the offline
 * delivery calendar use them (decision 007). The offline layer implements it
 * (src/offline/catalogue/catalogue-store.ts).
 */
export interface ShopCopy {
  storeShopSettings(settings: Tables<'shop_settings'>): Promise<void>;
  readShopSettings(): Promise<Tables<'shop_settings'> | undefined>;
  storeShopClosures(closures: ShopClosure[]): Promise<void>;
  readShopClosures(): Promise<ShopClosure[] | undefined>;
}

export const shopCopy = providedPart<ShopCopy>('La copia delle impostazioni del negozio');
