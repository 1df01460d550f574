import type { ApiClient } from '@/features/back-office/api/api-client';
import { type OrderListRow, orderListSchema } from '@/features/back-office/api/admin-schemas';
import type { OrderListFilters } from '@/features/back-office/orders/order-list-filters';
import type { OrderStatus } from '@/features/back-office/orders/order-status';
import { dataOrThrow } from '@/lib/api-error';
import type { Tables } from '@/types/database.gen';

export const ORDERS_PAGE_SIZE = 25;

export type { OrderListRow };

export interface OrderPage {
  rows: OrderListRow[];
  /** Where this page starts in the whole list (0 for the first page). */
  offset: number;
  /** Whether older orders follow. */
  hasNext: boolean;
}

/**
 * One page of orders, newest first (`admin_orders`, admins only). No total: counting a million
 * matching orders costs more than the page itself; the function says whether a page follows.
 */
export async function fetchOrders(
  client: ApiClient,
  filters: OrderListFilters,
): Promise<OrderPage> {
  const offset = ((filters.page ?? 1) - 1) * ORDERS_PAGE_SIZE;
  const data = dataOrThrow(
    await client.rpc('admin_orders', {
      ...(filters.q ? { search: filters.q } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.payment ? { payment_status: filters.payment } : {}),
      ...(filters.delivery ? { delivery_date: filters.delivery } : {}),
      ...(filters.customer ? { customer_id: filters.customer } : {}),
      result_limit: ORDERS_PAGE_SIZE,
      result_offset: offset,
    }),
  );
  const page = orderListSchema.parse(data);
  return { rows: page.orders, offset, hasNext: page.has_next };
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

/**
 * E-mails the customer the status reached. Cancelled and shipped orders have their e-mail
 * queued by the database (with the refund of a paid card order, and the tracking link):
 * `order-follow-up` sends what is due. The other statuses go through
 * `order-status-notification`.
 */
export async function notifyCustomerOfStatus(
  client: ApiClient,
  orderId: string,
  status: Exclude<OrderStatus, 'received'>,
): Promise<void> {
  const { error } =
    status === 'cancelled' || status === 'shipped'
      ? await client.functions.invoke('order-follow-up', { body: {} })
      : await client.functions.invoke('order-status-notification', {
          body: { order_id: orderId, status },
        });
  if (error) throw error;
}

/** "Bonifico ricevuto" / "Contanti incassati": the database checks the admin and the order. */
export async function recordPayment(
  client: ApiClient,
  orderId: string,
  receivedOn: string,
): Promise<void> {
  dataOrThrow(await client.rpc('record_payment', { order_id: orderId, received_on: receivedOn }));
}

/** The courier's tracking page (https), or null to remove it. */
export async function setTrackingUrl(
  client: ApiClient,
  orderId: string,
  trackingUrl: string | null,
): Promise<void> {
  dataOrThrow(
    await client
      .from('orders')
      .update({ tracking_url: trackingUrl })
      .eq('id', orderId)
      .select('id')
      .single(),
  );
}

/** The name of the admin who recorded a payment (profiles are readable by admins). */
export async function fetchPersonName(client: ApiClient, userId: string): Promise<string | null> {
  const [row] = dataOrThrow(
    await client.from('profiles').select('full_name, email').eq('id', userId).limit(1),
  );
  return row ? (row.full_name ?? row.email) : null;
}

/** The courier named on the delivery note (NULL: the bakery delivers). */
export async function setCarrierName(
  client: ApiClient,
  orderId: string,
  carrierName: string | null,
): Promise<void> {
  dataOrThrow(
    await client
      .from('orders')
      .update({ carrier_name: carrierName })
      .eq('id', orderId)
      .select('id')
      .single(),
  );
}
