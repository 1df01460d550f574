import type { ApiClient } from '@/features/back-office/api/api-client';
import { dataOrThrow } from '@/lib/api-error';
import type { PriceListRows } from '@/domain/pricing/price-list';

// A customer's price list and tiers (issue 23, decision 012). Admins read every customer's rows
// (RLS) and save a whole list at once through admin_save_price_list (admin checked there).

export async function fetchCustomerPriceList(
  client: ApiClient,
  customerId: string,
): Promise<PriceListRows> {
  const [prices, tiers] = await Promise.all([
    client
      .from('customer_prices')
      .select('product_id, unit_price, percent_off')
      .eq('customer_id', customerId),
    client
      .from('customer_price_tiers')
      .select('min_packs, percent_off')
      .eq('customer_id', customerId)
      .order('min_packs'),
  ]);
  return { prices: dataOrThrow(prices), tiers: dataOrThrow(tiers) };
}

export interface PriceListPayload {
  prices: (
    { product_id: string; unit_price: number } | { product_id: string; percent_off: number }
  )[];
  tiers: { min_packs: number; percent_off: number }[];
}

export async function saveCustomerPriceList(
  client: ApiClient,
  customerId: string,
  payload: PriceListPayload,
): Promise<void> {
  dataOrThrow(
    await client.rpc('admin_save_price_list', {
      p_customer_id: customerId,
      p_prices: payload.prices,
      p_tiers: payload.tiers,
    }),
  );
}
