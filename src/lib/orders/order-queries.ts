import { queryOptions } from '@tanstack/react-query';
import { userDataKeys } from '@/lib/auth/user-data';
import { availableDeliveryDates, quoteOrder } from '@/lib/orders/order-api';
import type { OrderLineInput } from '@/lib/orders/order-lines';
import {
  fetchOrderByNumberWith,
  fetchOrderByReferenceWith,
  fetchOrdersWith,
} from '@/lib/orders/order-read';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';

/**
 * Keys under the signed-in user's root (`['user', id, 'orders', …]`): signing out removes
 * them, so a shared kitchen tablet never shows the previous person's orders.
 */
export const orderKeys = {
  all: (userId: string) => [...userDataKeys.of(userId), 'orders'] as const,
  list: (userId: string) => [...orderKeys.all(userId), 'list'] as const,
  detail: (userId: string, orderNumber: string) =>
    [...orderKeys.all(userId), 'detail', orderNumber] as const,
  byReference: (userId: string, reference: string) =>
    [...orderKeys.all(userId), 'reference', reference] as const,
  quote: (userId: string, lines: OrderLineInput[]) =>
    [...userDataKeys.of(userId), 'checkout', 'quote', lines] as const,
  deliveryDates: (userId: string) => [...userDataKeys.of(userId), 'checkout', 'dates'] as const,
};

/** The customer's orders (cache group "user": 2 min fresh, refreshed when the tab returns). */
export function ordersQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: orderKeys.list(userId),
    queryFn: async () => fetchOrdersWith(await getSupabase(), userId),
  });
}

export function orderDetailQueryOptions(userId: string, orderNumber: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: orderKeys.detail(userId, orderNumber),
    queryFn: async () => fetchOrderByNumberWith(await getSupabase(), userId, orderNumber),
  });
}

export function orderByReferenceQueryOptions(userId: string, reference: string) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: orderKeys.byReference(userId, reference),
    queryFn: async () => fetchOrderByReferenceWith(await getSupabase(), userId, reference),
  });
}

/** The server's price of the cart; always asked again when the checkout opens. */
export function quoteQueryOptions(userId: string, lines: OrderLineInput[]) {
  return queryOptions({
    ...cacheGroups.user,
    staleTime: 0,
    queryKey: orderKeys.quote(userId, lines),
    queryFn: () => quoteOrder(lines),
  });
}

/** The delivery days depend on the clock and the cut-off time: never older than a minute. */
export function deliveryDatesQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    staleTime: 60_000,
    queryKey: orderKeys.deliveryDates(userId),
    queryFn: availableDeliveryDates,
  });
}
