import { queryOptions } from '@tanstack/react-query';
import { dataOrThrow } from '@/lib/api-error';
import { userDataKeys } from '@/lib/auth/user-data';
import type { Tables } from '@/lib/database.gen';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';

export type CheckoutProfile = Pick<
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
const checkoutKeys = {
  profile: (userId: string) => [...userDataKeys.of(userId), 'checkout', 'profile'] as const,
  addresses: (userId: string) => [...userDataKeys.of(userId), 'checkout', 'addresses'] as const,
};

export function checkoutProfileQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: checkoutKeys.profile(userId),
    queryFn: async (): Promise<CheckoutProfile> =>
      dataOrThrow(
        await (
          await getSupabase()
        )
          .from('profiles')
          .select(
            'full_name, phone, customer_type, company_name, vat_number, tax_code, sdi_code, pec',
          )
          .eq('id', userId)
          .single(),
      ),
  });
}

export function savedAddressesQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: checkoutKeys.addresses(userId),
    queryFn: async (): Promise<SavedAddress[]> =>
      dataOrThrow(
        await (
          await getSupabase()
        )
          .from('delivery_addresses')
          .select('*')
          .eq('user_id', userId)
          .order('is_default', { ascending: false })
          .order('created_at', { ascending: true }),
      ),
  });
}
