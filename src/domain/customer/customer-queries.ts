import { queryOptions } from '@tanstack/react-query';
import { dataOrThrow } from '@/lib/api-error';
import { userDataKeys } from '@/domain/auth/user-data';
import type { CurrentCustomer } from '@/domain/customer/current-customer';
import { customerCopy } from '@/domain/customer/customer-copy';
import { networkFirst } from '@/lib/network/network-first';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';

export type { SavedAddress } from '@/domain/customer/current-customer';

/**
 * What an order needs of the customer: the account they act for (theirs, or their business's),
 * its invoice data, calendar, terms and saved addresses, and their role there.
 */
export type CustomerProfile = CurrentCustomer;

// What the checkout reads of the customer. Own keys: the profile page's queries belong to its
// feature.
const customerKeys = {
  profile: (userId: string) => [...userDataKeys.of(userId), 'checkout', 'profile'] as const,
};

// The answer's schema (and zod with it) loads with the first read, beside the request: the
// product grid imports this module for the business prices, so a static import put zod on
// the start path of every catalogue page, signed in or not (decision 017 item 36).
const loadCustomerSchemas = () => import('@/domain/customer/current-customer');

async function fetchCustomerProfile(): Promise<CustomerProfile> {
  const schemas = loadCustomerSchemas();
  // Awaited below; a failed download the request's own failure overtakes is not unhandled.
  schemas.catch(() => undefined);
  const supabase = await getSupabase();
  const answer = await supabase.rpc('current_customer');
  const { customerSchemas } = await schemas;
  return customerSchemas().currentCustomer.parse(dataOrThrow(answer));
}

/**
 * The customer's account, network first: offline it comes from the device (issue 20), so a
 * restaurant can order on a day without connection even if it never opened the checkout. A
 * member removed from a team reads their own account at the next read, and the device keeps
 * that instead, forgetting the team's orders and prices.
 */
export function customerProfileQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    // Asked again on every page that shows it, even when the copy kept across a reload is
    // fresh by the group's 2 minutes: the bakery changes it (a business approved, terms, a
    // team role) while the customer is away, and the e-mail saying so links here.
    refetchOnMount: 'always',
    queryKey: customerKeys.profile(userId),
    queryFn: () =>
      networkFirst({
        network: fetchCustomerProfile,
        remember: async (profile) => (await customerCopy.load()).rememberProfile(userId, profile),
        fallback: async () => (await (await customerCopy.load()).readProfile(userId))?.data,
      }),
  });
}

/** The account's saved delivery addresses, default first: part of the account's answer. */
export function savedAddressesQueryOptions(userId: string) {
  return queryOptions({
    ...customerProfileQueryOptions(userId),
    select: (profile: CustomerProfile) => profile.addresses,
  });
}
