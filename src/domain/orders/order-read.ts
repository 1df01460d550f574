import { dataOrThrow } from '@/lib/api-error';
import type { OrderClient } from '@/domain/orders/order-client';
import { type OrderRecord, orderRecordSchema } from '@/domain/orders/order-schemas';

// Row level security shows a customer their own orders and their business's (decision 015); the
// explicit account filter also keeps an admin's "my orders" to their own (admins may read
// everyone's). `accountIds`: the person's own id and, in a team, the business's.
const orderColumns = `id, order_number, status, payment_method, payment_status, subtotal, discount,
  shipping, total, delivery_date, delivery_address, invoice_data, notes, created_at, cancelled_at,
  paid_at, payment_reference, payment_due_at, cancellation_reason, tracking_url,
  payment_terms, payment_term_days, payment_due_on, placed_by_name, approved_by_name,
  items:order_items(product_id, product_name, product_slug, unit_price, quantity, line_total,
    allergens, bundle_id, bundle_label, line_number),
  history:order_status_history(to_status, changed_at)`;

interface RawOrder {
  items: { line_number: number }[];
  history: { changed_at: string }[];
}

// Embedded lines and timeline arrive unordered: lines by number, the timeline by time.
function toRecord(row: unknown): OrderRecord {
  const raw = row as RawOrder;
  return orderRecordSchema.parse({
    ...(row as object),
    items: [...raw.items].sort((a, b) => a.line_number - b.line_number),
    history: [...raw.history].sort((a, b) => a.changed_at.localeCompare(b.changed_at)),
  });
}

/** Where a page of the order list ends: the last order's time and id (newest first). */
export interface OrderCursor {
  createdAt: string;
  id: string;
}

export interface OrdersPage {
  orders: OrderRecord[];
  /** Where the next page starts; null on the last page. */
  next: OrderCursor | null;
}

/** Orders per page of "I miei ordini": the API caps any answer at 1,000 rows (issue 22). */
export const ORDERS_PAGE_SIZE = 20;

/**
 * One page of the customer's orders, newest first, after `cursor` (keyset pagination on
 * created_at and id: an order placed meanwhile never shifts or repeats the pages that follow).
 */
export async function fetchOrdersPageWith(
  client: OrderClient,
  accountIds: readonly string[],
  cursor: OrderCursor | null = null,
  pageSize: number = ORDERS_PAGE_SIZE,
): Promise<OrdersPage> {
  let query = client
    .from('orders')
    .select(orderColumns)
    .in('user_id', [...accountIds]);
  if (cursor) {
    // Quoted: a timestamp holds characters PostgREST's logic trees reserve.
    const at = `"${cursor.createdAt}"`;
    query = query.or(`created_at.lt.${at},and(created_at.eq.${at},id.lt.${cursor.id})`);
  }
  const rows = dataOrThrow(
    await query
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(pageSize + 1)
      .retry(false),
  ).map(toRecord);
  const orders = rows.slice(0, pageSize);
  const last = orders.at(-1);
  return {
    orders,
    next: rows.length > pageSize && last ? { createdAt: last.created_at, id: last.id } : null,
  };
}

/** One of the customer's orders by its number (BDB-2026-000123), or null. */
export async function fetchOrderByNumberWith(
  client: OrderClient,
  accountIds: readonly string[],
  orderNumber: string,
): Promise<OrderRecord | null> {
  const row = dataOrThrow(
    await client
      .from('orders')
      .select(orderColumns)
      .in('user_id', [...accountIds])
      .eq('order_number', orderNumber)
      .limit(1)
      .retry(false),
  )[0];
  return row ? toRecord(row) : null;
}

/**
 * The order a /checkout/success/<reference> page is about: a Stripe Checkout session id
 * (`cs_…`, stored as payment_reference) for card orders, the order number for the others.
 * Another customer's reference finds nothing.
 */
export async function fetchOrderByReferenceWith(
  client: OrderClient,
  accountIds: readonly string[],
  reference: string,
): Promise<OrderRecord | null> {
  if (!reference.startsWith('cs_')) return fetchOrderByNumberWith(client, accountIds, reference);
  const row = dataOrThrow(
    await client
      .from('orders')
      .select(orderColumns)
      .in('user_id', [...accountIds])
      .eq('payment_reference', reference)
      .limit(1)
      .retry(false),
  )[0];
  return row ? toRecord(row) : null;
}
