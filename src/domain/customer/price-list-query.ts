import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOrThrow } from '@/lib/api-error';
import { useAuthUser } from '@/domain/auth/auth-context';
import { userDataKeys } from '@/domain/auth/user-data';
import { customerCopy } from '@/domain/customer/customer-copy';
import { customerProfileQueryOptions } from '@/domain/customer/customer-queries';
import { networkFirst } from '@/lib/network/network-first';
import {
  noPriceList,
  type PriceList,
  priceListFromRows,
  type PriceListRows,
} from '@/domain/pricing/price-list';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';

/** The price list of the account the customer acts for (decisions 012, 015). */
async function fetchPriceListRows(): Promise<PriceListRows> {
  const supabase = await getSupabase();
  return dataOrThrow(await supabase.rpc('my_price_list')) as unknown as PriceListRows;
}

/**
 * Network first, kept on the device beside the profile (decision 007): offline, the cart, the
 * sheet and the offline quote still price with the customer's own prices, as the server will.
 */
export function priceListQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: [...userDataKeys.of(userId), 'price-list'] as const,
    queryFn: () =>
      networkFirst({
        network: fetchPriceListRows,
        remember: async (rows) => (await customerCopy.load()).storePriceList(userId, rows),
        fallback: async () => (await (await customerCopy.load()).readPriceList(userId))?.data,
      }),
    select: priceListFromRows,
  });
}

/**
 * The signed-in customer's price list and type (for the minimum order); no prices for visitors
 * or while it loads.
 */
export function useMyPricing(): { priceList: PriceList; customerType: string | null } {
  const user = useAuthUser();
  const enabled = Boolean(user);
  const prices = useQuery({ ...priceListQueryOptions(user?.id ?? ''), enabled });
  const profile = useQuery({ ...customerProfileQueryOptions(user?.id ?? ''), enabled });
  return {
    priceList: (user && prices.data) || noPriceList,
    customerType: (user && profile.data?.customer_type) || null,
  };
}

/** The signed-in customer's price list; no prices for visitors or while it loads. */
export function useMyPriceList(): PriceList {
  return useMyPricing().priceList;
}
