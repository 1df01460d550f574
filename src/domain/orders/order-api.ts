// The order API the checkout, the orders pages and the offline outbox share. Keep these
// signatures stable: the outbox replays orders prepared offline through `placeOrder` with the
// idempotency key it stored, so a retry after a lost answer never places a second order.
import { requestOrderFollowUp } from '@/domain/orders/order-follow-up';
import type { OrderLineInput } from '@/domain/orders/order-lines';
import {
  type CardCheckout,
  requestOrderConfirmationWith,
  startCardPaymentWith,
} from '@/domain/orders/order-payment';
import {
  cancelOrderWith,
  fetchDeliveryDatesWith,
  type PlaceOrderInput,
  type PlaceOrderOutcome,
  placeOrderWith,
  quoteOrderWith,
} from '@/domain/orders/order-rpc';
import type { OrderQuote, PlacedOrder } from '@/domain/orders/order-schemas';
import { getSupabase } from '@/lib/supabase';

export type { PlaceOrderInput, PlaceOrderOutcome } from '@/domain/orders/order-rpc';
export type { OrderLineInput } from '@/domain/orders/order-lines';
export type { OrderQuote, PlacedOrder } from '@/domain/orders/order-schemas';

/**
 * Places an order priced by the server (`place_order`), or sends it to the owner above a team
 * member's limit. Throws an `ApiError` whose `message` is the stable code
 * (`insufficient_stock`, `invalid_delivery_date`, …) and `hint` Italian.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  return placeOrderWith(await getSupabase(), input);
}

/** The cart priced by the server, with shortages, without writing anything. */
export async function quoteOrder(lines: OrderLineInput[]): Promise<OrderQuote> {
  return quoteOrderWith(await getSupabase(), lines);
}

/**
 * Cancels one of the caller's orders within the 2-hour window, then has the cancellation
 * e-mail (and the refund of a paid card order) sent at once.
 */
export async function cancelOrder(orderId: string): Promise<PlacedOrder> {
  const client = await getSupabase();
  const cancelled = await cancelOrderWith(client, orderId);
  requestOrderFollowUp(client);
  return cancelled;
}

/** The delivery days the customer may choose now. */
export async function availableDeliveryDates(): Promise<string[]> {
  return fetchDeliveryDatesWith(await getSupabase());
}

/** A fresh idempotency key for one checkout attempt (the server accepts 8–100 of [A-Za-z0-9_.:-]). */
export function newIdempotencyKey(): string {
  return `chk_${crypto.randomUUID()}`;
}

/** The card payment page of one of the caller's card orders ({ url, sessionId }). */
export async function startCardPayment(orderId: string): Promise<CardCheckout> {
  return startCardPaymentWith(await getSupabase(), orderId);
}

/** Sends the confirmation e-mail of a bank-transfer or cash order (at most once). */
export async function requestOrderConfirmation(orderId: string): Promise<'sent' | 'already_sent'> {
  return requestOrderConfirmationWith(await getSupabase(), orderId);
}
