import { queryOptions } from '@tanstack/react-query';
import {
  fetchCustomerStanding,
  fetchExpectedStanding,
} from '@/features/back-office/api/standing-orders-api';
import {
  fetchCustomer,
  fetchCustomers,
  fetchDashboard,
  fetchProductionPlan,
} from '@/features/back-office/api/admin-reports-api';
import {
  fetchBusinessAccount,
  fetchBusinessRequests,
  fetchClosures,
  fetchOverdueAccounts,
  type RequestStatus,
} from '@/features/back-office/api/business-api';
import { fetchOpenDocuments } from '@/features/back-office/api/documents-api';
import { fetchSubscriberPage } from '@/features/back-office/api/newsletter-api';
import { fetchOrderDocuments } from '@/domain/documents/order-documents';
import { fetchAccountStatement } from '@/domain/customer/account-statement';
import { fetchNotificationFeed } from '@/features/back-office/api/notifications-api';
import { fetchOrder, fetchOrders } from '@/features/back-office/api/orders-api';
import type { OrderListFilters } from '@/features/back-office/orders/order-list-filters';
import { cacheGroups } from '@/lib/query-cache-groups';
import { getSupabase } from '@/lib/supabase';

/** Query keys of the admin console; everything sits under ['admin'] (cache group "admin"). */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  orderList: (filters: OrderListFilters) => [...adminKeys.orders(), 'list', filters] as const,
  order: (id: string) => [...adminKeys.orders(), 'detail', id] as const,
  productionPlan: (day: string) => [...adminKeys.orders(), 'production', day] as const,
  customers: () => [...adminKeys.all, 'customers'] as const,
  customerList: (search: string, page: number) =>
    [...adminKeys.customers(), 'list', search, page] as const,
  customer: (id: string) => [...adminKeys.customers(), 'detail', id] as const,
  customerStanding: (id: string) => [...adminKeys.customers(), 'standing-order', id] as const,
  expectedStanding: (day: string) => [...adminKeys.orders(), 'standing-expected', day] as const,
  subscribers: () => [...adminKeys.all, 'subscribers'] as const,
  subscriberPage: (search: string, page: number) =>
    [...adminKeys.subscribers(), search, page] as const,
  notifications: () => [...adminKeys.all, 'notifications'] as const,
  businessRequests: (status: string) =>
    [...adminKeys.customers(), 'business-requests', status] as const,
  businessAccount: (id: string) => [...adminKeys.customers(), 'business-account', id] as const,
  statement: (id: string) => [...adminKeys.customers(), 'statement', id] as const,
  overdue: () => [...adminKeys.customers(), 'overdue'] as const,
  closures: () => [...adminKeys.all, 'closures'] as const,
  documents: () => [...adminKeys.all, 'documents'] as const,
  openDocuments: () => [...adminKeys.documents(), 'open'] as const,
  /** Under the orders: a status change (shipping issues the DDT) refreshes an order's papers. */
  orderDocuments: (orderId: string) => [...adminKeys.orders(), 'documents', orderId] as const,
};

export const dashboardQueryOptions = () =>
  queryOptions({
    ...cacheGroups.admin,
    queryKey: adminKeys.dashboard(),
    queryFn: async () => fetchDashboard(await getSupabase()),
  });

export const orderListQueryOptions = (filters: OrderListFilters) =>
  queryOptions({
    ...cacheGroups.admin,
    queryKey: adminKeys.orderList(filters),
    queryFn: async () => fetchOrders(await getSupabase(), filters),
  });

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    ...cacheGroups.admin,
    queryKey: adminKeys.order(orderId),
    queryFn: async () => fetchOrder(await getSupabase(), orderId),
  });

export const productionPlanQueryOptions = (day: string) =>
  queryOptions({
    ...cacheGroups.admin,
    queryKey: adminKeys.productionPlan(day),
    queryFn: async () => fetchProductionPlan(await getSupabase(), day),
  });

export const customerListQueryOptions = (search: string, page: number) =>
  queryOptions({
    ...cacheGroups.admin,
    queryKey: adminKeys.customerList(search, page),
    queryFn: async () => fetchCustomers(await getSupabase(), search, page),
  });

export const customerQueryOptions = (customerId: string) =>
  queryOptions({
    ...cacheGroups.admin,
    queryKey: adminKeys.customer(customerId),
    queryFn: async () => fetchCustomer(await getSupabase(), customerId),
  });

export const subscriberPageQueryOptions = (search: string, page: number) =>
  queryOptions({
    ...cacheGroups.admin,
    queryKey: adminKeys.subscriberPage(search, page),
    queryFn: async () => fetchSubscriberPage(await getSupabase(), search, page),
  });

export const notificationFeedQueryOptions = () =>
  queryOptions({
    ...cacheGroups.admin,
    queryKey: adminKeys.notifications(),
    queryFn: async () => fetchNotificationFeed(await getSupabase()),
  });

export const expectedStandingQueryOptions = (day: string) =>
  queryOptions({
    ...cacheGroups.admin,
    queryKey: adminKeys.expectedStanding(day),
    queryFn: async () => fetchExpectedStanding(await getSupabase(), day),
  });

export const customerStandingQueryOptions = (customerId: string) =>
  queryOptions({
    ...cacheGroups.admin,
    queryKey: adminKeys.customerStanding(customerId),
    queryFn: async () => fetchCustomerStanding(await getSupabase(), customerId),
  });

export const businessRequestsQueryOptions = (status: RequestStatus) =>
  queryOptions({
    ...cacheGroups.admin,
    queryKey: adminKeys.businessRequests(status),
    queryFn: async () => fetchBusinessRequests(await getSupabase(), status),
  });

export const businessAccountQueryOptions = (customerId: string) =>
  queryOptions({
    ...cacheGroups.admin,
    queryKey: adminKeys.businessAccount(customerId),
    queryFn: async () => fetchBusinessAccount(await getSupabase(), customerId),
  });

export const customerStatementQueryOptions = (customerId: string) =>
  queryOptions({
    ...cacheGroups.admin,
    queryKey: adminKeys.statement(customerId),
    queryFn: async () => fetchAccountStatement(await getSupabase(), customerId),
  });

export const overdueAccountsQueryOptions = () =>
  queryOptions({
    ...cacheGroups.admin,
    queryKey: adminKeys.overdue(),
    queryFn: async () => fetchOverdueAccounts(await getSupabase()),
  });

/** The closures still to come and those of the last 90 days. */
export const closuresQueryOptions = () =>
  queryOptions({
    ...cacheGroups.admin,
    queryKey: adminKeys.closures(),
    queryFn: async () => {
      const since = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
      return fetchClosures(await getSupabase(), since);
    },
  });

export const openDocumentsQueryOptions = () =>
  queryOptions({
    ...cacheGroups.admin,
    queryKey: adminKeys.openDocuments(),
    queryFn: async () => fetchOpenDocuments(await getSupabase()),
  });

export const adminOrderDocumentsQueryOptions = (orderId: string) =>
  queryOptions({
    ...cacheGroups.admin,
    queryKey: adminKeys.orderDocuments(orderId),
    queryFn: async () => fetchOrderDocuments(await getSupabase(), orderId),
  });
