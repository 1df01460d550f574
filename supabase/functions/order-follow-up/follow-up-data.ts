// What public.claim_order_notifications returns: the e-mails owed, each with the order and the
// shop's details. Checked here so that a schema change fails loudly instead of a broken e-mail.
import { z } from 'zod';

const optionalText = z.string().nullish();

export const followUpOrder = z.object({
  id: z.string(),
  order_number: z.string(),
  status: z.string(),
  payment_method: z.enum(['card', 'bank_transfer', 'cash_on_delivery']),
  payment_status: z.string(),
  total: z.number(),
  delivery_date: z.string(),
  customer_name: optionalText,
  customer_email: optionalText,
  cancellation_reason: z.enum(['customer', 'admin', 'payment_expired']).nullish(),
  tracking_url: optionalText,
  paid_at: optionalText,
  refunded_at: optionalText,
});

export const followUpShop = z.object({
  company_name: z.string(),
  street_address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  province: z.string(),
  vat_number: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const claimedNotifications = z.array(
  z.object({
    id: z.number().int(),
    kind: z.enum(['cancelled', 'shipped', 'refunded']),
    order: followUpOrder,
    shop: followUpShop,
  }),
);

export type FollowUpOrder = z.infer<typeof followUpOrder>;
export type FollowUpShop = z.infer<typeof followUpShop>;
export type FollowUpKind = z.infer<typeof claimedNotifications>[number]['kind'];

export const refundableOrders = z.array(
  z.object({
    id: z.string(),
    order_number: z.string(),
    payment_reference: z.string().nullable(),
    total: z.number(),
  }),
);
export type RefundableOrder = z.infer<typeof refundableOrders>[number];
