import { queryOptions } from '@tanstack/react-query';
import { fetchAddresses } from '@/features/account/api/address-api';
import { fetchMyInvitations, fetchTeam } from '@/features/account/api/business-api';
import { fetchProfile } from '@/features/account/api/profile-api';
import { userDataKeys } from '@/domain/auth/user-data';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';

/** Keys under the signed-in user's root: signing out removes them (domain/auth/user-data). */
export const accountKeys = {
  profile: (userId: string) => [...userDataKeys.of(userId), 'profile'] as const,
  addresses: (userId: string) => [...userDataKeys.of(userId), 'addresses'] as const,
  invitations: (userId: string) => [...userDataKeys.of(userId), 'invitations'] as const,
  team: (userId: string) => [...userDataKeys.of(userId), 'team'] as const,
};

/** The profile row (cache group "user": 2 min fresh, refreshed when the tab returns). */
export function profileQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: accountKeys.profile(userId),
    queryFn: async () => fetchProfile(await getSupabase(), userId),
  });
}

export function addressesQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: accountKeys.addresses(userId),
    queryFn: async () => fetchAddresses(await getSupabase(), userId),
  });
}

/** The invitations waiting for the signed-in person's e-mail address (decision 015). */
export function myInvitationsQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: accountKeys.invitations(userId),
    queryFn: async () => fetchMyInvitations(await getSupabase()),
  });
}

/** The owner's team and open invitations. */
export function teamQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: accountKeys.team(userId),
    queryFn: async () => fetchTeam(await getSupabase()),
  });
}
