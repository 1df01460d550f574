import { queryOptions } from '@tanstack/react-query';
import { dataOrThrow } from '@/lib/api-error';
import { userDataKeys } from '@/lib/auth/user-data';
import type { Tables } from '@/lib/database.gen';
import { networkFirst } from '@/lib/offline/network-first';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';

/** What an order needs of the customer: who they are and the invoice data to prefill. */
export type CustomerProfile = Pick<
  Tables<'profiles'>,
  | 'full_name'
  | 'phone'
  | 'customer_type'
  | 'company_name'
  | 'vat_number'
  | 'tax_code'
  | 'sdi_code'
  | 'pec'
>;
export type SavedAddress = Tables<'delivery_addresses'>;

// What the checkout reads of the customer: the invoice data to prefill and the saved
// addresses to choose from. Own keys: the profile page's queries belong to its feature.
const customerKeys = {
  profile: (userId: string) => [...userDataKeys.of(userId), 'checkout', 'profile'] as const,
  addresses: (userId: string) => [...userDataKeys.of(userId), 'checkout', 'addresses'] as const,
};

const userCopy = () => import('@/lib/offline/user-copy');

async function fetchCustomerProfile(userId: string): Promise<CustomerProfile> {
  return dataOrThrow(
    await (
      await getSupabase()
    )
      .from('profiles')
      .select('full_name, phone, customer_type, company_name, vat_number, tax_code, sdi_code, pec')
      .eq('id', userId)
      .single(),
  );
}

async function fetchSavedAddresses(userId: string): Promise<SavedAddress[]> {
  return dataOrThrow(
    await (
      await getSupabase()
    )
      .from('delivery_addresses')
      .select('*')
      .eq('user_id', userId)
      .order('is_default', { ascending: false })
      .order('created_at', { ascending: true }),
  );
}

/**
 * The customer's profile, network first: offline it comes from the device (issue 20), so a
 * restaurant can order on a day without connection even if it never opened the checkout.
 */
export function customerProfileQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: customerKeys.profile(userId),
    queryFn: () =>
      networkFirst({
        network: () => fetchCustomerProfile(userId),
        remember: async (profile) => (await userCopy()).storeUserRecord(userId, 'profile', profile),
        fallback: async () => (await (await userCopy()).readUserRecord(userId, 'profile'))?.data,
      }),
  });
}

/** The saved delivery addresses, default first; network first like the profile. */
export function savedAddressesQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: customerKeys.addresses(userId),
    queryFn: () =>
      networkFirst({
        network: () => fetchSavedAddresses(userId),
        remember: async (addresses) =>
          (await userCopy()).storeUserRecord(userId, 'addresses', addresses),
        fallback: async () => (await (await userCopy()).readUserRecord(userId, 'addresses'))?.data,
      }),
  });
}
