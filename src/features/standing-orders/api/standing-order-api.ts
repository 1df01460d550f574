// The standing-order screen's calls (issue 23). Reads go through RLS (the customer's own rows);
// every change is a database function that acts only on the caller's standing order (one
// delivery's and the status's changes go through offline/outbox/standing-outbox, which can wait).
import type { ShopSupabaseClient } from '@/lib/supabase-shop-client';
import { dataOrThrow, okOrThrow } from '@/lib/api-error';
import type { Json, Tables } from '@/types/database.gen';
import type { DeliveryLine, StandingLine } from '@/features/standing-orders/standing-order-plan';

export type StandingOrderClient = ShopSupabaseClient;
export type StandingOrderRow = Tables<'standing_orders'>;
export type StandingPaymentMethod = 'bank_transfer' | 'cash_on_delivery';

export interface StandingOrder {
  order: StandingOrderRow;
  lines: StandingLine[];
}

export interface StandingDelivery {
  delivery_date: string;
  cutoff_at: string;
  delivery_day: boolean;
  /** Why the bakery or the business is closed that day (decision 015), or null. */
  closure?: string | null;
  skipped: boolean;
  changed: boolean;
  lines: DeliveryLine[];
  run: { outcome: string; order_id: string | null; message: string | null } | null;
}

/** The account's standing order (the business's for a member of its team), or null. */
export async function fetchStandingOrder(
  client: StandingOrderClient,
  customerId: string,
): Promise<StandingOrder | null> {
  const rows = dataOrThrow(
    await client.from('standing_orders').select('*').eq('user_id', customerId).limit(1),
  );
  const order = rows[0];
  if (!order) return null;
  const lines = dataOrThrow(
    await client
      .from('standing_order_lines')
      .select('weekday, product_id, quantity')
      .eq('standing_order_id', order.id),
  );
  return { order, lines };
}

export async function fetchStandingDeliveries(
  client: StandingOrderClient,
  customerId?: string,
): Promise<StandingDelivery[]> {
  const result = await client.rpc('standing_order_deliveries', {
    days: 14,
    ...(customerId ? { customer_id: customerId } : {}),
  });
  return dataOrThrow(result) as unknown as StandingDelivery[];
}

export interface StandingOrderFields {
  lines: StandingLine[];
  address_id: string;
  payment_method: StandingPaymentMethod;
  starts_on: string;
  notes?: string;
}

export async function saveStandingOrder(
  client: StandingOrderClient,
  fields: StandingOrderFields,
): Promise<void> {
  okOrThrow(
    await client.rpc('save_standing_order', { ...fields, lines: fields.lines as unknown as Json }),
  );
}
