import { describe, expect, it } from 'vitest';
import { endOfMonth, paymentDueOn, paymentTermsLabel } from '@/domain/orders/payment-terms';

describe('paymentDueOn', () => {
  it('is the delivery day for immediate terms', () => {
    expect(paymentDueOn('immediate', 0, '2027-01-31')).toBe('2027-01-31');
  });

  it('counts days after the delivery across month ends and leap years', () => {
    expect(paymentDueOn('days_after_delivery', 30, '2027-01-31')).toBe('2027-03-02');
    expect(paymentDueOn('days_after_delivery', 30, '2028-01-31')).toBe('2028-03-01');
    expect(paymentDueOn('days_after_delivery', 30, '2027-12-15')).toBe('2028-01-14');
    expect(paymentDueOn('days_after_delivery', 1, '2028-02-28')).toBe('2028-02-29');
  });

  it('counts from the end of the delivery’s month', () => {
    expect(paymentDueOn('end_of_month', 30, '2027-02-03')).toBe('2027-03-30');
    expect(paymentDueOn('end_of_month', 30, '2028-02-03')).toBe('2028-03-30');
    expect(paymentDueOn('end_of_month', 0, '2028-02-03')).toBe('2028-02-29');
    expect(paymentDueOn('end_of_month', 30, '2027-12-15')).toBe('2028-01-30');
  });

  it('finds the last day of any month', () => {
    expect(['2027-02-10', '2028-02-10', '2027-04-30', '2027-12-01'].map(endOfMonth)).toEqual([
      '2027-02-28',
      '2028-02-29',
      '2027-04-30',
      '2027-12-31',
    ]);
  });
});

describe('paymentTermsLabel', () => {
  it('reads as the database writes it', () => {
    expect(paymentTermsLabel('immediate', 0)).toBe('Pagamento alla consegna');
    expect(paymentTermsLabel('days_after_delivery', 30)).toBe('A 30 giorni dalla consegna');
    expect(paymentTermsLabel('end_of_month', 0)).toBe('A fine mese');
    expect(paymentTermsLabel('end_of_month', 30)).toBe('A 30 giorni fine mese');
  });
});
