import type { ApiClient } from '@/features/admin/api/api-client';
import {
  type OrderListFilters,
  orderSearchFilter,
} from '@/features/admin/orders/order-list-filters';
import type { OrderStatus } from '@/features/admin/orders/order-status';
import { dataOrThrow } from '@/lib/api-error';
import type { Tables } from '@/lib/database.gen';

export const ORDERS_PAGE_SIZE = 25;

const listColumns =
  'id, order_number, status, created_at, delivery_date, customer_name, customer_email, total, payment_method, payment_status, invoice_data';

export type OrderListRow = Pick<
  Tables<'orders'>,
  | 'id'
  | 'order_number'
  | 'status'
  | 'created_at'
  | 'delivery_date'
  | 'customer_name'
  | 'customer_email'
  | 'total'
  | 'payment_method'
  | 'payment_status'
  | 'invoice_data'
>;

export interface OrderPage {
  rows: OrderListRow[];
  total: number;
}

/** One page of orders, newest first (admins see every order through RLS). */
export async function fetchOrders(
  client: ApiClient,
  filters: OrderListFilters,
): Promise<OrderPage> {
  const page = filters.page ?? 1;
  let query = client.from('orders').select(listColumns, { count: 'exact' });
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.payment) query = query.eq('payment_status', filters.payment);
  if (filters.delivery) query = query.eq('delivery_date', filters.delivery);
  const search = orderSearchFilter(filters.q);
  if (search) query = query.or(search);
  const result = await query
    .order('created_at', { ascending: false })
    .range((page - 1) * ORDERS_PAGE_SIZE, page * ORDERS_PAGE_SIZE - 1);
  return { rows: dataOrThrow(result), total: result.count ?? 0 };
}

export type OrderDetail = Tables<'orders'> & {
  order_items: Tables<'order_items'>[];
  order_status_history: Tables<'order_status_history'>[];
};

/** An order with its lines and timeline. */
export async function fetchOrder(client: ApiClient, orderId: string): Promise<OrderDetail> {
  return dataOrThrow(
    await client
      .from('orders')
      .select('*, order_items(*), order_status_history(*)')
      .eq('id', orderId)
      .order('line_number', { referencedTable: 'order_items' })
      .order('changed_at', { referencedTable: 'order_status_history' })
      .single(),
  );
}

/**
 * Moves the order on. The database checks the admin (RLS) and the transition (trigger:
 * `invalid_status_transition`); the UPDATE answers the stored row.
 */
export async function setOrderStatus(
  client: ApiClient,
  orderId: string,
  status: Exclude<OrderStatus, 'received'>,
): Promise<void> {
  dataOrThrow(
    await client.from('orders').update({ status }).eq('id', orderId).select('id').single(),
  );
}

/** Asks the `order-status-notification` function to e-mail the customer the status reached. */
export async function notifyCustomerOfStatus(
  client: ApiClient,
  orderId: string,
  status: Exclude<OrderStatus, 'received'>,
): Promise<void> {
  const { error } = await client.functions.invoke('order-status-notification', {
    body: { order_id: orderId, status },
  });
  if (error) throw error;
}
