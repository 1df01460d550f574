import { z } from 'zod/mini';

/**
 * Who the signed-in person is in the shop (`public.current_customer()`, decision 015): their own
 * name, the account they act for — themselves, or the business whose team they are in — with
 * its fiscal data, registered office, closed weekdays, terms and credit, their role there and
 * what it allows, their latest business request and the account's saved addresses. Checked
 * here: the checkout, the offline day and the screens that follow roles all read it.
 */
const money = z.number();

export const savedAddressSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  label: z.string(),
  recipient: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  province: z.string(),
  phone: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const paymentTermsSchema = z.enum(['immediate', 'days_after_delivery', 'end_of_month']);
export type PaymentTerms = z.infer<typeof paymentTermsSchema>;

export const creditSummarySchema = z.object({
  payment_terms: paymentTermsSchema,
  payment_term_days: z.number(),
  payment_terms_label: z.string(),
  credit_limit: money,
  open_balance: money,
  available_credit: money,
  overdue_total: money,
});
export type CreditSummary = z.infer<typeof creditSummarySchema>;

export const teamRoleSchema = z.enum(['owner', 'orders', 'accounting']);
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const businessRequestSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['new', 'change']),
  status: z.enum(['pending', 'approved', 'rejected', 'withdrawn']),
  company_name: z.string(),
  vat_number: z.string(),
  submitted_at: z.string(),
  reviewed_at: z.nullable(z.string()),
  admin_note: z.nullable(z.string()),
});
export type BusinessRequestSummary = z.infer<typeof businessRequestSummarySchema>;

export const currentCustomerSchema = z.object({
  user_id: z.string(),
  full_name: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  customer_id: z.string(),
  role: z.nullable(teamRoleSchema),
  purchase_limit: z.nullable(money),
  permissions: z.object({
    order: z.boolean(),
    documents: z.boolean(),
    manage: z.boolean(),
    team: z.boolean(),
  }),
  customer_type: z.enum(['private', 'business']),
  company_name: z.nullable(z.string()),
  vat_number: z.nullable(z.string()),
  tax_code: z.nullable(z.string()),
  sdi_code: z.nullable(z.string()),
  pec: z.nullable(z.string()),
  office: z.nullable(
    z.object({
      street: z.string(),
      postal_code: z.string(),
      city: z.string(),
      province: z.string(),
    }),
  ),
  closed_weekdays: z.array(z.number()),
  credit: z.nullable(creditSummarySchema),
  business_request: z.nullable(businessRequestSummarySchema),
  pending_approvals: z.number(),
  addresses: z.array(savedAddressSchema),
});
export type CurrentCustomer = z.infer<typeof currentCustomerSchema>;

/** Whether the person acts in a business as a member rather than for themselves. */
export function actsForBusiness(customer: CurrentCustomer): boolean {
  return customer.customer_type === 'business';
}
