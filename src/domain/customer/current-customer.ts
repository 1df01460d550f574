import { z } from 'zod/mini';
import { builtOnFirstUse } from '@/lib/validation/built-on-first-use';

/**
 * Who the signed-in person is in the shop (`public.current_customer()`, decision 015): their own
 * name, the account they act for — themselves, or the business whose team they are in — with
 * its fiscal data, registered office, closed weekdays, terms and credit, their role there and
 * what it allows, their latest business request and the account's saved addresses. Checked
 * here: the checkout, the offline day and the screens that follow roles all read it.
 */
function buildCustomerSchemas() {
  const money = z.number();

  const savedAddressSchema = z.object({
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

  const paymentTermsSchema = z.enum(['immediate', 'days_after_delivery', 'end_of_month']);

  const creditSummarySchema = z.object({
    payment_terms: paymentTermsSchema,
    payment_term_days: z.number(),
    payment_terms_label: z.string(),
    credit_limit: money,
    open_balance: money,
    available_credit: money,
    overdue_total: money,
  });

  const teamRoleSchema = z.enum(['owner', 'orders', 'accounting']);

  const businessRequestSummarySchema = z.object({
    id: z.string(),
    kind: z.enum(['new', 'change']),
    status: z.enum(['pending', 'approved', 'rejected', 'withdrawn']),
    company_name: z.string(),
    vat_number: z.string(),
    submitted_at: z.string(),
    reviewed_at: z.nullable(z.string()),
    admin_note: z.nullable(z.string()),
  });

  const currentCustomerSchema = z.object({
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

  return {
    savedAddress: savedAddressSchema,
    paymentTerms: paymentTermsSchema,
    creditSummary: creditSummarySchema,
    teamRole: teamRoleSchema,
    businessRequestSummary: businessRequestSummarySchema,
    currentCustomer: currentCustomerSchema,
  };
}

/**
 * The schemas, built at their first use (a parse, or a schema that includes one): the home page
 * loads this module for the prices, but only a signed-in customer's read parses anything
 * (decision 017 item 30).
 */
export const customerSchemas = builtOnFirstUse(buildCustomerSchemas);
type CustomerSchemas = ReturnType<typeof customerSchemas>;

export type SavedAddress = z.infer<CustomerSchemas['savedAddress']>;
export type PaymentTerms = z.infer<CustomerSchemas['paymentTerms']>;
export type CreditSummary = z.infer<CustomerSchemas['creditSummary']>;
export type TeamRole = z.infer<CustomerSchemas['teamRole']>;
export type BusinessRequestSummary = z.infer<CustomerSchemas['businessRequestSummary']>;
export type CurrentCustomer = z.infer<CustomerSchemas['currentCustomer']>;

/** Whether the person acts in a business as a member rather than for themselves. */
export function actsForBusiness(customer: CurrentCustomer): boolean {
  return customer.customer_type === 'business';
}
