import { z } from 'zod/mini';
import type { ApiClient } from '@/features/back-office/api/api-client';
import { dataOrThrow, okOrThrow } from '@/lib/api-error';
import { customerSchemas, type PaymentTerms } from '@/domain/customer/current-customer';

// The console's side of business accounts (decision 015): requests to decide, terms and credit
// of a business, its team, the accounts with money overdue, the bakery's closures. Every write
// is a database function that checks the admin (private.require_admin) itself.

export const businessRequestRowSchema = z.object({
  id: z.string(),
  customer_id: z.string(),
  kind: z.enum(['new', 'change']),
  company_name: z.string(),
  vat_number: z.string(),
  tax_code: z.string(),
  office_street: z.string(),
  office_postal_code: z.string(),
  office_city: z.string(),
  office_province: z.string(),
  sdi_code: z.nullable(z.string()),
  pec: z.nullable(z.string()),
  status: z.enum(['pending', 'approved', 'rejected', 'withdrawn']),
  admin_note: z.nullable(z.string()),
  submitted_at: z.string(),
  reviewed_at: z.nullable(z.string()),
  customer_name: z.nullable(z.string()),
  customer_email: z.nullable(z.string()),
  customer_since: z.string(),
  same_vat_customers: z.array(z.object({ customer_id: z.string(), name: z.nullable(z.string()) })),
});
export type BusinessRequestRow = z.infer<typeof businessRequestRowSchema>;
export type RequestStatus = BusinessRequestRow['status'];

export async function fetchBusinessRequests(
  client: ApiClient,
  status: RequestStatus,
): Promise<BusinessRequestRow[]> {
  return z
    .array(businessRequestRowSchema)
    .parse(dataOrThrow(await client.rpc('admin_business_requests', { p_status: status })));
}

export interface BusinessTermsInput {
  paymentTerms: PaymentTerms;
  paymentTermDays: number;
  creditLimit: number;
}

export async function reviewBusinessRequest(
  client: ApiClient,
  requestId: string,
  decision: ({ approve: true } & BusinessTermsInput) | { approve: false; note: string },
): Promise<void> {
  dataOrThrow(
    await client.rpc('admin_review_business_request', {
      p_request_id: requestId,
      p_approve: decision.approve,
      ...(decision.approve
        ? {
            p_payment_terms: decision.paymentTerms,
            p_payment_term_days: decision.paymentTermDays,
            p_credit_limit: decision.creditLimit,
          }
        : { p_note: decision.note }),
    }),
  );
}

export const businessAccountSchema = z.object({
  customer_id: z.string(),
  office_street: z.string(),
  office_postal_code: z.string(),
  office_city: z.string(),
  office_province: z.string(),
  payment_terms: customerSchemas().paymentTerms,
  payment_term_days: z.number(),
  credit_limit: z.number(),
  closed_weekdays: z.array(z.number()),
  approved_at: z.string(),
  invoicing_mode: z.enum(['immediate', 'monthly']),
});
export type BusinessAccount = z.infer<typeof businessAccountSchema>;

export const teamMemberRowSchema = z.object({
  user_id: z.string(),
  role: z.enum(['owner', 'orders', 'accounting']),
  purchase_limit: z.nullable(z.number()),
  profile: z.nullable(
    z.object({ full_name: z.nullable(z.string()), email: z.nullable(z.string()) }),
  ),
});

/** A business's account and its team, or null for a private customer. */
export async function fetchBusinessAccount(client: ApiClient, customerId: string) {
  const [account, members] = await Promise.all([
    client.from('business_accounts').select('*').eq('customer_id', customerId).maybeSingle(),
    client
      .from('business_members')
      .select(
        'user_id, role, purchase_limit, profile:profiles!business_members_user_id_fkey(full_name, email)',
      )
      .eq('business_id', customerId)
      .order('created_at'),
  ]);
  okOrThrow(account);
  if (!account.data) return null;
  return {
    account: businessAccountSchema.parse(account.data),
    members: z.array(teamMemberRowSchema).parse(dataOrThrow(members)),
  };
}

export async function saveBusinessTerms(
  client: ApiClient,
  customerId: string,
  terms: BusinessTermsInput,
): Promise<void> {
  okOrThrow(
    await client.rpc('admin_set_business_terms', {
      p_customer_id: customerId,
      p_payment_terms: terms.paymentTerms,
      p_payment_term_days: terms.paymentTermDays,
      p_credit_limit: terms.creditLimit,
    }),
  );
}

export const overdueAccountSchema = z.object({
  customer_id: z.string(),
  customer_name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  customer_type: z.string(),
  overdue_total: z.number(),
  overdue_orders: z.number(),
  oldest_due_on: z.string(),
  days_overdue: z.number(),
  credit: z.nullable(customerSchemas().creditSummary),
});
export type OverdueAccount = z.infer<typeof overdueAccountSchema>;

export async function fetchOverdueAccounts(client: ApiClient): Promise<OverdueAccount[]> {
  return z
    .array(overdueAccountSchema)
    .parse(dataOrThrow(await client.rpc('admin_overdue_accounts')));
}

export const closureSchema = z.object({
  id: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  reason: z.string(),
});
export type Closure = z.infer<typeof closureSchema>;

/** The closures not over 90 days ago, soonest first. */
export async function fetchClosures(client: ApiClient, since: string): Promise<Closure[]> {
  return z
    .array(closureSchema)
    .parse(
      dataOrThrow(
        await client
          .from('shop_closures')
          .select('id, starts_on, ends_on, reason')
          .gte('ends_on', since)
          .order('starts_on')
          .limit(200),
      ),
    );
}

export async function addClosure(
  client: ApiClient,
  closure: { starts_on: string; ends_on: string; reason: string },
): Promise<void> {
  okOrThrow(await client.from('shop_closures').insert(closure));
}

export async function deleteClosure(client: ApiClient, id: string): Promise<void> {
  okOrThrow(await client.from('shop_closures').delete().eq('id', id));
}
