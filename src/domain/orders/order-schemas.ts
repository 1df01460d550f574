import { z } from 'zod/mini';
import { orderStatuses, paymentMethods, paymentStatuses } from '@/domain/orders/order-vocabulary';

// The JSON the order RPCs answer, checked at the boundary: amounts are euros as JSON numbers.

export {
  orderStatuses,
  type OrderStatus,
  paymentMethods,
  type PaymentMethod,
  paymentStatuses,
  type PaymentStatus,
} from '@/domain/orders/order-vocabulary';

const quotedProductSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  slug: z.string(),
  unit_price: z.number(),
  quantity: z.number(),
  line_total: z.number(),
});

const quotedLineSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('product'),
    product_id: z.string(),
    name: z.string(),
    slug: z.string(),
    /** The catalogue's price per pack, when a price list or tier changed it (decision 012). */
    list_price: z.optional(z.number()),
    tier: z.optional(z.nullable(z.object({ min_packs: z.number(), percent_off: z.number() }))),
    unit_price: z.number(),
    quantity: z.number(),
    line_total: z.number(),
  }),
  z.object({
    kind: z.literal('bundle'),
    bundle_id: z.string(),
    label: z.string(),
    packs: z.number(),
    items: z.array(quotedProductSchema),
    /** One copy's goods before the discount. */
    unit_price: z.number(),
    unit_discount: z.number(),
    quantity: z.number(),
    discount: z.number(),
    line_total: z.number(),
  }),
]);

export const orderQuoteSchema = z.object({
  lines: z.array(quotedLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  total: z.number(),
  free_shipping_threshold: z.number(),
  /** The goods an order needs for delivery, and what is still missing (decision 012). */
  minimum_order: z.optional(z.number()),
  missing_for_minimum: z.optional(z.number()),
  shortages: z.array(
    z.object({
      product_id: z.string(),
      name: z.string(),
      requested: z.number(),
      available: z.number(),
    }),
  ),
});

/** `quote_order`'s answer: the cart priced by the server, with stock shortages. */
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
export type QuotedLine = OrderQuote['lines'][number];

const nullableText = z.optional(z.nullable(z.string()));

export const deliveryAddressSnapshotSchema = z.object({
  label: nullableText,
  recipient: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  province: z.string(),
  phone: nullableText,
  notes: nullableText,
});
export type DeliveryAddressSnapshot = z.infer<typeof deliveryAddressSnapshotSchema>;

export const invoiceDataSchema = z.object({
  customer_type: z.string(),
  company_name: nullableText,
  vat_number: nullableText,
  tax_code: nullableText,
  sdi_code: nullableText,
  pec: nullableText,
});
export type InvoiceData = z.infer<typeof invoiceDataSchema>;

export const orderItemSchema = z.object({
  product_id: z.string(),
  product_name: z.string(),
  product_slug: z.string(),
  unit_price: z.number(),
  quantity: z.number(),
  line_total: z.number(),
  allergens: z.array(z.string()),
  bundle_id: z.nullable(z.string()),
  bundle_label: z.nullable(z.string()),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const orderFields = {
  id: z.string(),
  order_number: z.string(),
  status: z.enum(orderStatuses),
  payment_method: z.enum(paymentMethods),
  payment_status: z.enum(paymentStatuses),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  total: z.number(),
  delivery_date: z.string(),
  delivery_address: deliveryAddressSnapshotSchema,
  invoice_data: z.nullable(invoiceDataSchema),
  notes: z.nullable(z.string()),
  created_at: z.string(),
  cancelled_at: z.nullable(z.string()),
  items: z.array(orderItemSchema),
};

export const placedOrderSchema = z.object({
  ...orderFields,
  /** True when the idempotency key had already placed this order (a retry or double tap). */
  replayed: z.optional(z.boolean()),
});

/** What `place_order` and `cancel_order` answer: the order and its lines. */
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** An order above a team member's purchase limit, waiting for the owner (decision 015). */
export const approvalRequestSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'withdrawn']),
  quoted_total: z.number(),
  purchase_limit: z.number(),
  delivery_date: z.string(),
  payment_method: z.enum(paymentMethods),
  created_at: z.string(),
  order_number: z.nullable(z.string()),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

export const approvalAnswerSchema = z.object({
  approval_request: approvalRequestSchema,
  replayed: z.optional(z.boolean()),
});

export const statusChangeSchema = z.object({
  to_status: z.enum(orderStatuses),
  changed_at: z.string(),
});

export const orderRecordSchema = z.object({
  ...orderFields,
  paid_at: z.nullable(z.string()),
  payment_reference: z.nullable(z.string()),
  // Optional: orders kept on the device before issue 21 were stored without them.
  /** Card orders: when the unpaid order is cancelled and its packs return to stock. */
  payment_due_at: nullableText,
  /** customer | admin | payment_expired, once cancelled. */
  cancellation_reason: nullableText,
  /** The courier's tracking page, once an admin entered it. */
  tracking_url: nullableText,
  /** Paid later (decision 015): the terms when placed and when the money is due. */
  payment_terms: nullableText,
  payment_term_days: z.optional(z.nullable(z.number())),
  payment_due_on: nullableText,
  /** Who in the business's team sent it, and who approved it above their limit. */
  placed_by_name: nullableText,
  approved_by_name: nullableText,
  history: z.array(statusChangeSchema),
});

/** An order as the orders pages read it: the order, its lines and its timeline. */
export type OrderRecord = z.infer<typeof orderRecordSchema>;
export type StatusChange = z.infer<typeof statusChangeSchema>;
