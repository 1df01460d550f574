// What public.claim_order_confirmation returns with outcome 'claimed': the order (as
// private.order_json plus the customer and payment fields) and the shop's details. Checked here
// so that a schema change fails loudly instead of sending a broken e-mail.
import { z } from 'zod';

const optionalText = z.string().nullish();

const orderLine = z.object({
  product_name: z.string(),
  unit_price: z.number(),
  quantity: z.number().int(),
  line_total: z.number(),
  allergens: z.array(z.string()),
  bundle_label: optionalText,
});

export const confirmationOrder = z.object({
  id: z.string(),
  order_number: z.string(),
  status: z.string(),
  payment_method: z.enum(['card', 'bank_transfer', 'cash_on_delivery']),
  payment_status: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  total: z.number(),
  delivery_date: z.string(),
  delivery_address: z.object({
    recipient: optionalText,
    street: optionalText,
    postal_code: optionalText,
    city: optionalText,
    province: optionalText,
    phone: optionalText,
    notes: optionalText,
  }),
  invoice_data: z
    .object({
      customer_type: optionalText,
      company_name: optionalText,
      vat_number: optionalText,
      tax_code: optionalText,
      sdi_code: optionalText,
      pec: optionalText,
    })
    .nullish(),
  notes: optionalText,
  items: z.array(orderLine),
  customer_name: optionalText,
  customer_email: z.string(),
  paid_at: optionalText,
});

export const confirmationShop = z.object({
  company_name: z.string(),
  street_address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  province: z.string(),
  vat_number: z.string(),
  email: z.string(),
  phone: z.string(),
  bank_account_holder: optionalText,
  iban: optionalText,
  bank_name: optionalText,
});

export const claimedConfirmation = z.object({
  outcome: z.literal('claimed'),
  order: confirmationOrder,
  shop: confirmationShop,
});

export type ConfirmationOrder = z.infer<typeof confirmationOrder>;
export type ConfirmationShop = z.infer<typeof confirmationShop>;
