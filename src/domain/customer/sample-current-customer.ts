import type { CurrentCustomer } from '@/domain/customer/current-customer';

/** A `current_customer()` answer for tests: a private customer unless overridden. */
export function sampleCurrentCustomer(overrides: Partial<CurrentCustomer> = {}): CurrentCustomer {
  return {
    user_id: 'u1',
    full_name: 'Giulia Rossi',
    phone: null,
    email: 'giulia@example.com',
    customer_id: 'u1',
    role: null,
    purchase_limit: null,
    permissions: { order: true, documents: true, manage: true, team: false },
    customer_type: 'private',
    company_name: null,
    vat_number: null,
    tax_code: null,
    sdi_code: null,
    pec: null,
    office: null,
    closed_weekdays: [],
    credit: null,
    business_request: null,
    pending_approvals: 0,
    addresses: [],
    ...overrides,
  };
}

/** An approved restaurant's owner with its office, terms and credit. */
export function sampleBusinessOwner(overrides: Partial<CurrentCustomer> = {}): CurrentCustomer {
  return sampleCurrentCustomer({
    full_name: 'Marco Borgo',
    phone: '+39 011 123 4567',
    role: 'owner',
    permissions: { order: true, documents: true, manage: true, team: true },
    customer_type: 'business',
    company_name: 'Osteria del Borgo S.r.l.',
    vat_number: '01234567897',
    tax_code: '01234567897',
    sdi_code: 'M5UXCR1',
    office: { street: 'Via Roma 1', postal_code: '10023', city: 'Chieri', province: 'TO' },
    credit: {
      payment_terms: 'days_after_delivery',
      payment_term_days: 30,
      payment_terms_label: 'A 30 giorni dalla consegna',
      credit_limit: 1500,
      open_balance: 0,
      available_credit: 1500,
      overdue_total: 0,
    },
    ...overrides,
  });
}
