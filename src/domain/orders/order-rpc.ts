import { dataOrThrow } from '@/lib/api-error';
import type { Json } from '@/types/database.gen';
import type { OrderClient } from '@/domain/orders/order-client';
import type { OrderLineInput } from '@/domain/orders/order-line-types';
import {
  type ApprovalRequest,
  approvalAnswerSchema,
  type DeliveryAddressSnapshot,
  type InvoiceData,
  type OrderQuote,
  orderQuoteSchema,
  type PaymentMethod,
  type PlacedOrder,
  placedOrderSchema,
} from '@/domain/orders/order-schemas';

/** What the checkout (or the offline outbox) sends to place one order. */
export interface PlaceOrderInput {
  lines: OrderLineInput[];
  /** 'YYYY-MM-DD', one of `available_delivery_dates()`. */
  deliveryDate: string;
  paymentMethod: PaymentMethod;
  /** One per checkout attempt: the same key never places two orders. */
  idempotencyKey: string;
  /** A saved address of the customer's… */
  addressId?: string;
  /** …or a new one, used for this order only. */
  address?: Omit<DeliveryAddressSnapshot, 'label'> & { label?: string | null };
  notes?: string;
  /** A private customer's invoice request; a business's invoice data are the server's own. */
  invoiceData?: InvoiceData;
  /**
   * The account the order was prepared for (the business, or the customer): if the person acts
   * for another one when it is sent — removed from a team meanwhile — nothing is placed.
   */
  forCustomer?: string;
}

/**
 * What placing answers: the order, or — for a team member above their purchase limit — the
 * request the owner approves (decision 015). `replayed`: the key had been used already.
 */
export type PlaceOrderOutcome =
  | { kind: 'order'; order: PlacedOrder; replayed: boolean }
  | { kind: 'approval'; request: ApprovalRequest; replayed: boolean };

// Every RPC here raises stable codes in `message` and an Italian `hint` (ApiError).

/** Prices cart lines like `place_order` without writing anything. */
export async function quoteOrderWith(
  client: OrderClient,
  lines: OrderLineInput[],
): Promise<OrderQuote> {
  const data = dataOrThrow(
    await client.rpc('quote_order', { lines: lines as unknown as Json }).retry(false),
  );
  return orderQuoteSchema.parse(data);
}

/** Places the order; a key already used answers what it placed the first time. */
export async function placeOrderWith(
  client: OrderClient,
  input: PlaceOrderInput,
): Promise<PlaceOrderOutcome> {
  const data = dataOrThrow(
    await client
      .rpc('place_order', {
        lines: input.lines as unknown as Json,
        delivery_date: input.deliveryDate,
        payment_method: input.paymentMethod,
        idempotency_key: input.idempotencyKey,
        ...(input.addressId ? { address_id: input.addressId } : {}),
        ...(input.address ? { address: input.address as unknown as Json } : {}),
        ...(input.notes?.trim() ? { notes: input.notes.trim() } : {}),
        ...(input.invoiceData ? { invoice_data: input.invoiceData as unknown as Json } : {}),
        ...(input.forCustomer ? { for_customer: input.forCustomer } : {}),
      })
      .retry(false),
  );
  const approval = approvalAnswerSchema.safeParse(data);
  if (approval.success) {
    return {
      kind: 'approval',
      request: approval.data.approval_request,
      replayed: approval.data.replayed ?? false,
    };
  }
  const order = placedOrderSchema.parse(data);
  return { kind: 'order', order, replayed: order.replayed ?? false };
}

/** Cancels the caller's order (server rule: still 'received', within 2 hours). */
export async function cancelOrderWith(client: OrderClient, orderId: string): Promise<PlacedOrder> {
  const data = dataOrThrow(await client.rpc('cancel_order', { order_id: orderId }).retry(false));
  return placedOrderSchema.parse(data);
}

/** The two delivery days a customer may choose right now ('YYYY-MM-DD'). */
export async function fetchDeliveryDatesWith(client: OrderClient): Promise<string[]> {
  return dataOrThrow(await client.rpc('available_delivery_dates', {}).retry(false));
}
