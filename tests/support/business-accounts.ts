import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Business status is granted by the bakery (issue 36, decision 015): a test that needs a
 * business customer goes the way a restaurant does — the customer sends the request, the
 * service role approves it as an admin would — so no test writes the status directly.
 */

/** A request with valid check digits: Partita IVA, codice fiscale, office, SDI code. */
export const sampleBusinessRequest = {
  company_name: 'Trattoria di Prova S.r.l.',
  vat_number: '11876540011',
  tax_code: '11876540011',
  office_street: 'Via Garibaldi 12',
  office_postal_code: '10122',
  office_city: 'Torino',
  office_province: 'TO',
  sdi_code: 'M5UXCR1',
  pec: null,
} as const;

export type BusinessRequestData = Record<keyof typeof sampleBusinessRequest, string | null>;

export interface BusinessTerms {
  payment_terms: 'immediate' | 'days_after_delivery' | 'end_of_month';
  payment_term_days: number;
  /** Euros of open credit allowed; tests that do not look at credit get plenty. */
  credit_limit: number;
}

export const generousTerms: BusinessTerms = {
  payment_terms: 'immediate',
  payment_term_days: 0,
  credit_limit: 100_000,
};

/** The customer asks for a business account; resolves to the request's id. */
export async function requestBusinessAccount(
  customer: SupabaseClient,
  data: Partial<BusinessRequestData> = {},
): Promise<string> {
  const { data: request, error } = await customer.rpc('request_business_account', {
    data: { ...sampleBusinessRequest, ...data },
  });
  if (error) throw new Error(`request_business_account: ${error.message} (${error.hint ?? ''})`);
  return (request as { id: string }).id;
}

/** The bakery's decision on a request, made with the service role (require_admin lets it). */
export async function reviewBusinessRequest(
  service: SupabaseClient,
  requestId: string,
  decision: { approve: true; terms?: Partial<BusinessTerms> } | { approve: false; note: string },
): Promise<void> {
  const terms = { ...generousTerms, ...(decision.approve ? decision.terms : {}) };
  const { error } = await service.rpc('admin_review_business_request', {
    p_request_id: requestId,
    p_approve: decision.approve,
    p_note: decision.approve ? null : decision.note,
    p_payment_terms: terms.payment_terms,
    p_payment_term_days: terms.payment_term_days,
    p_credit_limit: terms.credit_limit,
  });
  if (error) throw new Error(`admin_review_business_request: ${error.message}`);
}

/** Request and approval in one: the customer is a business owner afterwards. */
export async function becomeBusiness(
  customer: SupabaseClient,
  service: SupabaseClient,
  options: { data?: Partial<BusinessRequestData>; terms?: Partial<BusinessTerms> } = {},
): Promise<void> {
  const requestId = await requestBusinessAccount(customer, options.data);
  await reviewBusinessRequest(service, requestId, { approve: true, terms: options.terms });
}

/**
 * Puts a signed-in person in the owner's team with a role: the owner invites their e-mail and
 * they accept, as in the shop.
 */
export async function joinTeam(
  owner: SupabaseClient,
  member: { client: SupabaseClient; email: string },
  role: 'orders' | 'accounting',
  purchaseLimit: number | null = null,
): Promise<void> {
  const invited = await owner.rpc('invite_business_member', {
    p_email: member.email,
    p_role: role,
    p_purchase_limit: purchaseLimit,
  });
  if (invited.error) throw new Error(`invite_business_member: ${invited.error.message}`);
  const { id } = invited.data as { id: string };
  const accepted = await member.client.rpc('answer_business_invitation', {
    p_invitation_id: id,
    p_accept: true,
  });
  if (accepted.error) throw new Error(`answer_business_invitation: ${accepted.error.message}`);
}
