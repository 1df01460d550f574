import type { PaymentTerms } from '@/domain/customer/current-customer';

/**
 * When money for a delivery is due under a business's terms (decision 015), the same rule as the
 * database's `private.payment_due_on` (migration 20261201000200), which stores the due date on
 * the order; the device uses it to say it before the order exists. An integration test compares
 * the two over years of delivery days. D.Lgs. 198/2021 art. 4 caps every term at 30 days from the
 * delivery, or from the end of a delivery period of at most a month.
 *
 * Civil dates are 'YYYY-MM-DD' strings; arithmetic on them runs in UTC, where no daylight saving
 * moves a day.
 */
const DAY_MS = 24 * 60 * 60 * 1_000;

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last day of the month of a civil date. */
export function endOfMonth(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

export function paymentDueOn(terms: PaymentTerms, days: number, deliveryDate: string): string {
  switch (terms) {
    case 'immediate':
      return deliveryDate;
    case 'days_after_delivery':
      return addDays(deliveryDate, days);
    case 'end_of_month':
      return addDays(endOfMonth(deliveryDate), days);
  }
}

/** The most days each kind of term may add (the law's 30; 'immediate' adds none). */
export const maxTermDays: Record<PaymentTerms, number> = {
  immediate: 0,
  days_after_delivery: 30,
  end_of_month: 30,
};

/** "A 30 giorni dalla consegna", as the database's `private.payment_terms_label` writes it. */
export function paymentTermsLabel(terms: PaymentTerms, days: number): string {
  switch (terms) {
    case 'immediate':
      return 'Pagamento alla consegna';
    case 'days_after_delivery':
      return `A ${days} giorni dalla consegna`;
    case 'end_of_month':
      return days === 0 ? 'A fine mese' : `A ${days} giorni fine mese`;
  }
}
