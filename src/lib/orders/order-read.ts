import { dataOrThrow } from '@/lib/api-error';
import type { OrderClient } from '@/lib/orders/order-client';
import { type OrderRecord, orderRecordSchema } from '@/lib/orders/order-schemas';

// Row level security shows a customer only their own orders; the explicit user filter also
// keeps an admin's "my orders" to their own (admins may read everyone's).
const orderColumns = `id, order_number, status, payment_method, payment_status, subtotal, discount,
  shipping, total, delivery_date, delivery_address, invoice_data, notes, created_at, cancelled_at,
  paid_at, payment_reference,
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

/** The customer's orders, newest first. */
export async function fetchOrdersWith(client: OrderClient, userId: string): Promise<OrderRecord[]> {
  const rows = dataOrThrow(
    await client
      .from('orders')
      .select(orderColumns)
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .retry(false),
  );
  return rows.map(toRecord);
}

/** One of the customer's orders by its number (BDB-2026-000123), or null. */
export async function fetchOrderByNumberWith(
  client: OrderClient,
  userId: string,
  orderNumber: string,
): Promise<OrderRecord | null> {
  const row = dataOrThrow(
    await client
      .from('orders')
      .select(orderColumns)
      .eq('user_id', userId)
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
  userId: string,
  reference: string,
): Promise<OrderRecord | null> {
  if (!reference.startsWith('cs_')) return fetchOrderByNumberWith(client, userId, reference);
  const row = dataOrThrow(
    await client
      .from('orders')
      .select(orderColumns)
      .eq('user_id', userId)
      .eq('payment_reference', reference)
      .limit(1)
      .retry(false),
  )[0];
  return row ? toRecord(row) : null;
}
