import { queryOptions } from '@tanstack/react-query';
import { userDataKeys } from '@/domain/auth/user-data';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';
import {
  fetchStandingDeliveries,
  fetchStandingOrder,
} from '@/features/standing-orders/api/standing-order-api';

/** Under the signed-in user's root: signing out removes them (domain/auth/user-data). */
export const standingOrderKeys = {
  all: (userId: string) => [...userDataKeys.of(userId), 'standing-order'] as const,
  order: (userId: string) => [...standingOrderKeys.all(userId), 'order'] as const,
  deliveries: (userId: string) => [...standingOrderKeys.all(userId), 'deliveries'] as const,
};

/**
 * The standing order of the account the person orders for (their business, or themselves:
 * `customerId` from the account's answer, decision 015).
 */
export function standingOrderQueryOptions(userId: string, customerId: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: [...standingOrderKeys.order(userId), customerId] as const,
    queryFn: async () => fetchStandingOrder(await getSupabase(), customerId),
  });
}

export function standingDeliveriesQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: standingOrderKeys.deliveries(userId),
    queryFn: async () => fetchStandingDeliveries(await getSupabase()),
  });
}
