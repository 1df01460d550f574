import type { PlaceOrderInput } from '@/domain/orders/order-rpc';
import type { OrderQuote } from '@/domain/orders/order-schemas';

/** The payment methods an order can be queued with: card payment needs a connection. */
export type OfflinePaymentMethod = 'bank_transfer' | 'cash_on_delivery';

/** The checkout's `placeOrder` input, for a method that works without a connection. */
export type OutboxOrderRequest = PlaceOrderInput & { paymentMethod: OfflinePaymentMethod };

/**
 * Where a queued order stands:
 * - `waiting`: prepared offline, sent when the connection returns;
 * - `sending`: being re-priced and placed right now;
 * - `needs-confirmation`: the server's prices differ from the ones the buyer saw — nothing is
 *   placed until they confirm (`newQuote`), which queues it again at those prices;
 * - `failed`: the server refused it (e.g. a product sold out) — `problem` says why;
 * - `placed`: the order exists (`orderNumber`); kept so the buyer sees it went through;
 * - `awaiting-approval`: above the sender's purchase limit, it went to the business's owner
 *   (`approvalRequestId`, decision 015), who places it when they approve.
 */
export type OutboxStatus =
  'waiting' | 'sending' | 'needs-confirmation' | 'failed' | 'placed' | 'awaiting-approval';

/** One order in the outbox (Dexie table `orderOutbox`), keyed by its idempotency key. */
export interface OutboxEntry {
  /** The idempotency key: one entry can only ever become one order. */
  id: string;
  /** The customer who queued it: only their session may send it. */
  userId: string;
  /** Epoch ms. */
  createdAt: number;
  request: OutboxOrderRequest;
  /** The prices the buyer saw when queueing (null when the quote itself was not available). */
  quote: OrderQuote | null;
  status: OutboxStatus;
  /** When a tab started sending it (epoch ms): a send cut short by a closed tab is retried. */
  sendingSince?: number;
  /** The server's re-pricing when it differs from `quote`. */
  newQuote?: OrderQuote;
  /** An Italian sentence for `failed`. */
  problem?: string;
  orderId?: string;
  orderNumber?: string;
  approvalRequestId?: string;
}
