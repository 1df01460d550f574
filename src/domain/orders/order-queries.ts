import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { availableDeliveryDates, quoteOrder } from '@/domain/orders/order-api';
import type { OrderLineInput } from '@/domain/orders/order-lines';
import { availableDeliveryDatesAt } from '@/domain/orders/offline-delivery-dates';
import {
  fetchOrderByNumberWith,
  fetchOrderByReferenceWith,
  fetchOrdersPageWith,
  type OrderCursor,
} from '@/domain/orders/order-read';
import {
  keptOrderByNumber,
  keptOrdersPage,
  type ListedOrdersPage,
} from '@/domain/orders/kept-orders';
import { networkFirst } from '@/lib/network/network-first';
import { ordersCopy } from '@/domain/orders/orders-copy';
import { orderKeys } from '@/domain/orders/order-keys';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';

/**
 * The customer's orders, a page at a time (cache group "user": 2 min fresh, refreshed when the
 * tab returns). Network first: offline, the pages come from the recent orders kept on the
 * device (issue 20), read-only.
 */
export function ordersQueryOptions(userId: string, accountIds: readonly string[]) {
  return infiniteQueryOptions({
    ...cacheGroups.user,
    queryKey: [...orderKeys.list(userId), ...accountIds],
    initialPageParam: null as OrderCursor | null,
    getNextPageParam: (last: ListedOrdersPage) => last.next,
    queryFn: ({ pageParam }): Promise<ListedOrdersPage> =>
      networkFirst({
        network: async () => fetchOrdersPageWith(await getSupabase(), accountIds, pageParam),
        remember: async (page) =>
          (await ordersCopy.load()).rememberOrders(
            userId,
            page.orders,
            pageParam !== null ? 'some' : page.next === null ? 'all' : 'newest',
          ),
        fallback: async () =>
          keptOrdersPage(await (await ordersCopy.load()).readOrders(userId), pageParam),
      }),
  });
}

export function orderDetailQueryOptions(
  userId: string,
  accountIds: readonly string[],
  orderNumber: string,
) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: orderKeys.detail(userId, orderNumber),
    queryFn: () =>
      networkFirst({
        network: async () => fetchOrderByNumberWith(await getSupabase(), accountIds, orderNumber),
        remember: async (order) => {
          if (order) await (await ordersCopy.load()).rememberOrders(userId, [order], 'some');
        },
        fallback: async () =>
          keptOrderByNumber(await (await ordersCopy.load()).readOrders(userId), orderNumber),
      }),
  });
}

export function orderByReferenceQueryOptions(
  userId: string,
  accountIds: readonly string[],
  reference: string,
) {
  return queryOptions({
    ...cacheGroups.user,
    queryKey: orderKeys.byReference(userId, reference),
    queryFn: async () => fetchOrderByReferenceWith(await getSupabase(), accountIds, reference),
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

/**
 * The delivery days depend on the clock and the cut-off time: never older than a minute.
 * Offline they are computed on the device with the server's rule, the kept settings' cut-off
 * and closures, and the account's closed weekdays (issue 20, decision 015); the server checks
 * the day again when the order is sent.
 */
export function deliveryDatesQueryOptions(userId: string) {
  return queryOptions({
    ...cacheGroups.user,
    staleTime: 60_000,
    queryKey: orderKeys.deliveryDates(userId),
    queryFn: () =>
      networkFirst({
        network: availableDeliveryDates,
        remember: async () => undefined,
        fallback: () => availableDeliveryDatesAt(new Date(), userId),
      }),
  });
}
